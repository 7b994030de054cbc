// A one-page PDF drawn with tens of thousands of separate text runs: quick to write, but reading it
// builds an object per run, so it needs far more JavaScript heap than an ordinary page.
import { loadMupdf } from '../mupdf';

export async function pdfWithDensePage(runs = 20_000): Promise<Buffer> {
  const mupdf = await loadMupdf();
  const document = new mupdf.PDFDocument();
  const fonts = document.newDictionary();
  fonts.put('F1', document.addSimpleFont(new mupdf.Font('Helvetica')));
  const resources = document.newDictionary();
  resources.put('Font', fonts);
  const run = (n: number) =>
    `BT /F1 10 Tf ${(n % 40) * 14 + 10} ${820 - (Math.floor(n / 40) % 80) * 10} Td (W${n}) Tj ET`;
  const content = Array.from({ length: runs }, (_, n) => run(n)).join('\n');
  document.insertPage(-1, document.addPage([0, 0, 595, 842], 0, resources, content));
  return Buffer.from(document.saveToBuffer('compress').asUint8Array());
}
