// What a document looks like, for showing it beside its translation: page images for PDFs and office
// documents, pictures and comic pages as themselves, the text itself for text formats, and the
// translatable text of other packages (EPUB, IDML).
import { extname } from 'node:path';
import { binaryFileKind } from '../formats/file-signature';
import { isPictureDocument, picturePreviewImages } from '../formats/image/picture-preview';
import { formatForFilename } from '../formats/registry';
import { decodeText } from '../formats/text-files/text-encoding';
import { stripPlaceholders } from '../segments';
import { isOfficeDocument, officeToPdf } from './office-to-pdf';
import { type PageImage, type PageImageOptions, renderPdfPages } from './render-pdf-pages';

export type DocumentPreview = { kind: 'pages'; pages: PageImage[] } | { kind: 'text'; text: string };

const pdfExtensions = new Set(['.pdf', '.ai']);

export function previewsAsPages(filename: string): boolean {
  return pdfExtensions.has(extname(filename).toLowerCase()) || isOfficeDocument(filename);
}

async function packageText(input: Buffer, filename: string): Promise<string> {
  const { segments } = await formatForFilename(filename).extract(input, {});
  return segments.map((segment) => stripPlaceholders(segment.text)).join('\n\n');
}

export async function previewDocument(
  input: Buffer,
  filename: string,
  pageOptions: PageImageOptions,
): Promise<DocumentPreview> {
  if (isPictureDocument(filename)) {
    return { kind: 'pages', pages: await picturePreviewImages(input, filename, pageOptions) };
  }
  if (previewsAsPages(filename)) {
    const pdf = isOfficeDocument(filename) ? await officeToPdf(input, filename) : input;
    return { kind: 'pages', pages: await renderPdfPages(pdf, pageOptions) };
  }
  if (binaryFileKind(input)) return { kind: 'text', text: await packageText(input, filename) };
  return { kind: 'text', text: decodeText(input).text };
}
