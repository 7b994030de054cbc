// What a user is told when a legacy Office upload cannot be converted, one message per reason.
import { UserFacingError } from '../../errors';
import type { LegacyKind } from './legacy-kinds';

export function notThisKind(kind: LegacyKind, what: string): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This file is not a ${kind.name} file: it is ${what}. Check that the file has the right extension.`,
  );
}

/** A real document with the wrong extension: the user only needs to rename it. */
export function misnamed(kind: LegacyKind, what: string, extension: string): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This file is ${what} with a ${kind.extension} name: rename it to end in ${extension} and upload it again.`,
    { extension },
  );
}

export function unopenable(
  kind: LegacyKind,
  reason: string,
  details: Record<string, unknown> = {},
): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This ${kind.name} file could not be opened: ${reason}. Open it in its editor, save it again and retry.`,
    details,
  );
}

export function conversionTimedOut(kind: LegacyKind, seconds: number): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This ${kind.name} file took more than ${seconds} s to convert and was stopped: it may be damaged or too ` +
      `complex. Save it as ${kind.output.extension.slice(1).toUpperCase()} in its editor and upload that instead.`,
    { seconds },
  );
}
