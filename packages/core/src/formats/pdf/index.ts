// PDF (and Illustrator files, which carry PDF content): translated in place, page by page, through
// the stages of document-stages.ts, each document in a thread of its own with a time budget per page
// (in-pdf-thread.ts). With `translateImages`, the lettering of its pictures is translated in this
// thread by the picture pipeline (picture-lettering.ts).
import type { DocumentFormat } from '../format';
import type { PdfExtraction, PdfSkeleton } from './document-stages';
import { inPdfThread } from './in-pdf-thread';
import type { PagePreview } from './page-preview';
import { pdfPictureReplacements, withPdfPictures } from './picture-lettering';
import { pngToWebp } from './webp-image';

/** Structured cloning hands Buffers back as plain Uint8Arrays. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export const pdfFormat: DocumentFormat<PdfSkeleton> = {
  id: 'pdf',
  label: 'PDF',
  extensions: ['.pdf', '.ai'],
  mimeType: 'application/pdf',
  options: ['password', 'bilingual', 'bilingualPages', 'forceOcr', 'translateImages'],
  async extract(input, options, from = 'auto', limits) {
    const request = { kind: 'extract', input, options, from, limits } as const;
    const doc = await inPdfThread<PdfExtraction>(request);
    // The thread does not send the input back (pdf-thread.ts).
    return withPdfPictures({ ...doc, skeleton: { ...doc.skeleton, input } }, { options, from, limits });
  },
  async rebuild(doc, translations, target) {
    const pictures = await pdfPictureReplacements(doc.skeleton, translations, target);
    // The pictures as read stay here: the thread needs only their replacements.
    const { pictures: _read, ...skeleton } = doc.skeleton;
    const request = { kind: 'rebuild', doc: { ...doc, skeleton }, translations, target, pictures } as const;
    return asBuffer(await inPdfThread<Uint8Array>(request));
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
