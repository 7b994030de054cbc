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

const plainModeName = /^([a-z]{2,3})-([a-z]{2,3})$/;

function isoCodeOf(apertiumCode: string): string | undefined {
  return languageByCode(apertiumCode)?.code ?? apertiumAliases[apertiumCode];
}

function modeFromName(name: string): ApertiumMode | undefined {
  const match = plainModeName.exec(name);
  if (!match?.[1] || !match[2]) return undefined;
  const from = isoCodeOf(match[1]);
  const to = isoCodeOf(match[2]);
  return from && to ? { name, from, to } : undefined;
}

/** Reads `apertium -l` output: one mode name per line, indented. */
export function parseModeList(output: string): ApertiumMode[] {
  const modes: ApertiumMode[] = [];
  for (const line of output.split('\n')) {
    const mode = modeFromName(line.trim());
    const alreadyServed = modes.some((known) => known.from === mode?.from && known.to === mode?.to);
    if (mode && !alreadyServed) modes.push(mode);
  }
  return modes;
}
