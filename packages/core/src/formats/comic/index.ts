// Comic archives (CBZ, or a ZIP of page pictures): every page goes through the picture pipeline
// (comic-pages.ts), read in the archive's reading order and written back under its own name, in its
// own place and format; every other entry (ComicInfo.xml) is copied as it was.

import { UserFacingError } from '../../errors';
import type { DocumentFormat, ExtractedDocument, ReadLimits } from '../format';
import { pictureFormat as picture } from '../image/index';
import {
  type OfficePackage,
  packageLimitsWithin,
  readPackage,
  withParts,
  writePackage,
} from '../office-package';
import { type ComicPage, countComicPages, onPage, readComicPages, rebuildComicPages } from './comic-pages';
import { pagesInReadingOrder } from './page-entries';

const formatName = 'comic archive (CBZ)';

export interface ComicSkeleton {
  pkg: OfficePackage;
  pages: ComicPage[];
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
    const pageCount = await countComicPages(pages, limits);
    const [first] = pages;
    const firstMeasure =
      first && (await onPage(first.name, async () => picture.measure?.(first.data, from, limits)));
    return { wordCount: 0, segmentCount: 0, languageSample: firstMeasure?.languageSample ?? '', pageCount };
  },
  async extract(input, _options, from = 'auto', limits): Promise<ExtractedDocument<ComicSkeleton>> {
    const { pkg, pages } = await comicPages(input, limits);
    const read = await readComicPages(pages, from, limits);
    return { segments: read.segments, skeleton: { pkg, pages: read.pages }, notes: read.notes };
  },
  async rebuild({ skeleton }, translations, target) {
    const rebuilt = await rebuildComicPages(skeleton.pages, translations, target);
    return writePackage(withParts(skeleton.pkg, rebuilt));
  },
};
