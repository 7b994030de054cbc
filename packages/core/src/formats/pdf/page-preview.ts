// Page images: one page of a PDF rendered by MuPDF, for the side-by-side preview of a job and for the
// demo's previews (preview/render-pdf-pages.ts). MuPDF encodes PNG and JPEG; WebP is made from the PNG
// by sharp outside the PDF thread (webp-image.ts). PNG keeps text sharp, JPEG and WebP are smaller.
import type { Page } from 'mupdf';
import { UserFacingError } from '../../errors';
import { loadMupdf } from './mupdf';
import { openPdf } from './open-pdf';
import type { OnWork } from './pdf-work';

export type PreviewFormat = 'png' | 'jpeg' | 'webp';

export interface PagePreview {
  /** 1-based. */
  page: number;
  /** In pixels; kept between 64 and 2,400. */
  width: number;
  format: PreviewFormat;
  password?: string;
}

const [narrowest, widest] = [64, 2400];

/** A loaded page as an image `width` pixels wide, in the page's proportions. */
export async function pageImage(page: Page, width: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const { ColorSpace, Matrix } = await loadMupdf();
  const [x0, , x1] = page.getBounds();
  const pixels = Math.min(widest, Math.max(narrowest, Math.round(width)));
  const scale = pixels / Math.max(1, x1 - x0);
  const pixmap = page.toPixmap(Matrix.scale(scale, scale), ColorSpace.DeviceRGB, false, true);
  try {
    return Buffer.from(format === 'png' ? pixmap.asPNG() : pixmap.asJPEG(85, false));
  } finally {
    pixmap.destroy();
  }
}

/** Page `preview.page` of a PDF as a PNG or JPEG (a WebP is asked of the thread as a PNG). */
export async function renderPagePreview(
  input: Buffer,
  preview: PagePreview,
  onWork?: OnWork,
): Promise<Buffer> {
  onWork?.({ step: 'open' });
  const document = await openPdf(input, preview.password);
  try {
    const pages = document.countPages();
    if (!Number.isInteger(preview.page) || preview.page < 1 || preview.page > pages) {
      throw new UserFacingError(
        'bad_request',
        `This PDF has ${pages} pages; there is no page ${preview.page}.`,
      );
    }
    onWork?.({ page: preview.page - 1 });
    const page = document.loadPage(preview.page - 1);
    try {
      return await pageImage(page, preview.width, preview.format === 'jpeg' ? 'jpeg' : 'png');
    } finally {
      page.destroy();
    }
  } finally {
    document.destroy();
  }
}
