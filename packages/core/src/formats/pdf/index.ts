// PDF (and Illustrator files, which carry PDF content): translated in place, page by page, through
// the stages of document-stages.ts, each document in a thread of its own with a time budget per page
// (in-pdf-thread.ts).
import type { DocumentFormat, ExtractedDocument } from '../format';
import type { PdfSkeleton } from './document-stages';
import { inPdfThread } from './in-pdf-thread';
import type { PagePreview } from './page-preview';
import { pngToWebp } from './webp-image';

/** Structured cloning hands Buffers back as plain Uint8Arrays. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export const pdfFormat: DocumentFormat<PdfSkeleton> = {
  id: 'pdf',
  label: 'PDF',
  extensions: ['.pdf', '.ai'],
  mimeType: 'application/pdf',
  options: ['password', 'bilingual', 'bilingualPages', 'forceOcr'],
  async extract(input, options, from) {
    const doc = await inPdfThread<ExtractedDocument<PdfSkeleton>>({ kind: 'extract', input, options, from });
    // The thread does not send the input back (pdf-thread.ts).
    return { ...doc, skeleton: { ...doc.skeleton, input } };
  },
  async rebuild(doc, translations, target) {
    return asBuffer(await inPdfThread<Uint8Array>({ kind: 'rebuild', doc, translations, target }));
  },
};

/** One page of a PDF (the original or a translation) as an image, rendered in the PDF thread. */
export async function pdfPagePreview(input: Buffer, preview: PagePreview): Promise<Buffer> {
  const image = asBuffer(await inPdfThread<Uint8Array>({ kind: 'preview', input, preview }));
  return preview.format === 'webp' ? pngToWebp(image) : image;
}

/** The first `count` pages of a PDF as a PDF of their own (a preview's part), cut in the PDF thread. */
export async function pdfFirstPages(input: Buffer, count: number, password?: string): Promise<Buffer> {
  return asBuffer(await inPdfThread<Uint8Array>({ kind: 'firstPages', input, count, password }));
}
