// The terms and the privacy policy: one Markdown file per locale and document under
// `content/legal/<locale>/<document>.md`, with named placeholders ({company}, {retentionDays}…) that this
// installation fills in. A locale without its own file shows the English one.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { renderMarkdown } from '@/server/blog/render-markdown';

export const legalDocuments = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof legalDocuments)[number];

/** Every placeholder a document may use; the values come from legal-values.ts. */
export const legalPlaceholders = [
  'company',
  'product',
  'website',
  'supportEmail',
  'address',
  'retentionDays',
  'signupCredits',
  'signInMethods',
  'payMethods',
  'currency',
] as const;
export type LegalPlaceholder = (typeof legalPlaceholders)[number];
export type LegalValues = Record<LegalPlaceholder, string>;

/** `next start` runs in apps/web, where the content folder is. */
export const defaultLegalRoot = join(process.cwd(), 'content', 'legal');

const placeholderPattern = /\{([^{}\s]*)\}/g;
const frontMatterSchema = z.object({ updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

export interface LegalSource {
  /** The locale the text is written in: the requested one, or English when it has no translation yet. */
  locale: string;
  markdown: string;
}

export function readLegalSource(
  document: LegalDocument,
  locale: string,
  root = defaultLegalRoot,
): LegalSource {
  const inLocale = join(root, locale, `${document}.md`);
  if (existsSync(inLocale)) return { locale, markdown: readFileSync(inLocale, 'utf8') };
  const english = routing.defaultLocale;
  return { locale: english, markdown: readFileSync(join(root, english, `${document}.md`), 'utf8') };
}

/** The names of the placeholders a text uses, in order of appearance (repeats included). */
export function placeholdersIn(markdown: string): string[] {
  return [...markdown.matchAll(placeholderPattern)].map(([, name]) => name ?? '');
}

// Values are the operator's text (a company name, an address): Markdown must not read them as markup.
const escapeMarkdown = (value: string) => value.replace(/[\\`*_[\]<>#|~]/g, '\\$&');

export function fillPlaceholders(markdown: string, values: LegalValues): string {
  return markdown.replace(placeholderPattern, (whole, name: string) => {
    if (!(legalPlaceholders as readonly string[]).includes(name)) {
      throw new Error(
        `Unknown placeholder ${whole} in a legal document; known: ${legalPlaceholders.join(', ')}`,
      );
    }
    return escapeMarkdown(values[name as LegalPlaceholder]);
  });
}

export interface RenderedLegalDocument {
  locale: string;
  /** YYYY-MM-DD, from the front matter's `updated`. */
  updated: string;
  html: string;
}

export function renderLegalDocument(source: LegalSource, values: LegalValues): RenderedLegalDocument {
  const { frontMatter, html } = renderMarkdown(fillPlaceholders(source.markdown, values));
  const parsed = frontMatterSchema.safeParse(frontMatter);
  if (!parsed.success) throw new Error('A legal document needs `updated: YYYY-MM-DD` in its front matter');
  return { locale: source.locale, updated: parsed.data.updated, html };
}
