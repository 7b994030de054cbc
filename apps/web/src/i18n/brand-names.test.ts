// The catalogues are shared by the four variants, so no text a visitor reads may name one of them: a
// text that needs the product's name takes it as a parameter ({product} or {name}), filled in with the
// name of the variant the site runs as.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brands } from '@verso/brands';
import { describe, expect, it } from 'vitest';
import { routing } from './routing';

const catalogue = (locale: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../messages/${locale}.json`), 'utf8'));

/** Every text of a catalogue with its key path, e.g. `Home.faq.api.answer`. */
function texts(messages: unknown, path = ''): [string, string][] {
  if (typeof messages === 'string') return [[path, messages]];
  return Object.entries(messages as Record<string, unknown>).flatMap(([key, value]) =>
    texts(value, path ? `${path}.${key}` : key),
  );
}

const brandNames = Object.values(brands).flatMap((brand) => [brand.name, ...brand.alternateNames]);

describe('catalogue texts', () => {
  it.each(routing.locales)('%s names no variant, in any namespace', (locale) => {
    const leaks = texts(catalogue(locale)).flatMap(([path, text]) =>
      brandNames.filter((name) => text.includes(name)).map((name) => `${path}: ${name}`),
    );
    expect(leaks).toEqual([]);
  });
});
