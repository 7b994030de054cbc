import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitProtectedSpans } from '../../segments';
import { corpusFile } from '../../testing/corpus';
import { findEntry, readPackage } from '../office-package';
import { convertWithLibreOffice, textOfPdf } from '../office-package/testing/libreoffice';
import { corpusFiles, engineRoundTrip, identityRoundTrip, pseudoRoundTrip } from '../testing/round-trip';
import { pptxFormat } from './index';
import { type VisibleText, visibleTexts } from './pptx-checks';
import { gardenTour } from './test-presentations';

const corpus = corpusFiles('pptx', pptxFormat.extensions);
const files = new Map<string, Buffer>();
const pseudo = new Map<string, Buffer>();
const pdfs = new Map<string, Buffer | undefined>();
const names = [...corpus.map((file) => basename(file)), 'garden-tour.pptx'];
const input = (name: string) => files.get(name) ?? Buffer.alloc(0);

/** Words outside do-not-translate spans (numbers, URLs, e-mail addresses, codes). */
const wordsOf = (text: string) =>
  splitProtectedSpans(text)
    .filter((span) => !span.isProtected)
    .flatMap((span) => span.text.match(/\p{L}{2,}/gu) ?? []);

const pseudoAlphabet = Array.from('åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ');
const plainAlphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const unaccented = (text: string) =>
  Array.from(text, (letter) => plainAlphabet[pseudoAlphabet.indexOf(letter)] ?? letter).join('');
const boldWords = (texts: readonly VisibleText[]) =>
  new Set(texts.filter((text) => text.bold).flatMap((text) => wordsOf(unaccented(text.text))));

beforeAll(async () => {
  for (const file of corpus) files.set(basename(file), readFileSync(file));
  files.set('garden-tour.pptx', await gardenTour());
  for (const name of names) pseudo.set(name, await pseudoRoundTrip(pptxFormat, input(name)));
  const batch = names.flatMap((name) => [
    { name: `source-${name}`, data: input(name) },
    { name: `pseudo-${name}`, data: pseudo.get(name) ?? Buffer.alloc(0) },
  ]);
  for (const [name, pdf] of await convertWithLibreOffice(batch, 'pdf')) pdfs.set(name, pdf);
}, 600_000);

describe('PPTX format on every corpus file and the generated fixture', () => {
  it.each(names)('%s: nothing translated gives every part back, byte for byte', async (name) => {
    const output = await identityRoundTrip(pptxFormat, input(name));
    const [before, after] = await Promise.all([
      readPackage(input(name), 'PPTX'),
      readPackage(output, 'PPTX'),
    ]);
    expect(after.entries.map((entry) => entry.name)).toEqual(before.entries.map((entry) => entry.name));
    after.entries.forEach((entry, index) => {
      expect(entry.data.equals(before.entries[index]?.data ?? Buffer.alloc(0)), entry.name).toBe(true);
    });
  });

  it.each(names)(
    '%s: pseudo-translated, every visible text is translated and bold stays bold',
    async (name) => {
      const before = visibleTexts(await readPackage(input(name), 'PPTX'));
      const after = visibleTexts(await readPackage(pseudo.get(name) ?? Buffer.alloc(0), 'PPTX'));
      const sourceWords = new Set(before.flatMap((text) => wordsOf(text.text)));
      const left = after.filter((text) => wordsOf(text.text).some((word) => sourceWords.has(word)));
      expect(left).toEqual([]);
      for (const word of boldWords(before)) expect(boldWords(after), word).toContain(word);
    },
  );

  it.each(names)('%s: pseudo-translated, LibreOffice opens it and shows no source word', (name) => {
    const source = pdfs.get(`source-${name}`);
    const output = pdfs.get(`pseudo-${name}`);
    expect(source, 'the source converts').toBeDefined();
    expect(output, 'the translation converts').toBeDefined();
    const sourceWords = new Set(wordsOf(textOfPdf(source ?? Buffer.alloc(0))));
    const left = wordsOf(textOfPdf(output ?? Buffer.alloc(0))).filter((word) => sourceWords.has(word));
    expect(left).toEqual([]);
  });
});

const spanishPlaces: [file: string, part: string, spanish: RegExp][] = [
  ['garden-tour.pptx', 'ppt/slides/slide1.xml', /Bienvenido al jardín/],
  ['garden-tour.pptx', 'ppt/slides/slide2.xml', /<a:t>Zanahoria<\/a:t>/],
  ['garden-tour.pptx', 'ppt/notesSlides/notesSlide1.xml', /las reglas/],
  ['garden-tour.pptx', 'ppt/slideMasters/slideMaster1.xml', /Clic para editar/],
  ['garden-tour.pptx', 'ppt/slideLayouts/slideLayout1.xml', /Clic para editar/],
  ['garden-tour.pptx', 'docProps/core.xml', /<dc:title>Visita de jardín<\/dc:title>/],
  ['python-pptx-cht-charts.pptx', 'ppt/charts/chart1.xml', /<c:v>Categoría 1<\/c:v>/],
  ['python-pptx-shp-shapes.pptx', 'ppt/charts/chart1.xml', /<c:v>Ventas<\/c:v>/],
  ['python-pptx-shp-shapes.pptx', 'ppt/diagrams/data1.xml', /Arte/],
  ['python-pptx-shp-shapes.pptx', 'ppt/diagrams/drawing1.xml', /Arte/],
  ['python-pptx-prs-notes.pptx', 'ppt/notesSlides/notesSlide1.xml', /<a:t>Notas<\/a:t>/],
];

describe('PPTX translated by Apertium, English to Spanish', () => {
  const outputs = new Map<string, Promise<Buffer>>();
  const translated = (file: string) => {
    const source =
      file === 'garden-tour.pptx' ? gardenTour() : Promise.resolve(readFileSync(corpusFile(`pptx/${file}`)));
    const output = outputs.get(file) ?? source.then((input) => engineRoundTrip(pptxFormat, input));
    outputs.set(file, output);
    return output;
  };

  it.each(spanishPlaces)(
    '%s: %s reads Spanish',
    async (file, part, spanish) => {
      const pkg = await readPackage(await translated(file), 'PPTX');
      expect(findEntry(pkg, part)?.data.toString('utf8')).toMatch(spanish);
    },
    60_000,
  );
});
