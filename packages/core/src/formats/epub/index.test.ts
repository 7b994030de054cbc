// Every book of the corpus, and the fixture books: nothing translated gives the book back; pseudo
// translation leaves no visible text untranslated, keeps every element, and passes the structural
// check and EpubCheck (no error the input did not have), bilingual too.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type OfficePackage, readPackage } from '../office-package';
import { corpusFiles, identityRoundTrip, pseudoRoundTrip } from '../testing/round-trip';
import { epubFormat } from './index';
import { packFixtureBook } from './testing/book-folder';
import { epubStructureProblems } from './testing/epub-structure';
import { epubcheckErrors, hasEpubcheck } from './testing/epubcheck';
import { elementOutline, unmarkedTexts } from './testing/xhtml-text';

const isXml = (name: string) => /\.(xhtml|html|xml|opf|ncx|smil|svg)$/i.test(name);
const isXhtml = (name: string) => /\.x?html$/i.test(name);
/** The language attributes and values a rebuild sets; everything else must stay as it was. */
const withoutLanguages = (text: string) =>
  text
    .replace(/\s(?:xml:)?lang=("[^"]*"|'[^']*')/g, '')
    .replace(/\sdir="(?:rtl|ltr)"/g, '')
    .replace(/<dc:language>[^<]*<\/dc:language>/g, '<dc:language/>');

function sourceLanguage(pkg: OfficePackage): string {
  const opf = pkg.entries.find((entry) => entry.name.endsWith('.opf'))?.data.toString('utf8') ?? '';
  return /<dc:language[^>]*>\s*([a-z]+)/i.exec(opf)?.[1]?.toLowerCase() ?? 'en';
}

interface Book {
  name: string;
  input: Buffer;
  from: string;
  pseudo: Buffer;
  bilingual: Buffer;
}

async function translatedBook(name: string, input: Buffer): Promise<Book> {
  const from = sourceLanguage(await readPackage(input, 'EPUB'));
  const to = from === 'es' ? 'fr' : 'es';
  return {
    name,
    input,
    from,
    pseudo: await pseudoRoundTrip(epubFormat, input, { from, to }),
    bilingual: await pseudoRoundTrip(epubFormat, input, { from, to, options: { bilingual: true } }),
  };
}

const corpus = corpusFiles('epub', ['.epub']);
const fixtureNames = ['garden-epub3', 'garden-epub2'];
const books: Book[] = [];
const epubcheck = new Map<Buffer, string[]>();

beforeAll(async () => {
  for (const path of corpus) books.push(await translatedBook(basename(path), readFileSync(path)));
  for (const name of fixtureNames) books.push(await translatedBook(name, await packFixtureBook(name)));
  if (!hasEpubcheck()) return;
  // EpubCheck costs seconds per book: the bilingual book holds the translation and more, so it alone
  // is checked, and its input only when it has errors (to tell the input's own from Verso's).
  const outputs = books.map((book) => book.bilingual);
  await check(outputs);
  await check(books.filter((book) => epubcheck.get(book.bilingual)?.length).map((book) => book.input));
}, 900_000);

async function check(epubs: Buffer[]): Promise<void> {
  const errors = await epubcheckErrors(epubs);
  for (const [index, epub] of epubs.entries()) epubcheck.set(epub, errors[index] ?? []);
}

const bookNamed = (name: string) => books.find((book) => book.name === name) as Book;

describe.each([...corpus.map((path) => basename(path)), ...fixtureNames])('%s', (name) => {
  it('comes back unchanged when nothing is translated, apart from the language it is in', async () => {
    const { input, from } = bookNamed(name);
    const before = await readPackage(input, 'EPUB');
    const after = await readPackage(await identityRoundTrip(epubFormat, input, { from, to: from }), 'EPUB');
    expect(after.entries.map((entry) => [entry.name, entry.compressed])).toEqual(
      before.entries.map((entry) => [entry.name, entry.compressed]),
    );
    after.entries.forEach((entry, index) => {
      const original = before.entries[index]?.data as Buffer;
      if (!isXml(entry.name)) expect(entry.data.equals(original), entry.name).toBe(true);
      else
        expect(withoutLanguages(entry.data.toString('utf8'))).toBe(
          withoutLanguages(original.toString('utf8')),
        );
    });
  });

  it('passes the structural check, translated and bilingual, with no problem its input did not have', async () => {
    const { input, pseudo, bilingual } = bookNamed(name);
    const problems = await epubStructureProblems(input);
    expect(await epubStructureProblems(pseudo)).toEqual(problems);
    expect(await epubStructureProblems(bilingual)).toEqual(problems);
  });

  it('has every visible text of every XHTML document translated and every element kept', async () => {
    const { input, pseudo } = bookNamed(name);
    const before = await readPackage(input, 'EPUB');
    const after = await readPackage(pseudo, 'EPUB');
    for (const entry of after.entries.filter((candidate) => isXhtml(candidate.name))) {
      const text = entry.data.toString('utf8');
      expect(unmarkedTexts(text), entry.name).toEqual([]);
      const original = before.entries
        .find((candidate) => candidate.name === entry.name)
        ?.data.toString('utf8');
      expect(elementOutline(text), entry.name).toEqual(elementOutline(original ?? ''));
    }
  });

  it('has its title, description and subjects translated in the OPF, and every NCX label', async () => {
    const after = await readPackage(bookNamed(name).pseudo, 'EPUB');
    const texts = after.entries
      .filter((entry) => /\.(opf|ncx)$/.test(entry.name))
      .flatMap((entry) => [
        ...entry.data.toString('utf8').matchAll(/<dc:(?:title|description|subject)\b[^>]*>([^<]*)</g),
        ...entry.data.toString('utf8').matchAll(/<text>([^<]*)<\/text>/g),
      ])
      .map((match) => (match[1] as string).trim())
      .filter((text) => /\p{L}/u.test(text));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(/^⟦.*⟧$/);
  });

  it.skipIf(!hasEpubcheck())('passes EpubCheck, bilingual, with no error its input did not have', () => {
    const { input, bilingual } = bookNamed(name);
    const known = new Set(epubcheck.get(input));
    expect(epubcheck.get(bilingual)?.filter((error) => !known.has(error))).toEqual([]);
  });
});
