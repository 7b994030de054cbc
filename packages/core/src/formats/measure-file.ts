// A file's measure for pricing, taken inside the PDF thread so that a big file's quote never stalls
// the process that asked for it: a PDF through its stages directly (this already is its thread), any
// other format through its own extract.
import { type DocumentMeasure, measureSegments } from '../segments/document-measure';
import { measureComicPdf } from './comic/pdf-measure';
import type { DocumentFormat, FormatOptions, ReadLimits } from './format';
import { extractPdf } from './pdf/document-stages';
import type { OnWork } from './pdf/pdf-work';
import { formatForFilename } from './registry';

export interface MeasureRequest {
  input: Uint8Array;
  filename: string;
  options: FormatOptions;
  /** `input` is the format's conversion of the upload (see `DocumentFormat.conversion`). */
  inputConverted: boolean;
  from: string;
  limits?: ReadLimits;
}

/** The format that reads `filename`'s bytes, or those of its conversion when the caller made it already. */
export function formatReading(filename: string, inputConverted: boolean): DocumentFormat {
  const format = formatForFilename(filename);
  return inputConverted ? (format.conversion?.format ?? format) : format;
}

export async function measureFile(
  request: MeasureRequest,
  input: Buffer,
  onWork: OnWork,
): Promise<DocumentMeasure> {
  const { filename, options, inputConverted, from, limits } = request;
  const format = formatReading(filename, inputConverted);
  // A scanned comic is priced by the page, as a comic archive is.
  if (format.id === 'pdf' && options.comic) return measureComicPdf(input, from, options.password);
  const { segments, pictureCount } =
    format.id === 'pdf'
      ? await extractPdf(input, options, from, onWork, limits)
      : await format.extract(input, options, from, limits);
  return measureSegments(segments, pictureCount);
}
