// The document formats this build reads and writes, found by file extension.
import { extname } from 'node:path';
import { UserFacingError } from '../errors';
import type { DocumentFormat } from './format';
import { jsonFormat } from './json';
import { assFormat, srtFormat, vttFormat } from './subtitles';
import { txtFormat } from './txt';
import { xmlFormat } from './xml';

const formats: readonly DocumentFormat[] = [
  txtFormat,
  jsonFormat,
  xmlFormat,
  srtFormat,
  vttFormat,
  assFormat,
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
