// API v1's translatedBilingualFileUrl: a format that can write original and translation together does
// so beside every result, from the same translations (translated once, written twice, no extra charge).
import { basename, extname } from 'node:path';
import type { DocumentFormat } from './format';

/** The format (or the one it is read through, a DOC's DOCX) offers the `bilingual` option. */
export function hasBilingualOutput(format: DocumentFormat): boolean {
  return (format.options ?? format.conversion?.format.options ?? []).includes('bilingual');
}

/** `report.es.docx` → `report.es.bilingual.docx`: beside the result, and told apart from it. */
export function bilingualFilename(resultFilename: string): string {
  const extension = extname(resultFilename);
  return `${basename(resultFilename, extension)}.bilingual${extension}`;
}
