// Words with times → subtitle cues that follow cueRules: a cue ends at every sentence end; a cue that
// would grow too long (characters or seconds) is cut at its last clause end, or before the word that
// does not fit; then each cue's time on screen is set (cue-timing.ts).
import { cueTextLines, joinWords } from './cue-lines';
import { cueRules } from './cue-rules';
import { type Cue, timeCues } from './cue-timing';
import type { SpokenWord } from './spoken-words';

function fits(words: readonly SpokenWord[], language: string): boolean {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return true;
  if (last.end - first.start > cueRules.maxSeconds) return false;
  return cueTextLines(joinWords(words, language), language) !== undefined;
}

// English words that lean on the next one: a line ending on them reads as cut off.
const leaningWords = new Set(
  'a an the of to in on at by for from with and or but that as my your his her our their its'.split(' '),
);

/** Without a clause end to cut at: before the words that lean on what follows, when that leaves enough. */
function cutBeforeLeaningWords(words: readonly SpokenWord[], language: string): number {
  if (!language.startsWith('en')) return words.length;
  let cut = words.length;
  while (cut > words.length / 2 && leaningWords.has(words[cut - 1]?.text.toLowerCase() ?? '')) cut -= 1;
  return cut;
}

/**
 * How many of `words` go in the cue being closed: up to its last clause end when that keeps at least
 * a third of its characters (a cue of one dangling word reads badly), else nearly all of them.
 */
function cutAt(words: readonly SpokenWord[], language: string): number {
  const total = words.reduce((sum, word) => sum + word.text.length + 1, 0);
  let before = 0;
  let best: number | undefined;
  words.forEach((word, index) => {
    before += word.text.length + 1;
    if (index < words.length - 1 && word.breakAfter !== 'none' && before >= total / 3) best = index + 1;
  });
  return best ?? cutBeforeLeaningWords(words, language);
}

function groupWords(words: readonly SpokenWord[], language: string): SpokenWord[][] {
  const groups: SpokenWord[][] = [];
  let current: SpokenWord[] = [];
  for (const word of words) {
    while (current.length > 0 && !fits([...current, word], language)) {
      const cut = cutAt(current, language);
      groups.push(current.slice(0, cut));
      current = current.slice(cut);
    }
    current.push(word);
    if (word.breakAfter === 'sentence') {
      groups.push(current);
      current = [];
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

export function buildCues(words: readonly SpokenWord[], language: string): Cue[] {
  const groups = groupWords(words, language).map((group) => {
    const text = joinWords(group, language);
    // A single word longer than two lines (a URL read out) still gets a cue, on one long line.
    return { words: group, lines: cueTextLines(text, language) ?? [text] };
  });
  return timeCues(groups);
}
