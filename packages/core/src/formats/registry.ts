// The document formats this build reads and writes, found by file extension.
import { extname } from 'node:path';
import { UserFacingError } from '../errors';
import { comicFormat } from './comic';
import { withScannedComics } from './comic/comic-pdf';
import { csvFormat, tsvFormat } from './csv';
import { docxFormat } from './docx';
import { epubFormat } from './epub';
import type { DocumentFormat } from './format';
import { htmlFormat, xhtmlFormat } from './html';
import { idmlFormat } from './idml';
import { imageFormats } from './image';
import { jsonFormat } from './json';
import { latexProjectFormat } from './latex-project';
import { docFormat, pptFormat, rtfFormat, xlsFormat } from './legacy-office';
import { markdownFormat } from './markdown';
import { mediaFormats } from './media';
import { odpFormat, odsFormat, odtFormat } from './opendocument';
import { pdfFormat } from './pdf';
import { phpFormat } from './php';
import { poFormat } from './po';
import { pptxFormat } from './pptx';
import { assFormat, srtFormat, vttFormat } from './subtitles';
import { texFormat } from './tex';
import { txtFormat } from './txt';
import { xliffFormat } from './xliff';
import { xlsxFormat } from './xlsx';
import { xmlFormat } from './xml';
import { yamlFormat } from './yaml';

const formats: readonly DocumentFormat[] = [
  withScannedComics(pdfFormat),
  docxFormat,
  xlsxFormat,
  pptxFormat,
  odtFormat,
  odsFormat,
  odpFormat,
  epubFormat,
  idmlFormat,
  docFormat,
  rtfFormat,
  xlsFormat,
  pptFormat,
  txtFormat,
  markdownFormat,
  htmlFormat,
  xhtmlFormat,
  jsonFormat,
  yamlFormat,
  poFormat,
  xliffFormat,
  xmlFormat,
  csvFormat,
  tsvFormat,
  phpFormat,
  srtFormat,
  vttFormat,
  assFormat,
  texFormat,
  latexProjectFormat,
  ...imageFormats,
  comicFormat,
  ...mediaFormats,
];

export function listFormats(): DocumentFormat[] {
  return [...formats];
}

export function acceptedExtensions(): string[] {
  return formats.flatMap((format) => format.extensions);
}

export function formatForFilename(filename: string): DocumentFormat {
  const extension = extname(filename).toLowerCase();
  const format = formats.find((candidate) => candidate.extensions.includes(extension));
  if (format) return format;
  const accepted = acceptedExtensions().join(', ');
  const what = extension ? `"${extension}" files` : 'files without an extension';
  throw new UserFacingError(
    'unsupported_format',
    `Verso cannot translate ${what} yet. Accepted: ${accepted}.`,
    {
      filename,
      accepted: acceptedExtensions(),
    },
  );
}
