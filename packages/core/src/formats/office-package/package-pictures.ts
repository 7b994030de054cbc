// The pictures inside a document package (a DOCX's word/media, a presentation's ppt/media, a workbook's
// xl/media, an EPUB's images, an OpenDocument's Pictures) — or those a PDF's pages draw, handed over as
// named pictures — through the picture pipeline (../image), for the `translateImages` option: their
// lettering becomes segments after the document's own text, and on rebuild each picture is erased and
// lettered again in the target language, under its own name and in its own format. As in the comic
// format, a picture's decoded pixels are dropped once it is read and decoded again to be rebuilt, so a
// document holds a picture or two decoded at a time, not all. A second edition of the same translation
// (the bilingual one) takes the pictures read for the first (`withPicturesOf`) and their lettered bytes,
// so each picture is read by OCR and lettered once per job.
import { detectLanguage } from '../../detect';
import { concurrencyLimit } from '../../engines/http/concurrency-limit';
import { isUserFacingError } from '../../errors';
import type { Segment } from '../../segments';
import { languageSample } from '../../segments/document-measure';
import type { ExtractedDocument, FormatOptions, ReadLimits, RebuildTarget } from '../format';
import { decodeImage } from '../image/decode-image';
import { hasImageExtension } from '../image/image-kinds';
import { type ImageSkeleton, pictureFormat as picture } from '../image/index';
import { maxProcesses } from '../ocr/tesseract';
import type { OfficePackage } from './office-package';
import { type RefusedPicture, untouchedPictureNotes } from './picture-notes';

export interface PackagePicture {
  name: string;
  /** Where the format puts it back, when its name does not say (a PDF's image object). */
  place?: number;
  /** The picture as read: its regions of text and header, without its pixels. */
  skeleton: Omit<ImageSkeleton, 'pages'>;
  /** Its segments' sources: a picture whose translations all say the same (a preview) is left as it was. */
  sources: string[];
}

export interface PackagePictures {
  pictures: PackagePicture[];
  /** The index of the first picture segment: they follow the document's own. */
  firstSegment: number;
}

/** The skeleton of a format that can carry its pictures. */
export interface PictureHolder {
  pictures?: PackagePictures;
}

/** A picture of a document: a name to tell it by (an entry's, or a PDF image's) and its bytes. */
export interface NamedPicture {
  name: string;
  data: Buffer;
  /** Where the format puts it back, when its name does not say (a PDF's image object). */
  place?: number;
}

/** How pictures are read: the option that asks for it, the document's language, the operator's bounds. */
export interface PictureReadingRequest {
  options: FormatOptions;
  from: string;
  limits: ReadLimits | undefined;
}

/** What a package's pictures are: a folder's raster pictures (`word/media/`), or every one (''). */
export interface PictureRequest extends PictureReadingRequest {
  folder: string;
}

type PictureReading =
  | { kind: 'read'; picture: PackagePicture; segments: Segment[]; notes: string[] }
  | { kind: 'blank' }
  | ({ kind: 'refused' } & RefusedPicture);

const picturesIn = (pkg: OfficePackage, folder: string) =>
  pkg.entries
    .filter((entry) => entry.name.startsWith(folder) && hasImageExtension(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));

/**
 * The model pictures are read with: for "auto", the language of the document's text (a logo's three
 * words tell less than the pages around it); only a document without text leaves each picture to tell.
 */
function readingLanguage(from: string, segments: readonly Segment[]): string {
  if (from.trim().toLowerCase() !== 'auto') return from;
  return detectLanguage(languageSample(segments))?.code ?? 'auto';
}

/** A picture the pipeline refuses (too large, damaged, no model for the language) is left as it was. */
async function readPicture(
  entry: NamedPicture,
  number: number,
  request: PictureReadingRequest,
): Promise<PictureReading> {
  try {
    const document = await picture.extract(entry.data, {}, request.from, request.limits);
    if (document.segments.length === 0) return { kind: 'blank' };
    const { pages: _pixels, ...skeleton } = document.skeleton;
    const segments: Segment[] = document.segments.map((segment, index) => ({
      id: `img.${number}.${index + 1}`,
      text: segment.text,
      context: { note: `Lettering in the picture ${entry.name}, read by OCR.` },
    }));
    const sources = segments.map((segment) => segment.text);
    const notes = (document.notes ?? []).map((note) => `Picture ${entry.name}: ${note}`);
    const read = { name: entry.name, place: entry.place, skeleton, sources };
    return { kind: 'read', picture: read, segments, notes };
  } catch (error) {
    if (!isUserFacingError(error)) throw error;
    return { kind: 'refused', name: entry.name, reason: error.message };
  }
}

/**
 * The document with its pictures' lettering after its own segments, when the option asks for it; for a
 * quote (`countPictures`), with the number of pictures that would be read.
 */
export function withPackagePictures<Skeleton extends PictureHolder & { pkg: OfficePackage }>(
  document: ExtractedDocument<Skeleton>,
  request: PictureRequest,
): Promise<ExtractedDocument<Skeleton>> {
  const entries = picturesIn(document.skeleton.pkg, request.folder);
  if (request.options.translateImages === true) return withPictures(document, entries, request);
  return Promise.resolve(
    request.options.countPictures === true ? { ...document, pictureCount: entries.length } : document,
  );
}

/**
 * The document with the lettering of `entries` after its own segments; `refusedBefore` are pictures
 * the format left out before reading (too many, too large), said in the notes with the others.
 * Pictures are read as many at once as Tesseract has processes: more would only hold more decoded.
 */
export async function withPictures<Skeleton extends PictureHolder>(
  document: ExtractedDocument<Skeleton>,
  entries: readonly NamedPicture[],
  request: PictureReadingRequest,
  refusedBefore: readonly RefusedPicture[] = [],
): Promise<ExtractedDocument<Skeleton>> {
  const from = readingLanguage(request.from, document.segments);
  const limit = concurrencyLimit(maxProcesses);
  const readings = await Promise.all(
    entries.map((entry, index) => limit(() => readPicture(entry, index + 1, { ...request, from }))),
  );
  const read = readings.flatMap((reading) => (reading.kind === 'read' ? [reading] : []));
  const refused = readings.flatMap((reading) => (reading.kind === 'refused' ? [reading] : []));
  const blank = readings.length - read.length - refused.length;
  const pictures = { pictures: read.map((each) => each.picture), firstSegment: document.segments.length };
  return {
    segments: [...document.segments, ...read.flatMap((each) => each.segments)],
    skeleton: { ...document.skeleton, pictures },
    notes: [
      ...(document.notes ?? []),
      ...read.flatMap((each) => each.notes),
      ...untouchedPictureNotes(blank, [...refusedBefore, ...refused]),
    ],
  };
}

/**
 * `second` — the same file read again without its pictures, for another edition of the same
 * translation — with the pictures `first` read: their segments after its own, and what rebuilding them
 * needs. A format's skeleton may not be reused for a second rebuild, but the pictures' part may.
 */
export function withPicturesOf(first: ExtractedDocument, second: ExtractedDocument): ExtractedDocument {
  // Any format's skeleton: those that read pictures are PictureHolders.
  const read = (first.skeleton as PictureHolder | undefined)?.pictures;
  if (!read) return second;
  const pictures = { ...read, firstSegment: second.segments.length };
  return {
    ...second,
    segments: [...second.segments, ...first.segments.slice(read.firstSegment)],
    skeleton: { ...(second.skeleton as object), pictures },
  };
}

/** Each picture's lettered bytes for the translations they were set with, for a second edition. */
const lettered = new WeakMap<PackagePicture, { key: string; data: Buffer | undefined }>();

/** One picture lettered in the target language, or undefined when nothing in it changes. */
async function rebuiltPicture(read: PackagePicture, translations: string[], target: RebuildTarget) {
  if (translations.every((translation, index) => translation === read.sources[index])) {
    return undefined;
  }
  const key = JSON.stringify([target.to, translations]);
  const known = lettered.get(read);
  if (known?.key === key) return known.data;
  const { pages } = await decodeImage(read.skeleton.input);
  const document = { segments: [], skeleton: { ...read.skeleton, pages } };
  const data = await picture.rebuild(document, translations, { ...target, options: {} });
  lettered.set(read, { key, data });
  return data;
}

/** The pictures' new bytes by entry name, for the format to write with its own parts (`withParts`). */
export async function rebuiltPackagePictures(
  skeleton: PictureHolder,
  translations: readonly string[],
  target: RebuildTarget,
): Promise<Map<string, Buffer>> {
  const rebuilt = new Map<string, Buffer>();
  if (!skeleton.pictures) return rebuilt;
  let next = skeleton.pictures.firstSegment;
  for (const read of skeleton.pictures.pictures) {
    const own = translations.slice(next, next + read.sources.length);
    next += read.sources.length;
    const data = await rebuiltPicture(read, own, target);
    if (data) rebuilt.set(read.name, data);
  }
  return rebuilt;
}
