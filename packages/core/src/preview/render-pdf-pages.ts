// PDF pages as PNG images, for showing a document where the browser cannot open it (previews).

import { loadMupdf } from '../formats/pdf/mupdf';
import { openPdf } from '../formats/pdf/open-pdf';

export interface PageImageOptions {
  /** Pages after this many are not drawn. */
  maxPages: number;
  /** Width of each image in pixels; the height follows the page's proportions. */
  widthPx: number;
}

export async function renderPdfPages(
  pdf: Buffer,
  { maxPages, widthPx }: PageImageOptions,
): Promise<Buffer[]> {
  const mupdf = await loadMupdf();
  const document = await openPdf(pdf);
  try {
    const count = Math.min(document.countPages(), maxPages);
    const images: Buffer[] = [];
    for (let index = 0; index < count; index++) {
      const page = document.loadPage(index);
      const [x0, , x1] = page.getBounds();
      const scale = widthPx / Math.max(x1 - x0, 1);
      const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
      images.push(Buffer.from(pixmap.asPNG()));
      pixmap.destroy();
      page.destroy();
    }
    return images;
  } finally {
    document.destroy();
  }
}

export async function countPdfPages(pdf: Buffer): Promise<number> {
  const document = await openPdf(pdf);
  try {
    return document.countPages();
  } finally {
    document.destroy();
  }
}
