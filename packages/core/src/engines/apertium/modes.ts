// Apertium names its translation modes after the pair's languages, but not consistently: `eng-spa` and
// `spa-ita` use ISO 639-3, `es-pt` and `fr-es` use ISO 639-1, and variants carry a suffix
// (`es-pt_BR`, `eng-cat_valencia`) or a prefix (`eco-es-fr`). Only the plain `from-to` modes are used.
import { languageByCode } from '../../languages';
import type { LanguagePair } from '../engine';

export interface ApertiumMode extends LanguagePair {
  name: string;
}

/** Apertium codes that are not our language's own ISO 639-1 or 639-3 code. */
const apertiumAliases: Record<string, string> = {
  nob: 'no', // Apertium's Norwegian is Bokmål
  zlm: 'ms', // Apertium's Malay is tagged as Malay (individual language)
  zsm: 'ms',
};

/**
 * Serbo-Croatian reads Croatian and Bosnian alike (in Latin script; our Serbian is Cyrillic, which
 * `hbs-eng` does not read). As a target it needs a standard (`eng-hbs_HR`), and those modes' output is
 * still mostly untranslated lemmas, so `hbs` serves only as a source.
 */
const sourceOnlyCodes: Record<string, readonly string[]> = { hbs: ['hr', 'bs'] };

/**
 * Modes Debian ships that do not work: rus-ukr, ukr-rus and rus-bel print nothing for many ordinary
 * sentences (their tagger stops on an assertion), hbs-mkd prints nothing, and es-eo and ca-eo lack their
 * compiled files. A pair that silently drops sentences is worse than one not offered.
 */
const brokenModes = new Set(['rus-ukr', 'ukr-rus', 'rus-bel', 'hbs-mkd', 'es-eo', 'ca-eo']);

const plainModeName = /^([a-z]{2,3})-([a-z]{2,3})$/;

function isoCodeOf(apertiumCode: string): string | undefined {
  return languageByCode(apertiumCode)?.code ?? apertiumAliases[apertiumCode];
}

function sourceCodesOf(apertiumCode: string): readonly string[] {
  const code = isoCodeOf(apertiumCode);
  return code ? [code] : (sourceOnlyCodes[apertiumCode] ?? []);
}

/** The pairs one mode serves: usually one, several when its source stands for several languages. */
function modesFromName(name: string): ApertiumMode[] {
  const match = plainModeName.exec(name);
  if (!match?.[1] || !match[2] || brokenModes.has(name)) return [];
  const to = isoCodeOf(match[2]);
  if (!to) return [];
  return sourceCodesOf(match[1]).map((from) => ({ name, from, to }));
}

/** Reads `apertium -l` output: one mode name per line, indented. */
export function parseModeList(output: string): ApertiumMode[] {
  const modes: ApertiumMode[] = [];
  for (const line of output.split('\n')) {
    for (const mode of modesFromName(line.trim())) {
      const alreadyServed = modes.some((known) => known.from === mode.from && known.to === mode.to);
      if (!alreadyServed) modes.push(mode);
    }
  }
  return modes;
}
