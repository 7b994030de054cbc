// Runs the `tesseract` binary on one page image (a scanned PDF page or a picture). Each process gets
// one thread (OMP_THREAD_LIMIT=1): on a small machine Tesseract's own threads cost more than they
// give, so pages run side by side instead, in at most `maxProcesses` processes for the whole server.
import { spawn } from 'node:child_process';

export const maxProcesses = 2;
/** A 300-dpi page takes 2–4 s; a page still running after this is stuck or absurdly dense. */
const pageTimeout = 120_000;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `task` when fewer than `maxProcesses` tasks hold a slot. */
export async function inTesseractSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= maxProcesses) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Japanese and Korean read best as one uniform block: Tesseract's own page segmentation splits their
 * lines into scattered pieces and loses some of them. Not with a vertical model beside (`jpn+jpn_vert`,
 * pictures): only Tesseract's own segmentation finds columns; a uniform block reads them across.
 */
const pageSegmentation = (language: string) =>
  /^(jpn|kor)/u.test(language) && !language.includes('_vert') ? ['--psm', '6'] : [];

function runTesseract(png: Uint8Array, options: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tesseract', ['stdin', 'stdout', ...options], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      timeout: pageTimeout,
    });
    const output: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(output).toString('utf8'));
      else reject(new Error(`tesseract failed (${signal ?? `exit ${code}`}): ${errors.trim()}`));
    });
    child.stdin.on('error', reject);
    child.stdin.end(png);
  });
}

/**
 * Tesseract's TSV for a PNG (one row per block, paragraph, line and word, boxes in pixels) and then
 * its plain text, which alone says where the spaces between words are.
 */
export function tesseractTsv(png: Uint8Array, language: string, layout: 'page' | 'column block' = 'page') {
  // `--psm 5`: the picture is one block of vertical text (a bubble of manga lettering).
  const segmentation = layout === 'column block' ? ['--psm', '5'] : pageSegmentation(language);
  return runTesseract(png, ['-l', language, ...segmentation, 'tsv', 'txt']);
}

/**
 * The script Tesseract's orientation and script detection sees (`Latin`, `Han`, `Cyrillic`…), or
 * undefined when the page has too few letters for it to tell, which it reports as a failure.
 */
export async function tesseractScript(png: Uint8Array): Promise<string | undefined> {
  const report = await runTesseract(png, ['--psm', '0']).catch(() => '');
  return /^Script: (\S+)/mu.exec(report)?.[1];
}
