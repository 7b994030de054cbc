// A second PDF reader for the tests: a translated PDF must open in Poppler (what most Linux viewers
// use) as well as in MuPDF, which wrote it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function withFile<T>(pdf: Buffer, use: (file: string, directory: string) => T): T {
  const directory = mkdtempSync(path.join(tmpdir(), 'verso-pdf-'));
  try {
    const file = path.join(directory, 'in.pdf');
    writeFileSync(file, pdf);
    return use(file, directory);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** How many pages Poppler renders, at a low resolution; throws when it cannot. */
export function pagesRenderedByPoppler(pdf: Buffer, password?: string): number {
  return withFile(pdf, (file, directory) => {
    const passwordArgs = password ? ['-upw', password] : [];
    execFileSync('pdftoppm', [...passwordArgs, '-r', '8', '-png', file, path.join(directory, 'page')], {
      stdio: 'pipe',
      timeout: 120_000,
    });
    return readdirSync(directory).filter((name) => name.startsWith('page')).length;
  });
}

/** The text Poppler reads off the PDF. */
export function popplerText(pdf: Buffer, password?: string): string {
  const passwordArgs = password ? ['-upw', password] : [];
  return execFileSync('pdftotext', [...passwordArgs, '-', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
}

/** The text Poppler reads off one page (from 1). */
export function popplerPageText(pdf: Buffer, page: number): string {
  const pageArgs = ['-f', String(page), '-l', String(page)];
  return execFileSync('pdftotext', [...pageArgs, '-', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
}

/** How many images Poppler lists on the PDF's pages (`pdfimages -list`). */
export function imagesListedByPoppler(pdf: Buffer, password?: string): number {
  return withFile(pdf, (file) => {
    const passwordArgs = password ? ['-upw', password] : [];
    const listing = execFileSync('pdfimages', [...passwordArgs, '-list', file]).toString();
    // Two header lines, then one line per image.
    return listing.trim().split('\n').length - 2;
  });
}
