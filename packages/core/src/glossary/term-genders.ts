// The grammatical gender of glossary targets, as Apertium's morphological analyser of the target
// language reads them (`lt-proc` with an installed pair's `<language>-<other>.automorf.bin`), so the
// determiner an engine put before a protected term can be made to agree with it
// (determiner-agreement.ts). A target the analyser does not know (or a language without one) gets the
// gender its ending says, when the ending is clear (gender-by-ending.ts); otherwise nothing changes.
import { analyserFor, runDictionary } from './apertium-dictionaries';
import { genderByEnding } from './gender-by-ending';

export { analyserFor } from './apertium-dictionaries';

export type Gender = 'm' | 'f';

/**
 * The gender of a term's head, the first lexical unit of its analysis ("centro de datos" → centro, m),
 * from its first reading as a noun; undefined for an unknown word or a noun of either gender.
 */
export function genderOfAnalysis(line: string): Gender | undefined {
  const firstUnit = /\^[^$]*\$/.exec(line)?.[0] ?? '';
  const noun = firstUnit.split('/').find((reading) => reading.includes('<n>'));
  if (noun?.includes('<m>')) return 'm';
  if (noun?.includes('<f>')) return 'f';
  return undefined;
}

/** Each target's gender in `language`, for the targets whose gender the analyser or the ending tells. */
export async function termGenders(
  targets: readonly string[],
  language: string,
): Promise<Map<string, Gender>> {
  const genders = await analysedGenders(targets, language);
  for (const target of targets) {
    const guessed = genders.has(target) ? undefined : genderByEnding(target, language);
    if (guessed) genders.set(target, guessed);
  }
  return genders;
}

/** The genders the analyser of `language` knows. */
async function analysedGenders(targets: readonly string[], language: string): Promise<Map<string, Gender>> {
  const genders = new Map<string, Gender>();
  const analyser = targets.length > 0 ? analyserFor(language) : undefined;
  if (!analyser) return genders;
  const clean = targets.map((target) => target.replace(/[\n^$/<>[\]{}@*#\\]/g, ' ').trim());
  const analyses = await runDictionary(analyser, clean, 'analyse');
  analyses.forEach((line, index) => {
    const gender = genderOfAnalysis(line);
    const target = targets[index];
    if (gender && target) genders.set(target, gender);
  });
  return genders;
}
