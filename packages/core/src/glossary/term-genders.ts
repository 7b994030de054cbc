// The grammatical gender of glossary targets, as Apertium's morphological analyser of the target
// language reads them (`lt-proc` with an installed pair's `<language>-<other>.automorf.bin`), so the
// determiner an engine put before a protected term can be made to agree with it
// (determiner-agreement.ts). A target the analyser does not know (or a language without one) gets the
// gender its ending says, when the ending is clear (gender-by-ending.ts); otherwise nothing changes.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { languageByCode } from '../languages';
import { genderByEnding } from './gender-by-ending';

export type Gender = 'm' | 'f';

const execFileAsync = promisify(execFile);
const apertiumData = '/usr/share/apertium';
const analyserFile = /^([a-z]{2,3})-[a-z]{2,3}\.automorf\.bin$/;

/** An installed analyser of `language`, or undefined. */
export function analyserFor(language: string, dataDirectory = apertiumData): string | undefined {
  if (!existsSync(dataDirectory)) return undefined;
  const pairs = readdirSync(dataDirectory).filter((name) => name.startsWith('apertium-'));
  for (const pair of pairs.sort()) {
    for (const file of readdirSync(join(dataDirectory, pair))) {
      const analysed = analyserFile.exec(file)?.[1];
      if (analysed && languageByCode(analysed)?.code === language) return join(dataDirectory, pair, file);
    }
  }
  return undefined;
}

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
  // One term per line; the analyser keeps the line breaks, so line N is term N.
  const clean = targets.map((target) => target.replace(/[\n^$/<>[\]{}@*#\\]/g, ' ').trim());
  const child = execFileAsync('lt-proc', [analyser], { maxBuffer: 4 * 1024 * 1024, timeout: 10_000 });
  child.child.stdin?.end(`${clean.join('\n')}\n`);
  const { stdout } = await child.catch(() => ({ stdout: '' }));
  stdout.split('\n').forEach((line, index) => {
    const gender = genderOfAnalysis(line);
    const target = targets[index];
    if (gender && target) genders.set(target, gender);
  });
  return genders;
}
