import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../testing/corpus';
import { engineRoundTrip } from '../testing/round-trip';
import { partTexts } from './docx-test-support';
import { featureDocument } from './feature-document';
import { docxFormat } from './index';

/** The text of a part's runs, values and properties, without its markup. */
const textOfPart = (xml = '') =>
  Array.from(
    xml.matchAll(/<(?:\w+:)?(?:t|v|title|subject|description)\b[^>]*>([^<]*)</g),
    (match) => match[1],
  ).join(' ');

describe('DOCX translated into Spanish by Apertium', () => {
  it('has Spanish in the body and in every other place a Word document holds text', async () => {
    const parts = await partTexts(await engineRoundTrip(docxFormat, await featureDocument()));
    const expected: [string, string[]][] = [
      [
        'word/document.xml',
        ['La casa grande', 'coche rojo', 'muy', 'El gato es negro.', 'La casa es blanca.'],
      ],
      ['word/document.xml', ['El árbol verde es alto.', 'Un árbol verde en el jardín', 'para el jardín']],
      ['word/header1.xml', ['La escuela vieja']],
      ['word/header2.xml', ['La primera página']],
      ['word/header3.xml', ['página']],
      ['word/footer1.xml', ['El pájaro blanco']],
      ['word/footnotes.xml', ['La flor amarilla.']],
      ['word/endnotes.xml', ['La carretera larga.']],
      ['word/comments.xml', ['gato']],
      ['word/charts/chart1.xml', ['La fruta', 'Ventas', 'Peras']],
      ['word/diagrams/data1.xml', ['El perro pequeño']],
      ['word/numbering.xml', ['w:lvlText w:val="Paso %1:"', 'w:lvlText w:val="o"']],
      ['word/diagrams/drawing1.xml', ['El perro pequeño']],
      ['docProps/core.xml', ['Árboles y flores', 'Un libro sobre el jardín.']],
    ];
    for (const [part, words] of expected) {
      for (const word of words) expect(parts.get(part), part).toContain(word);
    }
  }, 120_000);

  /** A Spanish word Apertium writes in each part of the file that has text. */
  const spanishByPart: Record<string, Record<string, string>> = {
    'okapi-Addcomments.docx': { 'word/document.xml': 'comentarios', 'word/comments.xml': 'Comentario' },
    'python-docx-doc-odd-even-hdrs.docx': {
      'word/document.xml': 'Página',
      'word/header1.xml': 'Encabezamiento',
      'word/header2.xml': 'Encabezamiento',
    },
    'okapi-TextBoxes.docx': { 'word/document.xml': 'caja de texto' },
    'argos-example.docx': {
      'word/document.xml': 'Documento de muestra',
      'word/header1.xml': 'Título de documento',
      'word/footer1.xml': 'Ejemplo',
    },
  };

  it.each(Object.entries(spanishByPart))(
    'translates every part of %s that has text',
    async (name, expected) => {
      const input = readFileSync(corpusFile(`docx/${name}`));
      const { segments } = await docxFormat.extract(input, {});
      const partsWithText = [...new Set(segments.map((segment) => segment.id.split('#')[0] ?? ''))];
      expect(partsWithText.sort()).toEqual(Object.keys(expected).sort());
      const after = await partTexts(await engineRoundTrip(docxFormat, input));
      for (const [part, word] of Object.entries(expected))
        expect(textOfPart(after.get(part)), part).toContain(word);
    },
    120_000,
  );

  it('keeps each hyperlink of a list separated by line breaks with its own words and target, none nested', async () => {
    const input = readFileSync(corpusFile('docx/argos-example.docx'));
    const document =
      (await partTexts(await engineRoundTrip(docxFormat, input))).get('word/document.xml') ?? '';
    const paragraph =
      /<w:p [^>]*>(?:(?!<\/w:p>)[\s\S])*?r:id="rId8"[\s\S]*?<\/w:p>/.exec(document)?.[0] ?? '';
    const links = [...paragraph.matchAll(/<w:hyperlink ([^>]*)>([\s\S]*?)<\/w:hyperlink>/g)].map(
      ([, attributes = '', body = '']) => ({
        target: /(?:r:id|w:anchor)="([^"]+)"/.exec(attributes)?.[1],
        body,
      }),
    );
    expect(links.map((link) => link.target)).toEqual(['_top', 'rId7', 'rId8']);
    for (const link of links) expect(link.body).not.toContain('<w:hyperlink');
    const words = links.map((link) => textOfPart(link.body));
    expect(words[0]).toMatch(/Página/);
    expect(words[1]).toMatch(/Documento de muestra$/);
    expect(words[2]).toMatch(/Documento de muestra \(docx\)/);
  }, 120_000);
});
