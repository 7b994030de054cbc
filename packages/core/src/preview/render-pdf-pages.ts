// PDF pages as PNG images with their text (drawn by the one page renderer, formats/pdf/page-preview.ts), for showing a document where the browser cannot open it
// (previews); the text is what the image says, for screen readers and search.

import { openPdf } from '../formats/pdf/open-pdf';
import { pageImage } from '../formats/pdf/page-preview';

export interface PageImageOptions {
  /** Pages after this many are not drawn. */
  maxPages: number;
  /** Width of each image in pixels; the height follows the page's proportions. */
  widthPx: number;
}

export interface PageImage {
  png: Buffer;
  text: string;
}

export async function renderPdfPages(
  pdf: Buffer,
  { maxPages, widthPx }: PageImageOptions,
): Promise<PageImage[]> {
  const document = await openPdf(pdf);
  try {
    const count = Math.min(document.countPages(), maxPages);
    const images: PageImage[] = [];
    for (let index = 0; index < count; index++) {
      const page = document.loadPage(index);
      try {
        const text = page.toStructuredText('').asText().replace(/\s+/g, ' ').trim();
        images.push({ png: await pageImage(page, widthPx, 'png'), text });
      } finally {
        page.destroy();
      }
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
