// The messages a user sees when an upload is not a package Verso will open, one per reason.
import { UserFacingError } from '../../errors';
import { binaryFileKind } from '../file-signature';
import type { PackageLimits } from './package-limits';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export function notAPackage(formatName: string, input: Buffer): UserFacingError {
  const kind = binaryFileKind(input);
  const what = kind && !kind.startsWith('a ZIP') ? `it is ${kind}` : 'it is not a ZIP package';
  return new UserFacingError(
    'bad_file',
    `This file is not a valid ${formatName} file: ${what}. Check that the file has the right extension and is not damaged.`,
  );
}

export function damagedPackage(formatName: string, reason: string): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This ${formatName} file is damaged and cannot be opened (${reason}). Open it in its editor, save it again and retry.`,
  );
}

export function encryptedPackage(formatName: string): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This ${formatName} file is protected by a password. Open it in its editor, save it without the password and retry.`,
  );
}

export function unsafeEntryName(formatName: string, name: string): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This ${formatName} file contains an entry with an unsafe path (${JSON.stringify(name)}), which Verso refuses to open.`,
    { entry: name },
  );
}

export function duplicateEntry(formatName: string, name: string): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This ${formatName} file contains the entry ${JSON.stringify(name)} twice, which Verso refuses to open: a damaged or tampered package.`,
    { entry: name },
  );
}

export type LimitBroken = 'entries' | 'total' | 'entry' | 'ratio';

export function overLimit(formatName: string, limit: LimitBroken, limits: PackageLimits): UserFacingError {
  const reasons: Record<LimitBroken, string> = {
    entries: `it holds more than ${limits.maxEntries.toLocaleString('en')} files`,
    total: `it unpacks to more than ${megabytes(limits.maxTotalBytes)}`,
    entry: `one of its parts unpacks to more than ${megabytes(limits.maxEntryBytes)}`,
    ratio: `it is compressed more than ${limits.maxRatio}× (a ZIP bomb)`,
  };
  return new UserFacingError(
    'too_large',
    `This ${formatName} file is too large to translate safely: ${reasons[limit]}.`,
    { limit },
  );
}
