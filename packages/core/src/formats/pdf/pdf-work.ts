// What the PDF thread is busy with, so that a page that never finishes is named when it is stopped.

export type PdfWork = { page: number } | { step: 'open' | 'write' };

/** Called before each stretch of synchronous MuPDF work. */
export type OnWork = (work: PdfWork) => void;

export const describeWork = (work: PdfWork) =>
  'page' in work ? `page ${work.page + 1}` : work.step === 'open' ? 'opening the file' : 'writing the file';
