import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pseudoLocalise } from '../../engines/pseudo/pseudo-localise';
import type { FormatOptions } from '../format';
import { convertWithLibreOffice, textOfPdf } from '../office-package/testing/libreoffice';
import { corpusFiles, pseudoRoundTrip, roundTrip } from '../testing/round-trip';
import { partTexts } from './docx-test-support';
import { featureDocument } from './feature-document';
import { docxFormat } from './index';
import { sampleDocx } from './sample-package';

let input: Buffer;
const texts = async (options: FormatOptions) =>
  (await docxFormat.extract(input, options)).segments.map((segment) => segment.text);
const pseudoParts = async (options: FormatOptions, to = 'es') =>
  partTexts(await pseudoRoundTrip(docxFormat, input, { to, options }));

/** The text as pseudo-localisation writes it, without its brackets and filler. */
const accented = (text: string) => pseudoLocalise(text).slice(1, 1 + text.length);

const bilingual: Record<string, FormatOptions> = {
  'interleaved.docx': { bilingual: true },
  'table.docx': { bilingual: true, bilingualLayout: 'table' },
};
const pdfTexts = new Map<string, string | undefined>();
const corpus = corpusFiles('docx', ['.docx', '.dotx', '.docm']);

beforeAll(async () => {
  input = await featureDocument();
  const documents = [
    { name: '', input },
    ...corpus.map((path) => ({ name: `-${basename(path)}`, input: readFileSync(path) })),
  ];
  const files = await Promise.all(
    documents.flatMap((document) =>
      Object.entries(bilingual).map(async ([layout, options]) => ({
        name: document.name ? layout.replace('.docx', document.name) : layout,
        data: await pseudoRoundTrip(docxFormat, document.input, { options }),
      })),
    ),
  );
  const pdfs = await convertWithLibreOffice(files, 'pdf');
  for (const [name, pdf] of pdfs) pdfTexts.set(name, pdf ? textOfPdf(pdf) : undefined);
}, 300_000);

describe('DOCX skip options', () => {
  it('leaves comments as they are with skipComments', async () => {
    expect(await texts({})).toContain('The black cat sleeps.');
    expect(await texts({ skipComments: true })).not.toContain('The black cat sleeps.');
    const before = await partTexts(input);
    const after = await pseudoParts({ skipComments: true });
    expect(after.get('word/comments.xml')).toBe(before.get('word/comments.xml'));
    expect(after.get('word/document.xml')).toContain(accented('The cat is black.'));
  });

  it('leaves every header and footer as it is with skipHeadersFooters', async () => {
    const all = (await texts({})).join('\n');
    const skipped = (await texts({ skipHeadersFooters: true })).join('\n');
    for (const text of ['The old school', 'The first page', 'The even page', 'The white bird']) {
      expect(all).toContain(text);
      expect(skipped).not.toContain(text);
    }
    const before = await partTexts(input);
    const after = await pseudoParts({ skipHeadersFooters: true });
    for (const part of ['word/header1.xml', 'word/header2.xml', 'word/header3.xml', 'word/footer1.xml']) {
      expect(after.get(part)).toBe(before.get(part));
    }
  });
});

describe('DOCX bilingual documents', () => {
  it('keeps each body paragraph and adds its translation right after it, with the same style', async () => {
    const body = (await pseudoParts({ bilingual: true })).get('word/document.xml') ?? '';
    const original = body.indexOf('<w:t>The big house</w:t></w:r><w:bookmarkEnd w:id="9"/></w:p>');
    const copy = body.indexOf(
      `<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:rPr><w:lang w:val="es-ES"/>`,
    );
    expect(original).toBeGreaterThan(0);
    expect(copy).toBeGreaterThan(original);
    expect(body.indexOf(accented('The big house'), copy)).toBeGreaterThan(copy);
    expect(body.match(/w:name="house"/g)).toHaveLength(1);
    expect(body.match(/<w:footnoteReference /g)).toHaveLength(1);
    // The table of contents runs over two paragraphs: its copies leave its field out, so fields still pair.
    const begins = body.match(/w:fldCharType="begin"/g)?.length;
    expect(body.match(/w:fldCharType="end"/g)?.length).toBe(begins);
    expect(body.match(/ TOC /g)).toHaveLength(1);
    expect(body.match(/ PAGEREF house/g)).toHaveLength(3);
    const header = (await pseudoParts({ bilingual: true })).get('word/header1.xml') ?? '';
    expect(header).not.toContain('The old school');
  });

  it('turns the body into a table of originals and translations, keeping the section', async () => {
    const body =
      (await pseudoParts({ bilingual: true, bilingualLayout: 'table' })).get('word/document.xml') ?? '';
    const row =
      /<w:tr><w:tc>(?:(?!<\/w:tc>).)*The cat is black\.(?:(?!<\/w:tc>).)*<\/w:tc><w:tc>(.*?)<\/w:tc><\/w:tr>/.exec(
        body,
      );
    expect(row?.[1]).toContain(accented('The cat is black.'));
    expect(body).toMatch(/<\/w:tbl><w:sectPr><w:headerReference w:type="default" r:id="rIdH1"\/>/);
    expect(body.match(/w:name="house"/g)).toHaveLength(1);
  });

  it.each(corpus.map((path) => basename(path)))(
    '%s opens in LibreOffice in both bilingual layouts',
    (name) => {
      for (const layout of ['interleaved', 'table']) {
        expect(pdfTexts.get(`${layout}-${name}`), `${layout} could not be opened`).toBeDefined();
      }
    },
  );

  it.each(Object.keys(bilingual))('%s opens in LibreOffice with both languages', (name) => {
    const text = pdfTexts.get(name);
    expect(text, 'LibreOffice could not open it').toBeDefined();
    // Table cells wrap their lines side by side, so the words are looked for one by one.
    const words = new Set(text?.split(/\s+/));
    for (const sentence of ['The cat is black.', 'The water is cold.']) {
      for (const word of [...sentence.split(' '), ...accented(sentence).split(' ')])
        expect(words).toContain(word);
    }
  });
});

describe('DOCX target language', () => {
  it('marks translated runs and the defaults with the target culture', async () => {
    const parts = await pseudoParts({}, 'es');
    expect(parts.get('word/document.xml')).toContain('<w:lang w:val="es-ES"/>');
    expect(parts.get('word/styles.xml')).toContain(
      '<w:lang w:val="es-ES" w:eastAsia="ja-JP" w:bidi="ar-SA"/>',
    );
    expect(parts.get('word/charts/chart1.xml')).toContain('<a:rPr lang="es-ES" b="1"/>');
  });

  it('gives Chinese runs their East Asian language and font hint', async () => {
    const body = (await pseudoParts({}, 'zh')).get('word/document.xml') ?? '';
    expect(body).toContain(
      '<w:rPr><w:rFonts w:hint="eastAsia"/><w:b/><w:lang w:val="zh-CN" w:eastAsia="zh-CN"/></w:rPr>',
    );
  });

  it('makes Arabic paragraphs and runs right to left', async () => {
    const body = (await pseudoParts({}, 'ar')).get('word/document.xml') ?? '';
    expect(body).toContain('<w:pPr><w:pStyle w:val="Title"/><w:bidi/></w:pPr>');
    expect(body).toContain('<w:rPr><w:b/><w:rtl/><w:lang w:val="ar-EG" w:bidi="ar-EG"/></w:rPr>');
  });
});

describe('DOCX fields and tracked changes', () => {
  it('reads tracked changes as accepted and writes the accepted translation', async () => {
    expect(await texts({})).toContain('The house is white.');
    const body = (await pseudoParts({})).get('word/document.xml') ?? '';
    expect(body).toContain(pseudoLocalise('The house is white.').slice(0, 10));
    expect(body).not.toContain('<w:delText>blue</w:delText>');
  });

  it('keeps field instructions and computed results as codes', async () => {
    expect(await texts({})).toContain('See page <x1/> for the garden.');
    const parts = await pseudoParts({});
    expect(parts.get('word/document.xml')).toContain(
      '<w:r><w:instrText xml:space="preserve"> PAGEREF house \\h </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r>',
    );
    expect(parts.get('word/footer1.xml')).toContain(
      '<w:fldSimple w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple>',
    );
  });

  it('keeps mail-merge results and translates the words of a hyperlink field', async () => {
    const document = await sampleDocx({
      body:
        '<w:p><w:r><w:t xml:space="preserve">Dear </w:t></w:r><w:fldSimple w:instr=" MERGEFIELD Name "><w:r><w:t>«Name»</w:t></w:r></w:fldSimple>' +
        '<w:r><w:t xml:space="preserve">, read </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> HYPERLINK "https://example.org" </w:instrText></w:r>' +
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>our rules</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
    });
    const { segments } = await docxFormat.extract(document, {});
    expect(segments.map((segment) => segment.text)).toEqual(['Dear <x1/>, read <x2/>our rules<x3/>']);
  });

  it('translates the entries of a table of contents and keeps its page numbers', async () => {
    expect(await texts({})).toContain('<x1/><g2>The big house<x3/></g2>');
    const body = (await pseudoParts({})).get('word/document.xml') ?? '';
    expect(body).toContain(
      `<w:hyperlink w:anchor="house"><w:r><w:rPr><w:lang w:val="es-ES"/></w:rPr><w:t xml:space="preserve">${accented('The big house')}</w:t></w:r>`,
    );
    expect(body).toContain(
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:hyperlink>',
    );
  });

  it('translates the words of a hyperlink and keeps where it points', async () => {
    const parts = await pseudoParts({});
    expect(parts.get('word/document.xml')).toMatch(
      new RegExp(
        `<w:hyperlink r:id="rIdLink"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/>.*?${accented('new book')}`,
      ),
    );
    expect(parts.get('word/_rels/document.xml.rels')).toContain(
      'Id="rIdLink" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.org/book"',
    );
  });

  it('translates a text box and its VML fallback alike', async () => {
    const body = (await pseudoParts({})).get('word/document.xml') ?? '';
    expect(body.split(pseudoLocalise('The green tree is tall.'))).toHaveLength(3);
  });

  it('keeps a translation an engine returned without placeholders well-formed', async () => {
    const output = await roundTrip(docxFormat, input, (text) => text.replace(/<[^>]+>/g, '').toUpperCase());
    const body = (await partTexts(output)).get('word/document.xml') ?? '';
    expect(body).toContain('THE RED CAR IS VERY FAST.');
  });
});

describe('DOCX segment context', () => {
  it('gives each paragraph the heading above it and the document title', async () => {
    const { segments } = await docxFormat.extract(input, {});
    expect(
      segments.find(
        (segment) => segment.text === 'The cat is black.' || segment.text.includes('cat is black'),
      )?.context,
    ).toEqual({
      heading: 'The big house',
      documentTitle: 'The garden book',
    });
  });
});
