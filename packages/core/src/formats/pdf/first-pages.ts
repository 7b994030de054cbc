// A PDF of the first pages of another, for a preview (preview/preview-part.ts): the pages are grafted,
// with the fonts and images they use, into a new document, so everything after them is never read.

import { loadMupdf } from './mupdf';
import { openPdf } from './open-pdf';
import type { OnWork } from './pdf-work';

/** The first `count` pages of `input`, unencrypted; `input` itself when it has no more than that. */
export async function firstPages(
  input: Buffer,
  count: number,
  password: string | undefined,
  onWork: OnWork,
): Promise<Uint8Array> {
  onWork({ step: 'open' });
  const original = await openPdf(input, password);
  try {
    if (original.countPages() <= count && !original.needsPassword()) return input;
    const mupdf = await loadMupdf();
    const output = new mupdf.PDFDocument();
    try {
      const graft = output.newGraftMap();
      for (let page = 0; page < Math.min(count, original.countPages()); page++) {
        onWork({ page });
        graft.graftPage(-1, original, page);
      }
      onWork({ step: 'write' });
      const saved = output.saveToBuffer('garbage,compress');
      try {
        return Buffer.from(saved.asUint8Array());
      } finally {
        saved.destroy();
      }
    } finally {
      output.destroy();
    }
  } finally {
    original.destroy();
  }
}
