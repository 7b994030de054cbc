// What every format's tests do with a file: extract, translate each segment (identity, pseudo or a
// real engine through the whole segment pipeline), rebuild. One helper, so every format is held to the
// same round trip.
import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { apertiumEngine } from '../../engines/apertium';
import type { Engine } from '../../engines/engine';
import { pseudoLocalise } from '../../engines/pseudo/pseudo-localise';
import { corpusDir } from '../../testing/corpus';
import { translateSegments } from '../../translation/translate-segments';
import type { DocumentFormat, FormatOptions, RebuildTarget } from '../format';
import { checkedOfficeStructure } from './office-structure';

export interface RoundTripTarget {
  from?: string;
  to?: string;
  options?: FormatOptions;
}

function target({ from = 'en', to = 'es', options = {} }: RoundTripTarget): RebuildTarget {
  return { from, to, options };
}

/** The file a format's extract read: a legacy office file's conversion (kept from the extract), or the input. */
const extractedFile = (format: DocumentFormat, input: Buffer) => format.conversion?.convert(input) ?? input;

/** Extracts, replaces each segment's text by `translate(text)`, rebuilds (an Office file checked for the structure Office enforces). */
export async function roundTrip(
  format: DocumentFormat,
  input: Buffer,
  translate: (text: string) => string,
  languages: RoundTripTarget = {},
): Promise<Buffer> {
  const rebuildTarget = target(languages);
  const document = await format.extract(input, rebuildTarget.options);
  const translations = document.segments.map((segment) => translate(segment.text));
  return checkedOfficeStructure(
    await format.rebuild(document, translations, rebuildTarget),
    await extractedFile(format, input),
  );
}

/** Nothing translated: the file must come back as it was (apart from target-language attributes). */
export const identityRoundTrip = (format: DocumentFormat, input: Buffer, languages: RoundTripTarget = {}) =>
  roundTrip(format, input, (text) => text, languages);

/** Every text visibly changed and ~35 % longer, placeholders kept: shows what was missed or broken. */
export const pseudoRoundTrip = (format: DocumentFormat, input: Buffer, languages: RoundTripTarget = {}) =>
  roundTrip(format, input, pseudoLocalise, languages);

/** A real translation through the whole segment pipeline (protected spans, placeholder repair). */
export async function engineRoundTrip(
  format: DocumentFormat,
  input: Buffer,
  languages: RoundTripTarget = {},
  engine: Engine = apertiumEngine,
): Promise<Buffer> {
  const rebuildTarget = target(languages);
  const document = await format.extract(input, rebuildTarget.options);
  const { translations } = await translateSegments({
    segments: document.segments,
    from: rebuildTarget.from,
    to: rebuildTarget.to,
    engine,
  });
  return checkedOfficeStructure(
    await format.rebuild(document, translations, rebuildTarget),
    await extractedFile(format, input),
  );
}

/** The corpus files of one folder (`../shared/corpus/<folder>`) with the given extensions, full paths. */
export function corpusFiles(folder: string, extensions: readonly string[]): string[] {
  const dir = join(corpusDir, folder);
  return readdirSync(dir)
    .filter((name) => extensions.includes(extname(name).toLowerCase()))
    .sort()
    .map((name) => join(dir, name));
}
