import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pseudoLocalise } from '../../engines/pseudo/pseudo-localise';
import { formatForFilename } from '../registry';
import { roundTrip } from '../testing/round-trip';
import { loadMupdf } from './mupdf';
import { popplerText } from './testing/poppler';

/** An Illustrator file that carries PDF content, as Illustrator 9 and later save it by default. */
async function illustratorFile(): Promise<Buffer> {
  const mupdf = await loadMupdf();
  const document = new mupdf.PDFDocument(
    readFileSync(new URL('./fixtures/layout-sample.pdf', import.meta.url)),
  );
  document.setMetaData('info:Creator', 'Adobe Illustrator 28.0 (Macintosh)');
  // Illustrator's own data rides along in the page's PieceInfo; PDF readers ignore it.
  const pieceInfo = document.newDictionary();
  const illustrator = document.newDictionary();
  illustrator.put('Private', document.newDictionary());
  pieceInfo.put('Illustrator', illustrator);
  document.findPage(0).put('PieceInfo', pieceInfo);
  return Buffer.from(document.saveToBuffer('compress').asUint8Array());
}

describe('Illustrator files', () => {
  it('with PDF content are translated as PDF', async () => {
    const format = formatForFilename('poster.ai');
    expect(format.id).toBe('pdf');
    const output = await roundTrip(format, await illustratorFile(), pseudoLocalise);
    expect(popplerText(output)).toContain(pseudoLocalise('Coastal water survey').slice(0, 10));
  }, 60_000);

  it('saved as PostScript only are refused with a message saying how to save them', async () => {
    const postscript = Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%Creator: Adobe Illustrator(R) 8.0\n');
    await expect(formatForFilename('old.ai').extract(postscript, {})).rejects.toThrow(
      /PostScript, not PDF: .*"Create PDF Compatible File"/,
    );
  });
});
