// Tests open translated packages in LibreOffice, as a user would: a file that LibreOffice cannot
// convert to PDF does not open for them either. Files are converted in one batch per call, because
// each LibreOffice start costs a second or more; each batch gets its own profile so batches in
// parallel test files do not share (and lock) one.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface NamedFile {
  /** With its extension, which tells LibreOffice the format: `report.docx`. */
  name: string;
  data: Buffer;
}

/**
 * Each file converted by LibreOffice (`pdf`, `txt:Text`, `csv`…): by name, the output's bytes, or
 * undefined when LibreOffice could not open the file.
 */
export async function convertWithLibreOffice(
  files: readonly NamedFile[],
  target: string,
): Promise<Map<string, Buffer | undefined>> {
  const directory = mkdtempSync(path.join(tmpdir(), 'verso-lo-'));
  try {
    mkdirSync(path.join(directory, 'in'));
    const inputs = files.map((file) => {
      const input = path.join(directory, 'in', file.name);
      writeFileSync(input, file.data);
      return input;
    });
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${directory}/profile`,
        '--headless',
        '--norestore',
        '--convert-to',
        target,
        '--outdir',
        path.join(directory, 'out'),
        ...inputs,
      ],
      { timeout: 60_000 + files.length * 15_000, maxBuffer: 16 * 1024 * 1024 },
    );
    const extension = target.split(':')[0];
    return new Map(
      files.map((file) => {
        const output = path.join(directory, 'out', `${path.parse(file.name).name}.${extension}`);
        return [file.name, existsSync(output) ? readFileSync(output) : undefined];
      }),
    );
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** The text of a PDF as Poppler's `pdftotext` reads it, one page after another. */
export function textOfPdf(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
}
