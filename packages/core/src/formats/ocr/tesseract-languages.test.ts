// Every interface language has a Tesseract model of its own, and the model's Debian package is one
// that CI and `npm start` install: a scan in Slovak is not read with the English model.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { debianPackage, tesseractLanguageFor } from './tesseract-languages';

const repository = new URL('../../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, repository), 'utf8');

/** The UI's locales, as apps/web/src/i18n/routing.ts lists them. */
function uiLocales(): string[] {
  const list = read('apps/web/src/i18n/routing.ts').match(/locales = \[([\s\S]*?)\]/)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

describe('Tesseract models for the UI languages', () => {
  const locales = uiLocales();

  it('maps each of the 31 UI languages to its own model, Slovak and Bulgarian included', () => {
    expect(locales).toHaveLength(31);
    expect(tesseractLanguageFor('sk')).toBe('slk');
    expect(tesseractLanguageFor('bg')).toBe('bul');
    for (const locale of locales.filter((code) => code !== 'en'))
      expect(tesseractLanguageFor(locale), locale).not.toBe('eng');
  });

  it("installs each model's Debian package in CI and in npm start", () => {
    const ci = read('.ci/run');
    const packages = read('scripts/lib/debian-packages.mjs');
    for (const locale of locales) {
      const name = debianPackage(tesseractLanguageFor(locale));
      expect(ci, name).toMatch(new RegExp(`\\b${name}\\b`));
      const code = name.replace('tesseract-ocr-', '');
      expect(packages, name).toContain(`'${code}'`);
    }
    expect(packages).toContain('...tesseractPackages');
  });
});
