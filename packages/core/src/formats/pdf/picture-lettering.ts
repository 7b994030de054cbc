// The caller's side of `translateImages` for a PDF: the pictures the PDF thread took out (pdf-pictures.ts)
// go through the picture pipeline here, as a package's pictures do (package-pictures.ts), and those
// lettered in the target language go back to the thread for the image objects they replace.
import type { ExtractedDocument, RebuildTarget } from '../format';
import {
  type PictureReadingRequest,
  rebuiltPackagePictures,
  withPictures,
} from '../office-package/package-pictures';
import type { PdfExtraction, PdfSkeleton } from './document-stages';
import type { PdfPictureReplacement } from './pdf-pictures';

/** Structured cloning hands Buffers back as plain Uint8Arrays. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The document with the lettering of the pictures the thread took out after its own segments. */
export async function withPdfPictures(
  { pictures: found, ...document }: PdfExtraction,
  request: PictureReadingRequest,
): Promise<ExtractedDocument<PdfSkeleton>> {
  if (!found) return document;
  const named = found.pictures.map(({ name, data, object }) => ({
    name,
    data: asBuffer(data),
    place: object,
  }));
  return withPictures(document, named, request, found.refused);
}

/** The pictures lettered in the target language, by the image object each replaces. */
export async function pdfPictureReplacements(
  skeleton: PdfSkeleton,
  translations: readonly string[],
  target: RebuildTarget,
): Promise<PdfPictureReplacement[]> {
  const rebuilt = await rebuiltPackagePictures(skeleton, translations, target);
  return (skeleton.pictures?.pictures ?? []).flatMap(({ name, place }) => {
    const data = rebuilt.get(name);
    return data && place !== undefined ? [{ object: place, data }] : [];
  });
}
