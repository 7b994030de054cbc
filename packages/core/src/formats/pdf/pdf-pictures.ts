// The raster pictures a PDF's pages draw, for `translateImages`: taken out in the PDF thread as they are
// stored (a JPEG's own bytes, anything else decoded by MuPDF to a PNG) for the picture pipeline, which
// runs in the caller's thread (sharp must not be loaded first in this one, see webp-image.ts), and put
// back in place of the originals. An image is rewritten under its own object number, so every page and
// form that draws it keeps its placement and size; its soft mask and its other keys stay as they were.
import type { PDFDocument, PDFObject } from 'mupdf';
import { defaultMaxImagePixels } from '../image/image-header';
import type { RefusedPicture } from '../office-package/picture-notes';
import { loadMupdf } from './mupdf';

/** A picture taken out: its name for notes (`Im0 (page 2)`), its image object, its bytes. */
export interface PdfPicture {
  name: string;
  object: number;
  data: Uint8Array;
}

/** A picture's new bytes, for the image object it replaces. */
export interface PdfPictureReplacement {
  object: number;
  data: Uint8Array;
}

export interface PdfPictureBounds {
  /** Pictures read per document; those after are left as they were, and said. */
  maxPictures: number;
  /** Pixels one picture may have, checked from its dictionary before it is decoded. */
  maxPixels: number;
}

/** Enough for a brochure or a manual; a book of photographs leaves the rest as they are. */
export const defaultPdfPictureBounds: PdfPictureBounds = {
  maxPictures: 100,
  maxPixels: defaultMaxImagePixels,
};

/** Narrower or lower than this, a picture holds no lettering one could read (rules, bullets, icons). */
const minimumSide = 32;

interface FoundImage {
  name: string;
  object: number;
  image: PDFObject;
}

/** The image XObjects a resource dictionary draws, through the forms it draws, each object once. */
function collectImages(resources: PDFObject, page: number, seen: Set<number>, found: FoundImage[]): void {
  const xobjects = resources.get('XObject');
  if (!xobjects.isDictionary()) return;
  xobjects.forEach((reference, key) => {
    if (!reference.isIndirect() || seen.has(reference.asIndirect())) return;
    seen.add(reference.asIndirect());
    const subtype = reference.get('Subtype');
    const kind = subtype.isName() ? subtype.asName() : '';
    if (kind === 'Image') {
      found.push({ name: `${key} (page ${page + 1})`, object: reference.asIndirect(), image: reference });
    } else if (kind === 'Form') {
      collectImages(reference.get('Resources'), page, seen, found);
    }
  });
}

const megapixels = (pixels: number) => Number((pixels / 1e6).toFixed(1));

/** Why a picture is not read, or undefined when it may be; a picture too small for text is skipped. */
function refusal(image: PDFObject, bounds: PdfPictureBounds): string | 'skip' | undefined {
  if (image.get('ImageMask').isBoolean() && image.get('ImageMask').asBoolean()) return 'skip';
  const [width, height] = [image.get('Width').asNumber(), image.get('Height').asNumber()];
  if (!(width >= minimumSide && height >= minimumSide)) return 'skip';
  if (width * height > bounds.maxPixels) {
    return `This picture has ${megapixels(width * height)} megapixels; Verso translates pictures of up to ${megapixels(bounds.maxPixels)} megapixels.`;
  }
  return undefined;
}

/** A JPEG is handed over as stored (re-encoding would lose quality twice); anything else as a PNG. */
export async function pictureBytes(document: PDFDocument, reference: PDFObject): Promise<Uint8Array> {
  const filter = reference.get('Filter');
  const image = document.loadImage(reference);
  if (filter.isName() && filter.asName() === 'DCTDecode' && [1, 3].includes(image.getNumberOfComponents())) {
    return reference.readRawStream().asUint8Array();
  }
  const { ColorSpace } = await loadMupdf();
  let pixmap = image.toPixmap();
  const space = pixmap.getColorSpace();
  if (!space?.isRGB() && !space?.isGray()) pixmap = pixmap.convertToColorSpace(ColorSpace.DeviceRGB);
  return pixmap.asPNG();
}

/**
 * The pictures the pages draw that may hold lettering, in page order, and those left out (too many,
 * too large), found from their dictionaries alone. Pages in `scanned` are read by OCR as pages
 * already: their pictures are not read again, wherever else they are drawn.
 */
function chosenPictures(document: PDFDocument, scanned: ReadonlySet<number>, bounds: PdfPictureBounds) {
  const found: FoundImage[] = [];
  const onScans: FoundImage[] = [];
  const [seen, seenOnScans] = [new Set<number>(), new Set<number>()];
  for (let page = 0; page < document.countPages(); page++) {
    const resources = document.findPage(page).getInheritable('Resources');
    if (scanned.has(page)) collectImages(resources, page, seenOnScans, onScans);
    else collectImages(resources, page, seen, found);
  }
  const chosen: FoundImage[] = [];
  const refused: RefusedPicture[] = [];
  for (const picture of found) {
    if (seenOnScans.has(picture.object)) continue;
    const reason = refusal(picture.image, bounds);
    if (reason === 'skip') continue;
    if (reason) refused.push({ name: picture.name, reason });
    else if (chosen.length >= bounds.maxPictures) {
      refused.push({
        name: picture.name,
        reason: `Verso reads the first ${bounds.maxPictures} pictures of a PDF.`,
      });
    } else chosen.push(picture);
  }
  return { chosen, refused };
}

/** How many pictures `pdfPictures` would take out, for a quote: nothing is decoded. */
export function countPdfPictures(
  document: PDFDocument,
  scanned: ReadonlySet<number>,
  bounds: PdfPictureBounds = defaultPdfPictureBounds,
): number {
  return chosenPictures(document, scanned, bounds).chosen.length;
}

/** The pictures that may hold lettering, taken out (see chosenPictures), and those left out. */
export async function pdfPictures(
  document: PDFDocument,
  scanned: ReadonlySet<number>,
  bounds: PdfPictureBounds = defaultPdfPictureBounds,
): Promise<{ pictures: PdfPicture[]; refused: RefusedPicture[] }> {
  const { chosen, refused } = chosenPictures(document, scanned, bounds);
  const pictures: PdfPicture[] = [];
  for (const { name, object, image } of chosen) {
    try {
      pictures.push({ name, object, data: await pictureBytes(document, image) });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      refused.push({ name, reason: `MuPDF could not decode it (${why}).` });
    }
  }
  return { pictures, refused };
}

/** Keys of the original image that still hold for its replacement, which has the same size. */
const keptKeys = ['SMask', 'Intent', 'Interpolate', 'Metadata', 'OC', 'StructParent', 'Name'];

/** Each replaced image object rewritten in place with its new picture (see the header). */
export async function replacePdfPictures(
  document: PDFDocument,
  replacements: readonly PdfPictureReplacement[],
): Promise<void> {
  const { Image } = await loadMupdf();
  for (const { object, data } of replacements) {
    const original = document.newIndirect(object);
    const added = document.addImage(new Image(data));
    const dictionary = document.newDictionary();
    added.forEach((value, key) => {
      dictionary.put(key, value);
    });
    for (const key of keptKeys) {
      const value = original.get(key);
      if (!value.isNull() && dictionary.get(key).isNull()) dictionary.put(key, value);
    }
    // A stencil mask still fits the same pixels; a colour-key mask named the old colours.
    const mask = original.get('Mask');
    if (mask.isStream()) dictionary.put('Mask', mask);
    const stream = added.readRawStream();
    original.writeObject(dictionary);
    original.writeRawStream(stream);
    document.deleteObject(added);
  }
}
