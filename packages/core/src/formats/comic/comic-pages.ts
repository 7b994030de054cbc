// A comic's pages through the picture pipeline (../image), whatever holds them (a CBZ's entries, a
// scanned PDF's page images): read in reading order so that a sentence running over two pages reaches
// the engine in order, and rebuilt one by one. A page's decoded pixels are dropped once it is read and
// decoded again to be rebuilt, so a volume of a hundred pages holds a page or two in memory, not all.

import { resolveSourceLanguage } from '../../detect';
import { concurrencyLimit } from '../../engines/http/concurrency-limit';
import { isUserFacingError, UserFacingError } from '../../errors';
import type { Segment } from '../../segments';
import type { ReadLimits, RebuildTarget } from '../format';
import { decodeImage, pagesToTranslate } from '../image/decode-image';
import { type ImageSkeleton, pictureFormat as picture } from '../image/index';
import { maxProcesses } from '../ocr/tesseract';

/** One page: its name (an entry's, or a PDF page's number) and its picture's bytes. */
export interface PagePicture {
  name: string;
  data: Buffer;
}

export interface ComicPage {
  name: string;
  /** The page as read: its regions of text and header, without its pixels. */
  skeleton: Omit<ImageSkeleton, 'pages'>;
  segmentCount: number;
}

export interface ReadComic {
  segments: Segment[];
  pages: ComicPage[];
  notes: string[];
}

/** A page's own error, told with the page's name so the user knows which picture to fix. */
export function onPage<T>(name: string, read: () => Promise<T>): Promise<T> {
  return read().catch((error: unknown) => {
    if (!isUserFacingError(error)) throw error;
    throw new UserFacingError(error.code, `Page ${name}: ${error.message}`, { ...error.details, page: name });
  });
}

/** The language of "auto", told once from the first page, so that every page is read with one model. */
async function sourceOf(first: PagePicture, from: string, limits: ReadLimits | undefined): Promise<string> {
  if (from.trim().toLowerCase() !== 'auto') return from;
  const measured = await onPage(first.name, async () => picture.measure?.(first.data, 'auto', limits));
  const languageSample = measured?.languageSample ?? '';
  return resolveSourceLanguage('auto', languageSample).code;
}

async function readComicPage(
  page: PagePicture,
  from: string,
  limits: ReadLimits | undefined,
  number: number,
) {
  const document = await onPage(page.name, async () => picture.extract(page.data, {}, from, limits));
  const { pages: _pixels, ...skeleton } = document.skeleton;
  const segments: Segment[] = document.segments.map((segment, index) => ({
    ...segment,
    id: `${number}.${index + 1}`,
    context: { ...segment.context, page: number },
  }));
  const notes = (document.notes ?? []).map((note) => `Page ${page.name}: ${note}`);
  return { page: { name: page.name, skeleton, segmentCount: segments.length }, segments, notes };
}

/** The pages' lettering as segments, page after page; `pages` is in reading order. */
export async function readComicPages(
  pages: readonly PagePicture[],
  from: string,
  limits: ReadLimits | undefined,
): Promise<ReadComic> {
  const [first] = pages;
  if (!first) return { segments: [], pages: [], notes: [] };
  const language = await sourceOf(first, from, limits);
  // Pages are read side by side, as many at once as Tesseract has processes: more would only hold
  // more decoded pages in memory while they wait.
  const limit = concurrencyLimit(maxProcesses);
  const read = await Promise.all(
    pages.map((page, index) => limit(() => readComicPage(page, language, limits, index + 1))),
  );
  return {
    segments: read.flatMap((page) => page.segments),
    pages: read.map((page) => page.page),
    notes: read.flatMap((page) => page.notes),
  };
}

/** The pages priced: counted from each picture's header, none read. */
export async function countComicPages(pages: readonly PagePicture[], limits: ReadLimits | undefined) {
  let count = 0;
  for (const page of pages)
    count += await onPage(page.name, () => pagesToTranslate(page.data, limits?.maxImagePixels));
  return count;
}

/** Each page with lettering, translated, by name; a page without text is left out (kept as it was). */
export async function rebuildComicPages(
  pages: readonly ComicPage[],
  translations: readonly string[],
  target: RebuildTarget,
): Promise<Map<string, Buffer>> {
  const rebuilt = new Map<string, Buffer>();
  let next = 0;
  for (const page of pages) {
    const own = translations.slice(next, next + page.segmentCount);
    next += page.segmentCount;
    if (page.segmentCount === 0) continue;
    const { pages: pixels } = await decodeImage(page.skeleton.input);
    const document = { segments: [], skeleton: { ...page.skeleton, pages: pixels } };
    rebuilt.set(page.name, await picture.rebuild(document, own, target));
  }
  return rebuilt;
}
