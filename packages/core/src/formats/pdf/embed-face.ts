// One face into the output PDF, once every page is set: subset to the glyphs used (font-subset.ts),
// added by MuPDF as an Identity-H CID font, then given the widths the text operators assumed and a
// ToUnicode map from shaping. Pages already refer to a placeholder object; the font fills it in.
//
// Why embed rather than MuPDF's addCJKFont (a non-embedded Adobe-GB1/Japan1/Korea1 font): such a font
// is drawn with whatever CJK font the reader's computer has, and glyph ids from Noto's shaping mean
// nothing in Adobe's CID orderings; a subset face looks the same everywhere and stays small.
import type { PDFDocument, PDFObject } from 'mupdf';
import type { FaceUsage } from './face-usage';
import { subsetFace } from './font-subset';
import type { FontFace } from './noto-fonts';
import { toUnicodeCMap } from './to-unicode';

export interface FaceToEmbed {
  mupdf: typeof import('mupdf');
  document: PDFDocument;
  placeholder: PDFObject;
  face: FontFace;
  usage: FaceUsage;
  /** The face's whole font file. */
  file: Uint8Array;
}

/** The W array: each run of consecutive glyph ids followed by their widths. */
function widthArray(document: PDFDocument, widths: ReadonlyMap<number, number>): PDFObject {
  const array = document.newArray();
  const glyphs = [...widths.keys()].sort((a, b) => a - b);
  let previous = Number.NaN;
  let run: PDFObject | undefined;
  for (const glyph of glyphs) {
    if (!run || glyph !== previous + 1) {
      run = document.newArray();
      array.push(document.newInteger(glyph));
      array.push(run);
    }
    run.push(document.newInteger(widths.get(glyph) ?? 0));
    previous = glyph;
  }
  return array;
}

/**
 * A subset's name starts with six capital letters and a plus sign (PDF 32000 §9.6.4), drawn here
 * from the glyphs it holds so that two different subsets of one face are never confused.
 */
function subsetName(key: string, usage: FaceUsage): string {
  let hash = 0;
  for (const glyph of usage.widths.keys()) hash = (hash * 31 + glyph) >>> 0;
  const tag = Array.from({ length: 6 }, (_, index) =>
    String.fromCharCode(65 + (Math.floor(hash / 26 ** index) % 26)),
  ).join('');
  return `${tag}+${key}`;
}

export async function embedFace({ mupdf, document, placeholder, face, usage, file }: FaceToEmbed) {
  const subset = await subsetFace({
    file,
    index: face.subfont ?? 0,
    glyphs: usage.widths.keys(),
    codePoints: usage.codePoints,
  });
  const added = document.addFont(new mupdf.Font(subsetName(face.key, usage), subset)).resolve();
  const target = placeholder.resolve();
  added.forEach((value, key) => {
    target.put(key, value);
  });
  target.put('ToUnicode', document.addStream(toUnicodeCMap(usage.characters()), {}));
  target.get('DescendantFonts').get(0).put('W', widthArray(document, usage.widths));
}
