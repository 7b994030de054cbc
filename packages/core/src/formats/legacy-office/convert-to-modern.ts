// A legacy upload in, its OOXML successor out, or the error that tells the user why not.

import { refuseOtherFiles } from './legacy-file-check';
import { conversionTimedOut, misnamed, unopenable } from './legacy-file-errors';
import { type LegacyKind, legacyKinds } from './legacy-kinds';
import type { LibreOfficeConverter } from './libreoffice-converter';

/**
 * LibreOffice detected another legacy format (an XLS named .doc): name it. Anything else started like
 * the right format (refuseOtherFiles saw to that) but is not one: a damaged or truncated file.
 */
function wrongType(kind: LegacyKind, type: string) {
  const actual = legacyKinds.find((other) => other.acceptedTypes.some((prefix) => type.startsWith(prefix)));
  if (actual) return misnamed(kind, actual.description, actual.extension);
  return unopenable(kind, 'it is damaged or incomplete', { type });
}

export async function convertToModern(
  kind: LegacyKind,
  input: Buffer,
  converter: LibreOfficeConverter,
): Promise<Buffer> {
  refuseOtherFiles(kind, input);
  const result = await converter.convert({
    input,
    inputExtension: kind.extension,
    outputExtension: kind.output.extension,
    filter: kind.exportFilter,
    accept: kind.acceptedTypes,
  });
  switch (result.status) {
    case 'converted':
      return result.output;
    case 'wrong_type':
      throw wrongType(kind, result.type);
    case 'unreadable':
      throw unopenable(kind, 'it may be damaged or protected with a password', { reason: result.reason });
    case 'timed_out':
      throw conversionTimedOut(kind, result.seconds);
    default:
      throw new Error(`unexpected conversion result ${JSON.stringify(result satisfies never)}`);
  }
}
