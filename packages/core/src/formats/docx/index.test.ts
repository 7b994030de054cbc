import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pseudoLocalise } from '../../engines/pseudo/pseudo-localise';
import { convertWithLibreOffice, textOfPdf } from '../office-package/testing/libreoffice';
import { corpusFiles, identityRoundTrip, pseudoRoundTrip } from '../testing/round-trip';
import { asciiWords, partTexts, protectedWords, withoutLanguage, xmlProblems } from './docx-test-support';
import { featureDocument } from './feature-document';
import { docxFormat } from './index';

interface Prepared {
  input: Buffer;
  pseudo: Buffer;
  sourceText: string;
  pseudoText: string | undefined;
}

const corpus = corpusFiles('docx', ['.docx', '.dotx', '.docm']);
const names = [...corpus.map((path) => basename(path)), 'features.docx'];
const prepared = new Map<string, Prepared>();

/**
 * Text a reader sees that Verso leaves as it is, by file, and why: an embedded spreadsheet is an OLE
 * object shown as a picture (EMF) of its cells, not text of the document.
 */
const keptOnPurpose: Record<string, string[]> = {
  'okapi-OpenXML_text_reference_v1_2.docx': ['now', 'Chart', 'these', 'values', 'below', 'Column'],
};

beforeAll(async () => {
  const inputs = [
    ...corpus.map((path) => ({ name: basename(path), input: readFileSync(path) })),
    { name: 'features.docx', input: await featureDocument() },
  ];
  const pseudos = await Promise.all(inputs.map(({ input }) => pseudoRoundTrip(docxFormat, input)));
  const pdfs = await convertWithLibreOffice(
    inputs.flatMap(({ name, input }, index) => [
      { name, data: input },
      { name: `pseudo-${name}`, data: pseudos[index] ?? Buffer.alloc(0) },
    ]),
    'pdf',
  );
  inputs.forEach(({ name, input }, index) => {
    const source = pdfs.get(name);
    const pseudo = pdfs.get(`pseudo-${name}`);
    prepared.set(name, {
      input,
      pseudo: pseudos[index] ?? Buffer.alloc(0),
      sourceText: source ? textOfPdf(source) : '',
      pseudoText: pseudo ? textOfPdf(pseudo) : undefined,
    });
  });
}, 600_000);

function document(name: string): Prepared {
  const found = prepared.get(name);
  if (!found) throw new Error(`${name} was not prepared`);
  return found;
}

describe.each(names)('DOCX %s', (name) => {
  it('comes back with every part byte for byte when nothing is translated, but the default language', async () => {
    const { input } = document(name);
    const before = await partTexts(input);
    const after = await partTexts(await identityRoundTrip(docxFormat, input, { to: 'en' }));
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [part, text] of before) {
      const rebuilt = after.get(part) ?? '';
      if (part === 'word/styles.xml') expect(withoutLanguage(rebuilt)).toBe(withoutLanguage(text));
      else expect(rebuilt, part).toBe(text);
    }
  });

  it('opens in LibreOffice after pseudo-translation, with no source word left but kept codes', async () => {
    const { input, pseudoText, sourceText } = document(name);
    expect(pseudoText, 'LibreOffice could not open the translation').toBeDefined();
    const { segments } = await docxFormat.extract(input, {});
    const kept = new Set([...protectedWords(segments), ...(keptOnPurpose[name] ?? [])]);
    const sourceWords = asciiWords(sourceText);
    const left = [...asciiWords(pseudoText ?? '')].filter((word) => sourceWords.has(word) && !kept.has(word));
    expect(left).toEqual([]);
  });

  it('keeps every run in its formatting around the translated words, and every part well-formed', async () => {
    const { input, pseudo } = document(name);
    const source = await docxFormat.extract(input, {});
    const again = await docxFormat.extract(pseudo, {});
    expect(again.segments.map((segment) => segment.text)).toEqual(
      source.segments.map((segment) => pseudoLocalise(segment.text)),
    );
    for (const [part, xml] of await partTexts(pseudo)) {
      if (/\.(xml|rels)$/.test(part)) expect(xmlProblems(xml), part).toEqual([]);
    }
  });
});

describe('DOCX run formatting', () => {
  it('writes bold and italic words in bold and italic runs, in the target language', async () => {
    const output = await pseudoRoundTrip(docxFormat, await featureDocument());
    const body = (await partTexts(output)).get('word/document.xml') ?? '';
    expect(body).toContain(
      '<w:r><w:rPr><w:b/><w:lang w:val="es-ES"/></w:rPr><w:t xml:space="preserve">ŕéð çåŕ</w:t></w:r>',
    );
    expect(body).toContain(
      '<w:r><w:rPr><w:i/><w:lang w:val="es-ES"/></w:rPr><w:t xml:space="preserve">ṽéŕý</w:t></w:r>',
    );
  });
});
