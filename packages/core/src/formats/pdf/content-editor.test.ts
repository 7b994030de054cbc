// The content-stream editor on pages made here: it removes only the text drawn on the lines given,
// keeps what follows where it was (Tj after Tj, the rest of a TJ array), edits a form drawn once in
// a copy, and leaves a page it cannot edit untouched, saying why.
import type { PDFDocument, PDFObject, PDFPage } from 'mupdf';
import { describe, expect, it } from 'vitest';
import { removeTextOperators } from './content-editor';
import { loadMupdf } from './mupdf';
import type { Box, Paragraph } from './page-model';

const mupdf = await loadMupdf();

/** A one-page PDF with Helvetica as /F1, the content, and forms /X1, /X2 of the given contents. */
function pageWith(
  content: string,
  forms: Record<string, string> = {},
): { document: PDFDocument; page: PDFPage } {
  const document = new mupdf.PDFDocument();
  const font = document.addSimpleFont(new mupdf.Font('Helvetica'));
  const xobjects = document.newDictionary();
  for (const [name, formContent] of Object.entries(forms)) {
    const form = document.addStream(formContent, {
      Type: document.newName('XObject'),
      Subtype: document.newName('Form'),
      BBox: [0, 0, 612, 792],
      Resources: { Font: { F1: font } },
    });
    xobjects.put(name, form);
  }
  const resources = document.newDictionary();
  const fonts = document.newDictionary();
  fonts.put('F1', font);
  resources.put('Font', fonts);
  resources.put('XObject', xobjects);
  document.insertPage(-1, document.addPage([0, 0, 612, 792], 0, resources, content));
  return { document, page: document.loadPage(0) as PDFPage };
}

/** Where the words are drawn (top-left space), or nothing when they are not. */
const found = (page: PDFPage, words: string) =>
  page.search(words, undefined).map((quads) => quads.map((quad) => quad.map(Math.round)));

/** A paragraph of one line over the words' box (12 pt), as the layout stage would give it. */
function lineOver(page: PDFPage, words: string): Paragraph {
  const quad = page.search(words, undefined)[0]?.[0] ?? [];
  const box: Box = [quad[0] ?? 0, quad[1] ?? 0, quad[2] ?? 0, quad[5] ?? 0];
  const baseline = box[3] - 12 * 0.2;
  return { lineBoxes: [box], baselines: [baseline], size: 12, box } as unknown as Paragraph;
}

const contents = (page: PDFObject) => {
  const value = page.get('Contents');
  const streams = value.isArray()
    ? [...Array(value.length).keys()].map((index) => value.get(index))
    : [value];
  return streams.map((stream) => stream.readStream().asString()).join('\n');
};

describe('removeTextOperators', () => {
  it('removes the text on the lines given and keeps every other operator byte for byte, in place', () => {
    const kept = 'BT /F1 12 Tf 1 0 0 1 72 600 Tm (E = mc2) Tj ET';
    const { document, page } = pageWith(
      `q 0 0 1 rg BT /F1 12 Tf 1 0 0 1 72 700 Tm (Translate me) Tj ( and me) Tj ET Q\n${kept}\n` +
        'BT /F1 12 Tf 300 700 Td (Keep) Tj ET',
    );
    const keep = found(page, 'Keep');
    const paragraph = lineOver(page, 'Translate me and me');
    expect(removeTextOperators(document, page, [paragraph], mupdf.Font)).toBeUndefined();
    const edited = document.loadPage(0) as PDFPage;
    expect(found(edited, 'Translate')).toEqual([]);
    expect(found(edited, 'and me')).toEqual([]);
    expect(found(edited, 'Keep')).toEqual(keep);
    const text = contents(edited.getObject());
    expect(text).toContain(kept);
    expect(text).toContain('q 0 0 1 rg BT /F1 12 Tf 1 0 0 1 72 700 Tm');
  });

  it('keeps text drawn after a removed string where it was: Tj after Tj, and the rest of a TJ array', () => {
    const { document, page } = pageWith(
      'BT /F1 12 Tf 72 700 Td (Remove) Tj (Stay) Tj ET BT /F1 12 Tf 72 650 Td [(Gone) -3000 (Here)] TJ ET',
    );
    const [stay, here] = [found(page, 'Stay'), found(page, 'Here')];
    const paragraphs = [lineOver(page, 'Remove'), lineOver(page, 'Gone')];
    expect(removeTextOperators(document, page, paragraphs, mupdf.Font)).toBeUndefined();
    const edited = document.loadPage(0) as PDFPage;
    expect([found(edited, 'Remove'), found(edited, 'Gone')]).toEqual([[], []]);
    expect([found(edited, 'Stay'), found(edited, 'Here')]).toEqual([stay, here]);
  });

  it("moves to the next line where a removed ' did", () => {
    const { document, page } = pageWith("BT /F1 12 Tf 14 TL 72 700 Td (First) ' (Second) ' ET");
    const second = found(page, 'Second');
    expect(removeTextOperators(document, page, [lineOver(page, 'First')], mupdf.Font)).toBeUndefined();
    const edited = document.loadPage(0) as PDFPage;
    expect(found(edited, 'First')).toEqual([]);
    expect(found(edited, 'Second')).toEqual(second);
  });

  it('edits a form drawn once in a copy, leaving the form itself as it was', () => {
    const formContent = 'BT /F1 12 Tf 72 700 Td (Inside a form) Tj ET BT /F1 12 Tf 72 600 Td (Kept) Tj ET';
    const { document, page } = pageWith('q /X1 Do Q', { X1: formContent });
    const original = page.getObject().get('Resources').get('XObject').get('X1');
    expect(
      removeTextOperators(document, page, [lineOver(page, 'Inside a form')], mupdf.Font),
    ).toBeUndefined();
    const edited = document.loadPage(0) as PDFPage;
    expect(found(edited, 'Inside')).toEqual([]);
    expect(found(edited, 'Kept').length).toBe(1);
    expect(original.readStream().asString()).toBe(formContent);
    expect(contents(edited.getObject())).toBe('q /X1 Do Q');
  });

  it('changes nothing and says why when the text is in a form drawn twice, or the stream cannot be read', () => {
    const twice = pageWith('q /X1 Do Q q 1 0 0 1 0 -300 cm /X1 Do Q', {
      X1: 'BT /F1 12 Tf 72 700 Td (Twice drawn) Tj ET',
    });
    const paragraph = lineOver(twice.page, 'Twice drawn');
    expect(removeTextOperators(twice.document, twice.page, [paragraph], mupdf.Font)).toMatch(
      /more than once/,
    );
    expect(found(twice.document.loadPage(0) as PDFPage, 'Twice drawn').length).toBe(2);
    const broken = pageWith('BT /F1 12 Tf 72 700 Td (Fine) Tj ET BT (unterminated Tj ET');
    const before = contents(broken.page.getObject());
    const reason = removeTextOperators(
      broken.document,
      broken.page,
      [lineOver(broken.page, 'Fine')],
      mupdf.Font,
    );
    expect(reason).toMatch(/unterminated/);
    expect(contents(broken.page.getObject())).toBe(before);
  });
});
