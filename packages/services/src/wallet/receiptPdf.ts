// A paid order's receipt as a one-page A4 PDF: the seller (the variant's company name and postal
// address), the sequential receipt number, date, package, amount and currency. Set in one Noto Sans CJK
// face, which covers Latin, Greek, Cyrillic, Chinese, Japanese and Korean, embedded with only the glyphs
// used (a few kilobytes instead of the face's 15 MB).
import { readFileSync } from 'node:fs';
import { subsetFace } from '@verso/core/formats/pdf/font-subset';
import * as mupdf from 'mupdf';

/** The words of the receipt, in the buyer's interface language (the caller translates them). */
export interface ReceiptLabels {
  title: string;
  number: string;
  date: string;
  order: string;
  item: string;
  paidWith: string;
  amount: string;
  refunded: string;
  seller: string;
  buyer: string;
}

export interface Receipt {
  seller: { name: string; address: readonly string[]; email: string; url: string };
  buyer: string;
  receiptNumber: number;
  orderId: string;
  paidAt: Date;
  /** Already written out in the buyer's language: "720 credits". */
  item: string;
  payMethod: string;
  /** Already formatted with its currency: "$60.00". */
  amount: string;
  refunded?: string;
}

const cjkCollection = '/usr/share/fonts/opentype/noto/NotoSansCJK';
/** The face of the collection whose glyph shapes suit the language; Simplified Chinese otherwise. */
const faceIndex: Record<string, number> = { ja: 0, ko: 1, zh: 2, 'zh-HK': 4 };

const page: mupdf.Rect = [0, 0, 595, 842];
const margin = 56;
const black: [number, number, number] = [0.1, 0.1, 0.1];
const grey: [number, number, number] = [0.4, 0.4, 0.4];

interface Line {
  text: string;
  size: number;
  bold?: boolean;
  colour?: [number, number, number];
  /** A label written at the margin, the text beside it. */
  label?: string;
  gapBefore?: number;
}

/** Receipt numbers as printed: at least six digits. */
export const receiptNumberText = (receiptNumber: number) => String(receiptNumber).padStart(6, '0');

function receiptLines(receipt: Receipt, labels: ReceiptLabels): Line[] {
  const field = (label: string, text: string): Line => ({ label, text, size: 11 });
  return [
    { text: receipt.seller.name, size: 18, bold: true },
    ...receipt.seller.address.map((text) => ({ text, size: 10, colour: grey })),
    { text: `${receipt.seller.email} · ${receipt.seller.url}`, size: 10, colour: grey },
    { text: labels.title, size: 22, bold: true, gapBefore: 36 },
    { ...field(labels.number, receiptNumberText(receipt.receiptNumber)), gapBefore: 12 },
    field(labels.date, receipt.paidAt.toISOString().slice(0, 10)),
    field(labels.buyer, receipt.buyer),
    field(labels.order, receipt.orderId),
    { ...field(labels.item, receipt.item), gapBefore: 12 },
    field(labels.paidWith, receipt.payMethod),
    { ...field(labels.amount, receipt.amount), bold: true },
    ...(receipt.refunded ? [field(labels.refunded, receipt.refunded)] : []),
    { text: `${labels.seller}: ${receipt.seller.name}`, size: 9, colour: grey, gapBefore: 36 },
  ];
}

/** The face with only the characters of `text`; glyph ids are kept, so MuPDF's encoding stays valid. */
async function subsetFont(bold: boolean, index: number, text: string) {
  const file = readFileSync(`${cjkCollection}-${bold ? 'Bold' : 'Regular'}.ttc`);
  const whole = new mupdf.Font('Receipt', file, index);
  const codePoints = [...new Set(Array.from(text, (char) => char.codePointAt(0) ?? 32))];
  const glyphs = [0, ...codePoints.map((codePoint) => whole.encodeCharacter(codePoint))];
  const subset = await subsetFace({ file, index, glyphs, codePoints });
  return new mupdf.Font(bold ? 'VersoReceiptBold' : 'VersoReceipt', subset);
}

export async function receiptPdf(receipt: Receipt, labels: ReceiptLabels, locale: string): Promise<Buffer> {
  const lines = receiptLines(receipt, labels);
  const everything = lines.map((line) => `${line.label ?? ''}${line.text}`).join('');
  const index = faceIndex[locale] ?? faceIndex[locale.split('-')[0] ?? ''] ?? faceIndex.zh ?? 2;
  const fonts = {
    regular: await subsetFont(false, index, everything),
    bold: await subsetFont(true, index, everything),
  };
  const buffer = new mupdf.Buffer();
  const writer = new mupdf.DocumentWriter(buffer, 'pdf', 'compress');
  const device = writer.beginPage(page);
  let y = margin;
  for (const line of lines) {
    y += (line.gapBefore ?? 0) + line.size * 1.5;
    const text = new mupdf.Text();
    const at = (x: number) =>
      mupdf.Matrix.concat(mupdf.Matrix.scale(line.size, -line.size), [1, 0, 0, 1, x, y]);
    if (line.label) text.showString(fonts.regular, at(margin), line.label);
    text.showString(
      line.bold ? fonts.bold : fonts.regular,
      at(line.label ? margin + 150 : margin),
      line.text,
    );
    device.fillText(text, mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, line.colour ?? black, 1);
  }
  device.close();
  writer.endPage();
  writer.close();
  return Buffer.from(buffer.asUint8Array());
}
