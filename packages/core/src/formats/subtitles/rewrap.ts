// A translated cue goes back on screen in as many lines as the original had: a two-line subtitle stays
// two lines, split where the halves are most even. Placeholders take no room on screen.

// Scripts written without spaces between words, where a line may break between any two characters.
const unspacedLanguages = new Set(['zh', 'ja', 'th', 'lo', 'km', 'my']);

// A line of Chinese or Japanese must not start with closing punctuation.
const noLineStart = new Set(Array.from('，。、！？；：）」』】〉》…・ー'));

interface BreakCandidate {
  /** Where the next line would start, counting the space that is dropped (`skip`). */
  at: number;
  skip: number;
  /** Visible characters before the break. */
  visibleBefore: number;
}

const tagAt = /<\/?[gx]\d+\/?>/y;

/** Where a line may break: at spaces, or (unspaced scripts) between characters; never inside a tag. */
function breakCandidates(text: string, unspaced: boolean): { candidates: BreakCandidate[]; total: number } {
  const candidates: BreakCandidate[] = [];
  let visible = 0;
  for (let at = 0; at < text.length; ) {
    tagAt.lastIndex = at;
    const tag = tagAt.exec(text);
    if (tag) {
      at += tag[0].length;
      continue;
    }
    const code = text.codePointAt(at) ?? 0;
    const character = String.fromCodePoint(code);
    if (at > 0 && character === ' ') candidates.push({ at, skip: 1, visibleBefore: visible });
    else if (at > 0 && unspaced && text[at - 1] !== ' ' && !noLineStart.has(character))
      candidates.push({ at, skip: 0, visibleBefore: visible });
    visible += 1;
    at += character.length;
  }
  return { candidates, total: visible };
}

/** Splits `text` (one line) into at most `count` lines of nearly equal visible length. */
export function balancedLines(text: string, count: number, language: string): string[] {
  const { candidates, total } = breakCandidates(text, isUnspaced(language));
  const lines: string[] = [];
  let start = 0;
  let next = 0;
  for (let line = 1; line < count && next < candidates.length; line += 1) {
    const goal = (total * line) / count;
    // Goals only grow, so the best break for each line is found by walking forward once.
    while (
      next + 1 < candidates.length &&
      Math.abs((candidates[next + 1]?.visibleBefore ?? 0) - goal) <
        Math.abs((candidates[next]?.visibleBefore ?? 0) - goal)
    )
      next += 1;
    const best = candidates[next] as BreakCandidate;
    lines.push(text.slice(start, best.at));
    start = best.at + best.skip;
    next += 1;
  }
  lines.push(text.slice(start));
  return lines;
}

/** Characters a line shows: placeholders take no room. */
function visibleLength(text: string, language: string): number {
  return breakCandidates(text, isUnspaced(language)).total;
}

/**
 * The lines of a translated cue. When the engine kept the cue's line breaks they are the translator's
 * choice and stay; otherwise the sentence is re-wrapped into the original number of lines. With
 * `maxLineChars` (subtitles made from speech) no line may be longer: the cue takes as many lines as that
 * needs, however many the original had.
 */
export function cueLines(
  translation: string,
  lineCount: number,
  language: string,
  maxLineChars?: number,
): string[] {
  const lines = translation.split('\n');
  const fit = (line: string) => maxLineChars === undefined || visibleLength(line, language) <= maxLineChars;
  if (lines.length === lineCount && lines.every(fit)) return lines;
  const joiner = isUnspaced(language) ? '' : ' ';
  const oneLine = translation.replace(/[ \t]*\n[ \t]*/g, joiner).trim();
  const count =
    maxLineChars === undefined ? lineCount : Math.ceil(visibleLength(oneLine, language) / maxLineChars) || 1;
  return balancedLines(oneLine, count, language);
}

/** Whether `language` is written without spaces between words (a line may break between any two characters). */
export function isUnspaced(language: string): boolean {
  return unspacedLanguages.has(language.split('-')[0] ?? '');
}
