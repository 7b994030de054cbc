// Makes the home page's before/after pictures with Verso's own pipeline: the first page of the PDF
// layout fixture, translated English → Spanish by Apertium, once as a plain translation and once
// bilingual (original and translation side by side), each page rendered by the core's PDF page renderer
// and written as a small WebP with sharp (which Next.js already installs).
// Regenerate (needs `apt-get install apertium apertium-eng-spa`):
//   npx tsx apps/web/scripts/make-home-samples.ts
// and commit apps/web/public/home/*.webp.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderPdfPages, translateDocument } from '@verso/core';
import sharp from 'sharp';

const repoRoot = join(import.meta.dirname, '../../..');
const samplePdf = join(repoRoot, 'packages/core/src/formats/pdf/fixtures/layout-sample.pdf');
const outputDir = join(import.meta.dirname, '../public/home');

/** Rendered at twice the width the page shows a single page at, so text stays sharp on dense screens. */
const pageWidthPx = 640;
/** The fixture's first page is blank below its table: the pictures show the part above it. */
const shownHeightShare = 0.64;

async function translated(input: Buffer, bilingual: boolean): Promise<Buffer> {
  const { output } = await translateDocument({
    input,
    filename: 'layout-sample.pdf',
    from: 'en',
    to: 'es',
    engine: 'apertium',
    formatOptions: { bilingual },
  });
  return output;
}

/** The first page as WebP; a bilingual page is two pages wide, so it is rendered twice as wide. */
async function firstPageWebp(pdf: Buffer, name: string, widthPx: number) {
  const [page] = await renderPdfPages(pdf, { maxPages: 1, widthPx });
  if (!page) throw new Error(`${name}: the PDF has no page`);
  const { width = widthPx, height = widthPx } = await sharp(page.png).metadata();
  const webp = await sharp(page.png)
    .extract({ left: 0, top: 0, width, height: Math.round(height * shownHeightShare) })
    .webp({ quality: 80 })
    .toBuffer();
  writeFileSync(join(outputDir, `${name}.webp`), webp);
  const shown = await sharp(webp).metadata();
  console.log(`${name}.webp ${shown.width}×${shown.height} ${(webp.length / 1024).toFixed(1)} KiB`);
}

const original = readFileSync(samplePdf);
await firstPageWebp(original, 'original', pageWidthPx);
await firstPageWebp(await translated(original, false), 'translated', pageWidthPx);
await firstPageWebp(await translated(original, true), 'bilingual', pageWidthPx * 2);
