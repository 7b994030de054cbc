// How long each cue stays on screen: from its first word to its last, longer when reading it at
// maxCharsPerSecond (or minSeconds) needs more and the next cue leaves room, never over maxSeconds.
import { cueRules } from './cue-rules';
import type { SpokenWord } from './spoken-words';

export interface Cue {
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
  lines: string[];
  /** Whether the cue ends a sentence (a transcript starts a new line after it). */
  endsSentence: boolean;
}

interface CueWords {
  words: SpokenWord[];
  lines: string[];
}

function readingSeconds(lines: readonly string[]): number {
  const characters = lines.reduce((sum, line) => sum + Array.from(line).length, 0);
  return Math.max(characters / cueRules.maxCharsPerSecond, cueRules.minSeconds);
}

export function timeCues(groups: readonly CueWords[]): Cue[] {
  return groups.map(({ words, lines }, index) => {
    const start = words[0]?.start ?? 0;
    const spoken = words[words.length - 1]?.end ?? start;
    const nextStart = groups[index + 1]?.words[0]?.start ?? Number.POSITIVE_INFINITY;
    const room = Math.min(nextStart, start + cueRules.maxSeconds);
    const end = Math.max(spoken, Math.min(start + readingSeconds(lines), room));
    const endsSentence = words[words.length - 1]?.breakAfter === 'sentence';
    return { start, end, lines, endsSentence };
  });
}
