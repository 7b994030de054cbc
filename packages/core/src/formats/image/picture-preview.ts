// Pictures and comic archives shown as what they are, page by page, for the side-by-side views of the
// demo and of a job: each page (a TIFF's pages, a comic's pictures in reading order) scaled to the width
// asked for. Nothing is read for text: a preview never runs OCR.

import { UserFacingError } from '../../errors';
import type { PageImage, PageImageOptions } from '../../preview/render-pdf-pages';
import { comicFormat, comicPages } from '../comic';
import type { PagePreview, PreviewFormat } from '../pdf/page-preview';
import { formatForFilename } from '../registry';
import { pagesToTranslate } from './decode-image';
import { imageFormats } from './index';
import { loadSharp } from './load-sharp';

const pictureIds = new Set(imageFormats.map((format) => format.id));

const isComicArchive = (filename: string) => formatForFilename(filename).id === comicFormat.id;

/** A picture or a comic archive: previewed as its own pages. */
export function isPictureDocument(filename: string): boolean {
  const { id } = formatForFilename(filename);
  return pictureIds.has(id) || id === comicFormat.id;
}

/** Each page as a picture of its own: a comic's page pictures, or the file itself with its page number. */
async function previewPages(input: Buffer, filename: string): Promise<{ picture: Buffer; page: number }[]> {
  if (!isComicArchive(filename)) {
    const count = await pagesToTranslate(input);
    return Array.from({ length: count }, (_, page) => ({ picture: input, page }));
  }
  const { pages } = await comicPages(input);
  return pages.map((entry) => ({ picture: entry.data, page: 0 }));
}

export async function picturePageCount(input: Buffer, filename: string): Promise<number> {
  return (await previewPages(input, filename)).length;
}

const widthOf = (width: number) => Math.min(2400, Math.max(64, Math.round(width)));

async function scaled(
  { picture, page }: { picture: Buffer; page: number },
  width: number,
  format: PreviewFormat,
) {
  const sharp = await loadSharp();
  return sharp(picture, { page })
    .resize({ width: widthOf(width), withoutEnlargement: true })
    .toFormat(format, format === 'png' ? {} : { quality: 85 })
    .toBuffer();
}

/** Page `preview.page` (1-based) as an image `preview.width` wide, never wider than the page itself. */
export async function picturePagePreview(
  input: Buffer,
  filename: string,
  preview: Omit<PagePreview, 'password'>,
): Promise<Buffer> {
  const pages = await previewPages(input, filename);
  const chosen = pages[preview.page - 1];
  if (!Number.isInteger(preview.page) || !chosen) {
    throw new UserFacingError(
      'bad_request',
      `This file has ${pages.length} pages; there is no page ${preview.page}.`,
    );
  }
  return scaled(chosen, preview.width, preview.format);
}

/** The first `maxPages` pages as PNGs `widthPx` wide, as the demo shows a document. */
export async function picturePreviewImages(
  input: Buffer,
  filename: string,
  { maxPages, widthPx }: PageImageOptions,
): Promise<PageImage[]> {
  const pages = (await previewPages(input, filename)).slice(0, maxPages);
  return Promise.all(pages.map(async (page) => ({ png: await scaled(page, widthPx, 'png'), text: '' })));
}
