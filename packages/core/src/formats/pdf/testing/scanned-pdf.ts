// Scanned PDFs for the tests: pages that are one image each and no text layer, as a scanner writes
// them — made from the pages of a PDF with text, or from lines of text drawn in a font.
import type { PDFDocument, Pixmap } from 'mupdf';
import { loadMupdf } from '../mupdf';

const scanDpi = 200;

/** A page of `width` × `height` points showing only `pixmap`. */
async function addImagePage(output: PDFDocument, pixmap: Pixmap, width: number, height: number) {
  const { Image } = await loadMupdf();
  const resources = output.newDictionary();
  const images = output.newDictionary();
  images.put('Scan', output.addImage(new Image(pixmap)));
  resources.put('XObject', images);
  const content = `q ${width} 0 0 ${height} 0 0 cm /Scan Do Q\n`;
  output.insertPage(-1, output.addPage([0, 0, width, height], 0, resources, content));
}

const saved = (output: PDFDocument) => Buffer.from(output.saveToBuffer('compress').asUint8Array());

/** Each page of `pdf` rendered and placed alone on a page of the same size. */
export async function scannedCopy(pdf: Buffer): Promise<Buffer> {
  const { ColorSpace, Matrix, PDFDocument } = await loadMupdf();
  const source = new PDFDocument(pdf);
  const output = new PDFDocument();
  for (let index = 0; index < source.countPages(); index++) {
    const page = source.loadPage(index);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.getBounds();
    const scale = scanDpi / 72;
    const pixmap = page.toPixmap(Matrix.scale(scale, scale), ColorSpace.DeviceRGB, false, true);
    await addImagePage(output, pixmap, x1 - x0, y1 - y0);
  }
  return saved(output);
}

/** One A5 page of `lines` drawn in the font at `fontPath`, 14 pt, black on white, as a scan. */
export async function scannedLines(lines: readonly string[], fontPath: string, subfont = 0): Promise<Buffer> {
  const { ColorSpace, DrawDevice, Font, Matrix, PDFDocument, Pixmap, Text } = await loadMupdf();
  const [width, height] = [420, 595];
  const scale = scanDpi / 72;
  const pixmap = new Pixmap(
    ColorSpace.DeviceRGB,
    [0, 0, Math.round(width * scale), Math.round(height * scale)],
    false,
  );
  pixmap.clear(255);
  const font = new Font('Scan', fontPath, subfont);
  const text = new Text();
  lines.forEach((line, index) => {
    text.showString(font, [14, 0, 0, -14, 40, 60 + index * 24], line);
  });
  const device = new DrawDevice(Matrix.scale(scale, scale), pixmap);
  device.fillText(text, Matrix.identity, ColorSpace.DeviceRGB, [0, 0, 0], 1);
  device.close();
  const output = new PDFDocument();
  await addImagePage(output, pixmap, width, height);
  return saved(output);
}

/**
 * `pdf`'s first page with `text` added as an invisible text layer (render mode 3, as OCR software
 * writes one) over its top: a scan whose hidden text is wrong, which only forced OCR reads right.
 */
export async function withHiddenText(pdf: Buffer, text: string): Promise<Buffer> {
  const { Font, PDFDocument } = await loadMupdf();
  const document = new PDFDocument(pdf);
  const page = document.findPage(0);
  const resources = page.get('Resources');
  const fonts = document.newDictionary();
  fonts.put('Hidden', document.addSimpleFont(new Font('Helvetica')));
  resources.put('Font', fonts);
  const height = page.getInheritable('MediaBox').get(3).asNumber();
  const layer = document.addStream(`BT 3 Tr /Hidden 12 Tf 72 ${height - 72} Td (${text}) Tj ET\n`, {});
  const contents = document.newArray();
  contents.push(page.get('Contents'));
  contents.push(layer);
  page.put('Contents', contents);
  return saved(document);
}
