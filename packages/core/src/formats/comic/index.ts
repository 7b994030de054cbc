// Comic archives (CBZ, or a ZIP of page pictures): every page goes through the picture pipeline
// (../image), read in the archive's reading order so that a sentence running over two pages reaches
// the engine in order, and written back under its own name, in its own place and format; every other
// entry (ComicInfo.xml) is copied as it was. A page's decoded pixels are dropped once it is read and
// decoded again to be rebuilt, so a volume of a hundred pages holds a page or two in memory, not all.

import { resolveSourceLanguage } from '../../detect';
import { concurrencyLimit } from '../../engines/http/concurrency-limit';
import { isUserFacingError, UserFacingError } from '../../errors';
import type { Segment } from '../../segments';
import type { DocumentFormat, ExtractedDocument, ReadLimits } from '../format';
import { decodeImage, pagesToTranslate } from '../image/decode-image';
import { type ImageSkeleton, pictureFormat as picture } from '../image/index';
import { maxProcesses } from '../ocr/tesseract';
import {
  type OfficePackage,
  type PackageEntry,
  packageLimitsWithin,
  readPackage,
  withParts,
  writePackage,
} from '../office-package';
import { pagesInReadingOrder } from './page-entries';

const formatName = 'comic archive (CBZ)';

interface ComicPage {
  name: string;
  /** The page as read: its regions of text and header, without its pixels. */
  skeleton: Omit<ImageSkeleton, 'pages'>;
  segmentCount: number;
}

export interface ComicSkeleton {
  pkg: OfficePackage;
  pages: ComicPage[];
}

/** A page's own error, told with the page's name so the user knows which picture to fix. */
function onPage<T>(name: string, read: () => Promise<T>): Promise<T> {
  return read().catch((error: unknown) => {
    if (!isUserFacingError(error)) throw error;
    throw new UserFacingError(error.code, `Page ${name}: ${error.message}`, { ...error.details, page: name });
  });
}

/** The archive and its page pictures in reading order; an archive without any is refused. */
export async function comicPages(input: Buffer, limits?: ReadLimits) {
  const pkg = await readPackage(input, formatName, packageLimitsWithin(limits));
  const pages = pagesInReadingOrder(pkg.entries);
  if (pages.length === 0) {
    throw new UserFacingError(
      'bad_file',
      'This archive holds no page pictures (PNG, JPEG, WebP, TIFF, GIF or BMP) to translate.',
    );
  }
  return { pkg, pages };
}

/** The language of "auto", told once from the first page, so that every page is read with one model. */
async function sourceOf(first: PackageEntry, from: string, limits: ReadLimits | undefined): Promise<string> {
  if (from.trim().toLowerCase() !== 'auto') return from;
  const measured = await onPage(first.name, async () => picture.measure?.(first.data, 'auto', limits));
  const languageSample = measured?.languageSample ?? '';
  return resolveSourceLanguage('auto', languageSample).code;
}

async function readComicPage(
  entry: PackageEntry,
  from: string,
  limits: ReadLimits | undefined,
  number: number,
) {
  const document = await onPage(entry.name, async () => picture.extract(entry.data, {}, from, limits));
  const { pages: _pixels, ...skeleton } = document.skeleton;
  const segments: Segment[] = document.segments.map((segment, index) => ({
    ...segment,
    id: `${number}.${index + 1}`,
    context: { ...segment.context, page: number },
  }));
  const notes = (document.notes ?? []).map((note) => `Page ${entry.name}: ${note}`);
  return { page: { name: entry.name, skeleton, segmentCount: segments.length }, segments, notes };
}

export const comicFormat: DocumentFormat<ComicSkeleton> = {
  id: 'cbz',
  label: 'Comic archive (CBZ)',
  extensions: ['.cbz', '.zip'],
  mimeType: 'application/vnd.comicbook+zip',
  measuredInCallerThread: true,
  // Priced by the page, like a picture: the pages counted from each picture's header, none read
  // (only the first, for "auto" or to check its language can be read).
  async measure(input, from, limits) {
    const { pages } = await comicPages(input, limits);
    let pageCount = 0;
    for (const entry of pages) {
      pageCount += await onPage(entry.name, () => pagesToTranslate(entry.data, limits?.maxImagePixels));
    }
    const [first] = pages;
    const firstMeasure =
      first && (await onPage(first.name, async () => picture.measure?.(first.data, from, limits)));
    return { wordCount: 0, segmentCount: 0, languageSample: firstMeasure?.languageSample ?? '', pageCount };
  },
  async extract(input, _options, from = 'auto', limits): Promise<ExtractedDocument<ComicSkeleton>> {
    const { pkg, pages } = await comicPages(input, limits);
    const language = await sourceOf(pages[0] as PackageEntry, from, limits);
    // Pages are read side by side, as many at once as Tesseract has processes: more would only hold
    // more decoded pages in memory while they wait.
    const limit = concurrencyLimit(maxProcesses);
    const read = await Promise.all(
      pages.map((entry, index) => limit(() => readComicPage(entry, language, limits, index + 1))),
    );
    return {
      segments: read.flatMap((page) => page.segments),
      skeleton: { pkg, pages: read.map((page) => page.page) },
      notes: read.flatMap((page) => page.notes),
    };
  },
  async rebuild({ skeleton }, translations, target) {
    const rebuilt = new Map<string, Buffer>();
    let next = 0;
    for (const page of skeleton.pages) {
      const own = translations.slice(next, next + page.segmentCount);
      next += page.segmentCount;
      if (page.segmentCount === 0) continue;
      const { pages: pixels } = await decodeImage(page.skeleton.input);
      const document = { segments: [], skeleton: { ...page.skeleton, pages: pixels } };
      rebuilt.set(page.name, await picture.rebuild(document, own, target));
    }
    return writePackage(withParts(skeleton.pkg, rebuilt));
  },
};
