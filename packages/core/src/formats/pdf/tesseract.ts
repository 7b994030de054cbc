// Runs the `tesseract` binary on one page image. Each process gets one thread (OMP_THREAD_LIMIT=1):
// on a small machine Tesseract's own threads cost more than they give, so pages run side by side
// instead, in at most `maxProcesses` processes for the whole server process.
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

/** Japanese reads best as one uniform block (Tesseract's page segmentation splits its lines apart). */
const pageSegmentation = (language: string) => (language.startsWith('jpn') ? ['--psm', '6'] : []);

/** Tesseract's TSV for a PNG: one row per block, paragraph, line and word, boxes in pixels. */
export function tesseractTsv(png: Uint8Array, language: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'tesseract',
      ['stdin', 'stdout', '-l', language, ...pageSegmentation(language), 'tsv'],
      {
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        timeout: pageTimeout,
      },
    );
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
