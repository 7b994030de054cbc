// The legal documents as translators will change them: every placeholder known, every one filled, and
// each translation with the same sections and placeholders as the English original.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandFor, hostConfigFor, platforms } from '@verso/brands';
import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import {
  defaultLegalRoot,
  fillPlaceholders,
  legalDocuments,
  legalPlaceholders,
  placeholdersIn,
  readLegalSource,
  renderLegalDocument,
} from './legal-document';
import { legalValues } from './legal-values';

const root = join(import.meta.dirname, '../../../content/legal');
const englishSource = (document: (typeof legalDocuments)[number]) => readLegalSource(document, 'en', root);
const translatedLocales = readdirSync(root).filter((locale) => locale !== routing.defaultLocale);

const valuesFor = (platform: (typeof platforms)[number]) => {
  const brand = brandFor(platform);
  return legalValues(
    { brand, host: hostConfigFor(brand) },
    { publicUrl: 'https://site.example', fileRetentionDays: 30, signupCredits: 100 },
    'en',
    { signInMethod: (method) => `<${method}>`, payMethod: (method) => `<${method}>` },
  );
};

/** What a translation must keep: the heading levels in order, and the placeholders it uses. */
function structureOf(markdown: string) {
  return {
    headings: [...markdown.matchAll(/^(#{1,6}) /gm)].map(([, hashes]) => hashes?.length),
    placeholders: [...new Set(placeholdersIn(markdown))].sort(),
  };
}

describe.each(legalDocuments)('the %s document', (document) => {
  it('uses only known placeholders, in English and in every translation', () => {
    for (const locale of [routing.defaultLocale, ...translatedLocales]) {
      const file = join(root, locale, `${document}.md`);
      if (!existsSync(file)) continue;
      const { markdown } = readLegalSource(document, locale, root);
      for (const name of placeholdersIn(markdown)) {
        expect(legalPlaceholders, `${locale}/${document}.md uses {${name}}`).toContain(name);
      }
    }
  });

  it.each(platforms)('renders for %s with every placeholder replaced by its value', (platform) => {
    const values = valuesFor(platform);
    const { html, updated } = renderLegalDocument(englishSource(document), values);
    expect(html).not.toMatch(/\{[A-Za-z]+\}/);
    expect(html).toContain(brandFor(platform).organization.legalName);
    expect(html).toContain(brandFor(platform).support.email);
    expect(updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(translatedLocales)('in %s has the sections and placeholders of the English original', (locale) => {
    const file = join(root, locale, `${document}.md`);
    if (!existsSync(file)) return;
    expect(structureOf(readLegalSource(document, locale, root).markdown)).toEqual(
      structureOf(englishSource(document).markdown),
    );
  });
});

describe('legal documents', () => {
  const values = valuesFor('verso-best');

  it('state the retention period and the variant’s sign-in and pay methods', () => {
    const { html } = renderLegalDocument(englishSource('privacy'), { ...values, retentionDays: '12' });
    expect(html).toContain('<strong>12 days</strong>');
    expect(html).toContain('&#x3C;google> and &#x3C;email>');
    expect(valuesFor('shangyi-translator')).toMatchObject({
      signInMethods: '<wechat> and <email>',
      payMethods: '<wechat_pay_direct> and <alipay_direct>',
      currency: 'CNY',
    });
  });

  it('refuse a placeholder they do not know, naming it', () => {
    expect(() => fillPlaceholders('Write to {supportMail}.', values)).toThrow('{supportMail}');
  });

  it('keep a value from being read as Markdown', () => {
    const company = 'Acme *Docs* _Ltd_ <b>';
    const markdown = `---\nupdated: 2026-01-01\n---\nRun by {company}.`;
    const { html } = renderLegalDocument({ locale: 'en', markdown }, { ...values, company });
    expect(html).toBe('<p>Run by Acme *Docs* _Ltd_ &#x3C;b>.</p>');
  });

  it('fall back to English for a locale without its own file, and say which language they are in', () => {
    const folder = mkdtempSync(join(tmpdir(), 'verso-legal-'));
    for (const locale of ['en', 'de']) mkdirSync(join(folder, locale));
    writeFileSync(join(folder, 'en', 'terms.md'), 'English');
    writeFileSync(join(folder, 'de', 'terms.md'), 'Deutsch');
    expect(readLegalSource('terms', 'de', folder)).toEqual({ locale: 'de', markdown: 'Deutsch' });
    expect(readLegalSource('terms', 'fr', folder)).toEqual({ locale: 'en', markdown: 'English' });
  });

  it('notice a translation that lost a section or a placeholder', () => {
    const english = englishSource('terms').markdown;
    const withoutSection = english.replace(/^## Availability$/m, 'Availability');
    const withoutPlaceholder = english.replaceAll('{retentionDays}', '30');
    expect(structureOf(withoutSection)).not.toEqual(structureOf(english));
    expect(structureOf(withoutPlaceholder)).not.toEqual(structureOf(english));
  });

  it('are read from the site’s content folder', () => {
    expect(defaultLegalRoot.endsWith(join('content', 'legal'))).toBe(true);
  });
});
