// A cue's text on screen: one line when it fits, else two — split after a comma or other clause mark
// when both lines then fit, otherwise where the halves are most even; undefined when the text does not
// fit the rules' lines at all.
import { balancedLines, isUnspaced } from '../../formats/subtitles/rewrap';
import { cueRules } from './cue-rules';

export function joinWords(words: readonly { text: string }[], language: string): string {
  return words.map((word) => word.text).join(isUnspaced(language) ? '' : ' ');
}

const length = (line: string) => Array.from(line).length;
const fits = (line: string) => length(line) <= cueRules.maxLineChars;

/** Two lines split after a clause mark, the most even such split whose lines both fit. */
function splitAtClause(text: string): string[] | undefined {
  let best: string[] | undefined;
  for (const match of text.matchAll(/[,;:] /g)) {
    const lines = [text.slice(0, match.index + 1), text.slice(match.index + 2)];
    const [first = '', second = ''] = lines;
    if (!fits(first) || !fits(second)) continue;
    const unevenness = Math.abs(length(first) - length(second));
    if (!best || unevenness < Math.abs(length(best[0] ?? '') - length(best[1] ?? ''))) best = lines;
  }
  return best;
}

export function cueTextLines(text: string, language: string): string[] | undefined {
  if (fits(text)) return [text];
  const lines = splitAtClause(text) ?? balancedLines(text, cueRules.maxLines, language);
  return lines.every(fits) ? lines : undefined;
}
