// How much a visitor may translate in the demo without an account: enough to judge the result, little
// enough that the demo is no free translation service.

import { extname } from 'node:path';
import { countPdfPages, measureDocument, UserFacingError } from '@verso/core';

export const demoLimits = {
  maxBytes: 512 * 1024,
  maxWords: 3000,
  maxPdfPages: 3,
  /** A recording's length: its speech is recognised on this machine, at about real time. */
  maxSeconds: 60,
} as const;

/** The pages a demo shows of a PDF (or a paper's): its first, drawn this wide. */
export const demoPageImages = { maxPages: demoLimits.maxPdfPages, widthPx: 900 };

const pdfExtensions = new Set(['.pdf', '.ai']);

function tooLarge(what: string): UserFacingError {
  return new UserFacingError('too_large', `${what} Sign in to translate whole documents.`, {
    limits: demoLimits,
  });
}

export function checkDemoSize(bytes: number): void {
  if (bytes > demoLimits.maxBytes) {
    throw tooLarge(
      `The demo takes files up to ${demoLimits.maxBytes / 1024} KB; this one is ${Math.ceil(bytes / 1024)} KB.`,
    );
  }
}

function checkRecordingLength(seconds: number): void {
  if (seconds > demoLimits.maxSeconds) {
    throw tooLarge(
      `The demo translates recordings of up to ${demoLimits.maxSeconds} seconds; this one lasts ${Math.ceil(seconds)}.`,
    );
  }
}

/**
 * Throws when the file is over a demo limit, or is not a file the format can read (the jobs' own errors).
 * A picture or comic is measured in pages (3 at most, like a PDF), its words being read only by the
 * translation; `from` spares its first page a reading to tell the language. A recording is measured in
 * seconds, its words being known only once it is heard.
 */
export async function checkDemoDocument(
  input: Buffer,
  filename: string,
  from = 'auto',
): Promise<{ wordCount: number; pageCount?: number; mediaSeconds?: number }> {
  checkDemoSize(input.length);
  if (pdfExtensions.has(extname(filename).toLowerCase())) {
    const pages = await countPdfPages(input);
    if (pages > demoLimits.maxPdfPages) {
      throw tooLarge(
        `The demo translates PDFs of up to ${demoLimits.maxPdfPages} pages; this one has ${pages}.`,
      );
    }
  }
  const { wordCount, pageCount, mediaSeconds } = await measureDocument(input, filename, {}, false, from);
  if (mediaSeconds !== undefined) {
    checkRecordingLength(mediaSeconds);
    return { wordCount, mediaSeconds };
  }
  if (pageCount !== undefined) {
    if (pageCount > demoLimits.maxPdfPages) {
      throw tooLarge(
        `The demo translates pictures of up to ${demoLimits.maxPdfPages} pages; this one has ${pageCount}.`,
      );
    }
    return { wordCount, pageCount };
  }
  if (wordCount > demoLimits.maxWords) {
    throw tooLarge(`The demo translates up to ${demoLimits.maxWords} words; this file has ${wordCount}.`);
  }
  return { wordCount };
}
