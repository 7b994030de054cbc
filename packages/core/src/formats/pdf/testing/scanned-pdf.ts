// Scanned PDFs for the tests, made from pages with text: each page rendered to an image and placed
// alone on a page of the same size, as a scanner writes it — no text layer left.
import { loadMupdf } from '../mupdf';

export async function scannedCopy(pdf: Buffer, dpi = 200): Promise<Buffer> {
  const { ColorSpace, Image, Matrix, PDFDocument } = await loadMupdf();
  const source = new PDFDocument(pdf);
  const output = new PDFDocument();
  for (let index = 0; index < source.countPages(); index++) {
    const page = source.loadPage(index);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.getBounds();
    const pixmap = page.toPixmap(Matrix.scale(dpi / 72, dpi / 72), ColorSpace.DeviceRGB, false, true);
    const resources = output.newDictionary();
    const images = output.newDictionary();
    images.put('Scan', output.addImage(new Image(pixmap)));
    resources.put('XObject', images);
    const [width, height] = [x1 - x0, y1 - y0];
    const content = `q ${width} 0 0 ${height} 0 0 cm /Scan Do Q\n`;
    output.insertPage(-1, output.addPage([0, 0, width, height], 0, resources, content));
  }
  return Buffer.from(output.saveToBuffer('compress').asUint8Array());
}
