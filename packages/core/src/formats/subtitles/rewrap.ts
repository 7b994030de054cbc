// A translated cue goes back on screen in as many lines as the original had: a two-line subtitle stays
// two lines, split where the halves are most even. Placeholders take no room on screen.

const placeholder = /<\/?[gx]\d+\/?>/g;

// Scripts written without spaces between words, where a line may break between any two characters.
const unspacedLanguages = new Set(['zh', 'ja', 'th', 'lo', 'km', 'my']);

// A line of Chinese or Japanese must not start with closing punctuation.
const noLineStart = new Set(Array.from('，。、！？；：）」』】〉》…・ー'));

function isUnspaced(language: string): boolean {
  return unspacedLanguages.has(language.split('-')[0] ?? '');
}

function visibleLength(text: string): number {
  return Array.from(text.replace(placeholder, '')).length;
}

/** Offsets where a line may break: spaces, or (unspaced scripts) between characters outside tags. */
function breakCandidates(text: string, unspaced: boolean): { at: number; skip: number }[] {
  const candidates: { at: number; skip: number }[] = [];
  const tags = Array.from(text.matchAll(placeholder), (match) => [
    match.index,
    match.index + match[0].length,
  ]);
  const insideTag = (at: number) => tags.some(([start = 0, end = 0]) => at > start && at < end);
  for (let at = 1; at < text.length; at += 1) {
    if (insideTag(at)) continue;
    if (text[at] === ' ') candidates.push({ at, skip: 1 });
    else if (
      unspaced &&
      text[at - 1] !== ' ' &&
      !isLowSurrogate(text.charCodeAt(at)) &&
      !noLineStart.has(text[at] ?? '')
    )
      candidates.push({ at, skip: 0 });
  }
  return candidates;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Splits `text` (one line) into at most `count` lines of nearly equal visible length. */
export function balancedLines(text: string, count: number, language: string): string[] {
  const candidates = breakCandidates(text, isUnspaced(language));
  const total = visibleLength(text);
  const lines: string[] = [];
  let start = 0;
  for (let line = 1; line < count; line += 1) {
    const goal = (total * line) / count;
    const best = candidates
      .filter(({ at }) => at > start)
      .reduce<{ at: number; skip: number } | undefined>((chosen, candidate) => {
        const distance = Math.abs(visibleLength(text.slice(0, candidate.at)) - goal);
        return !chosen || distance < Math.abs(visibleLength(text.slice(0, chosen.at)) - goal)
          ? candidate
          : chosen;
      }, undefined);
    if (!best) break;
    lines.push(text.slice(start, best.at));
    start = best.at + best.skip;
  }
  lines.push(text.slice(start));
  return lines;
}

/**
 * The lines of a translated cue. When the engine kept the cue's line breaks they are the translator's
 * choice and stay; otherwise the sentence is re-wrapped into the original number of lines.
 */
export function cueLines(translation: string, lineCount: number, language: string): string[] {
  const lines = translation.split('\n');
  if (lines.length === lineCount) return lines;
  const joiner = isUnspaced(language) ? '' : ' ';
  const oneLine = translation.replace(/[ \t]*\n[ \t]*/g, joiner).trim();
  return balancedLines(oneLine, lineCount, language);
}
