// Page previews for the side-by-side view: one page of a PDF rendered by MuPDF as a PNG or JPEG of a
// given width. (MuPDF encodes no WebP; PNG keeps text sharp, JPEG is smaller for scans and photos.)
import { UserFacingError } from '../../errors';
import { loadMupdf } from './mupdf';
import { openPdf } from './open-pdf';
import type { OnWork } from './pdf-work';

export interface PagePreview {
  /** 1-based. */
  page: number;
  /** In pixels; kept between 64 and 2,400. */
  width: number;
  format: 'png' | 'jpeg';
  password?: string;
}

const [narrowest, widest] = [64, 2400];

export async function renderPagePreview(
  input: Buffer,
  preview: PagePreview,
  onWork?: OnWork,
): Promise<Buffer> {
  const { ColorSpace, Matrix } = await loadMupdf();
  onWork?.({ step: 'open' });
  const document = await openPdf(input, preview.password);
  const pages = document.countPages();
  if (!Number.isInteger(preview.page) || preview.page < 1 || preview.page > pages) {
    throw new UserFacingError(
      'bad_request',
      `This PDF has ${pages} pages; there is no page ${preview.page}.`,
    );
  }
  onWork?.({ page: preview.page - 1 });
  const page = document.loadPage(preview.page - 1);
  const [x0, , x1] = page.getBounds();
  const width = Math.min(widest, Math.max(narrowest, Math.round(preview.width)));
  const scale = width / Math.max(1, x1 - x0);
  const pixmap = page.toPixmap(Matrix.scale(scale, scale), ColorSpace.DeviceRGB, false, true);
  const image = preview.format === 'png' ? pixmap.asPNG() : pixmap.asJPEG(85, false);
  return Buffer.from(image);
}
