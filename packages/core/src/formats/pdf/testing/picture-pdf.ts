// A PDF with pictures for the tests of `translateImages`, built with MuPDF from pictures the tests draw
// (no binary of unknown origin): two A4 pages with a line of text each; page 1 shows the lettered
// picture, page 2 a blank one and the lettered picture again, drawn from the same image object.
import type { PDFDocument } from 'mupdf';
import { loadMupdf } from '../mupdf';

export interface PicturePdfPictures {
  /** A 1000 × 700 picture with lettering (a JPEG is stored as it is, with DCTDecode). */
  lettered: Buffer;
  /** A picture without lettering. */
  blank: Buffer;
}

/** The names the pages draw the pictures by, in their resources. */
export const picturePdfNames = { lettered: 'Lettered', blank: 'Blank' } as const;

const textLine = (text: string) => `BT /Body 14 Tf 72 780 Td (${text}) Tj ET\n`;
/** The lettered picture 450 × 315 points on page 1, 225 × 157.5 on page 2; the blank one 200 × 100. */
const drawn = (name: string, [x, y, width, height]: readonly number[]) =>
  `q ${width} 0 0 ${height} ${x} ${y} cm /${name} Do Q\n`;

function addPage(document: PDFDocument, content: string, images: Record<string, unknown>, font: unknown) {
  const resources = document.newDictionary();
  const fonts = document.newDictionary();
  fonts.put('Body', font);
  resources.put('Font', fonts);
  const xobjects = document.newDictionary();
  for (const [name, image] of Object.entries(images)) xobjects.put(name, image);
  resources.put('XObject', xobjects);
  document.insertPage(-1, document.addPage([0, 0, 595, 842], 0, resources, content));
}

export async function picturePdf({ lettered, blank }: PicturePdfPictures): Promise<Buffer> {
  const { Font, Image, PDFDocument } = await loadMupdf();
  const document = new PDFDocument();
  const font = document.addSimpleFont(new Font('Helvetica'));
  const letteredImage = document.addImage(new Image(lettered));
  const blankImage = document.addImage(new Image(blank));
  const { lettered: letteredName, blank: blankName } = picturePdfNames;
  addPage(
    document,
    textLine('The house is small.') + drawn(letteredName, [72, 400, 450, 315]),
    { [letteredName]: letteredImage },
    font,
  );
  addPage(
    document,
    textLine('The garden is green.') +
      drawn(blankName, [72, 600, 200, 100]) +
      drawn(letteredName, [72, 300, 225, 157.5]),
    { [letteredName]: letteredImage, [blankName]: blankImage },
    font,
  );
  const saved = document.saveToBuffer('compress');
  try {
    return Buffer.from(saved.asUint8Array());
  } finally {
    saved.destroy();
    document.destroy();
  }
}
