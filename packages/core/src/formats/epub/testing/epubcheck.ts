// The W3C's EpubCheck (Debian's `epubcheck`, run by Java) judges a book as the stores do. Books are
// checked two at a time, one JVM each; errors are kept without their line and column, so an output
// can be compared with its input (a corpus book may come with errors of its own).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { underCi } from '../../../testing/ci';

const run = promisify(execFile);
const jar = '/usr/share/java/epubcheck.jar';

/** True when EpubCheck is installed; always under CI, where it must be. */
export function hasEpubcheck(): boolean {
  return underCi || existsSync(jar);
}

function errorsOf(report: string, file: string): string[] {
  return report
    .split('\n')
    .filter((line) => /^(ERROR|FATAL)\(/.test(line))
    .map((line) => line.replace(file, '').replace(/\(-?\d+,-?\d+\)/, ''));
}

// Each run takes seconds of CPU: more at once only makes them queue for the processor.
const parallelRuns = 2;

async function checkFile(file: string): Promise<string[]> {
  const report = await run('java', ['-jar', jar, '-q', file], { maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => stdout + stderr,
    (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
  );
  return errorsOf(report, file);
}

/** Each book's errors (`ERROR(RSC-005): /EPUB/ch1.xhtml: …`), empty when it passes. */
export async function epubcheckErrors(books: readonly Buffer[]): Promise<string[][]> {
  const directory = mkdtempSync(join(tmpdir(), 'verso-epubcheck-'));
  try {
    const files = books.map((book, index) => {
      const file = join(directory, `book-${index}.epub`);
      writeFileSync(file, book);
      return file;
    });
    const errors: string[][] = [];
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < files.length; index = next++) {
        errors[index] = await checkFile(files[index] as string);
      }
    };
    await Promise.all(Array.from({ length: parallelRuns }, worker));
    return errors;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
