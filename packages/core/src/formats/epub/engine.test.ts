// A real English → Spanish translation by Apertium, through the whole segment pipeline: Spanish in
// the chapters, the navigation document, the NCX and the OPF, and a book that still passes the
// structural check.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeApertiumPipelines } from '../../engines/apertium';
import { corpusFile } from '../../testing/corpus';
import { findEntry, readPackage } from '../office-package';
import { engineRoundTrip } from '../testing/round-trip';
import { epubFormat } from './index';
import { packFixtureBook } from './testing/book-folder';
import { epubStructureProblems } from './testing/epub-structure';

async function partsOf(epub: Buffer): Promise<(name: string) => string> {
  const pkg = await readPackage(epub, 'EPUB');
  return (name) => findEntry(pkg, name)?.data.toString('utf8') ?? '';
}

describe('EPUB through Apertium English → Spanish', () => {
  afterAll(() => closeApertiumPipelines());

  it('gives the Argos example book Spanish chapters, table of contents and title', async () => {
    const output = await engineRoundTrip(epubFormat, readFileSync(corpusFile('epub/argos-example.epub')));
    const part = await partsOf(output);
    expect(part('OEBPS/sections/section0001.xhtml')).toContain('Traducción automática de Código abierto');
    expect(part('OEBPS/toc.xhtml')).toContain('>Traducción de lima</a>');
    expect(part('OEBPS/toc.ncx')).toContain('<text>Traducción de lima</text>');
    expect(part('OEBPS/content.opf')).toContain('<dc:title>Título desconocido</dc:title>');
    expect(part('OEBPS/content.opf')).toContain('<dc:language>es</dc:language>');
    expect(await epubStructureProblems(output)).toEqual([]);
  }, 120_000);

  it('gives the fixture book a Spanish description, subject, notes and alt text, bold kept', async () => {
    const part = await partsOf(await engineRoundTrip(epubFormat, await packFixtureBook('garden-epub3')));
    expect(part('OEBPS/content.opf')).toMatch(/<dc:description xml:lang="es">[^<]*jardín/);
    expect(part('OEBPS/content.opf')).toMatch(/<dc:subject xml:lang="es">Jardinería<\/dc:subject>/);
    expect(part('OEBPS/text/notes.xhtml')).toMatch(/<p>[^<]*\brosas\b/);
    expect(part('OEBPS/text/chapter 1.xhtml')).toMatch(/<b>tranquilo<\/b>/);
    expect(part('OEBPS/text/chapter 1.xhtml')).toMatch(/alt="Una semilla en la tierra oscura"/);
  }, 120_000);
});
