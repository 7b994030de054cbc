// Office documents printed to PDF by LibreOffice, so their pages can be drawn like a PDF's. A one-off
// `soffice --convert-to pdf` rather than the legacy formats' long-lived converter: that one loads
// documents without a view (to dodge a crash), and PDF export needs the layout a view builds. It runs
// with the locked-down profile (no macros, no link updates), takes one of the process's LibreOffice
// slots, and is killed as a whole process group when it overruns.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UserFacingError } from '../errors';
import { writeLockedDownProfile } from '../formats/legacy-office/locked-down-profile';
import { runInProcessGroup } from '../processes/process-group';
import { inLibreOfficeSlot } from '../processes/process-limits';

/** A cold LibreOffice takes 1–3 s for a short document; a stuck one is ended. */
const defaultTimeoutMs = 60_000;

const officeExtensions = new Set([
  '.docx',
  '.dotx',
  '.docm',
  '.odt',
  '.ott',
  '.doc',
  '.rtf',
  '.xlsx',
  '.xltx',
  '.xlsm',
  '.ods',
  '.ots',
  '.xls',
  '.pptx',
  '.potx',
  '.ppsx',
  '.pptm',
  '.odp',
  '.otp',
  '.ppt',
]);

/** True for the files `officeToPdf` can print. */
export function isOfficeDocument(filename: string): boolean {
  return officeExtensions.has(extname(filename).toLowerCase());
}

export interface OfficeToPdfOptions {
  timeoutMs?: number;
}

export async function officeToPdf(
  input: Buffer,
  filename: string,
  { timeoutMs = defaultTimeoutMs }: OfficeToPdfOptions = {},
): Promise<Buffer> {
  const extension = extname(filename).toLowerCase();
  if (!officeExtensions.has(extension)) throw new Error(`${filename} is not an office document`);
  return inLibreOfficeSlot(() => printToPdf(input, extension, timeoutMs));
}

async function printToPdf(input: Buffer, extension: string, timeoutMs: number): Promise<Buffer> {
  // Its own profile, so it neither waits for nor disturbs another LibreOffice of this user.
  const directory = await mkdtemp(join(tmpdir(), 'verso-office-pdf-'));
  try {
    const source = join(directory, `document${extension}`);
    await writeFile(source, input);
    const profile = join(directory, 'profile');
    writeLockedDownProfile(profile);
    const outcome = await runInProcessGroup(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'pdf',
        '--outdir',
        directory,
        source,
      ],
      timeoutMs,
    );
    if (outcome.status === 'timed_out') {
      throw new UserFacingError(
        'bad_file',
        `LibreOffice took longer than ${Math.ceil(timeoutMs / 1000)} s to lay this document out as pages, so it was stopped.`,
      );
    }
    return await readFile(join(directory, 'document.pdf')).catch(() => {
      throw new UserFacingError('bad_file', 'LibreOffice could not open this document to show its pages.', {
        reason: outcome.stderr.trim() || `soffice exited with code ${outcome.code}`,
      });
    });
  } catch (error) {
    if (error instanceof UserFacingError) throw error;
    throw new UserFacingError(
      'bad_file',
      'This document could not be shown as pages: LibreOffice failed on it.',
      {
        reason: error instanceof Error ? error.message : String(error),
      },
    );
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
