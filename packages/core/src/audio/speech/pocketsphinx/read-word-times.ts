// Reads `pocketsphinx_continuous -time yes` output: per utterance a line with the hypothesis, then one
// line per word, `word start end confidence`, framed by `<s>` and `</s>`.
import type { Phrase } from '../speech-engine';

const wordLine = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)$/;

/** Silences (`<sil>`), fillers (`[NOISE]`, `++UH++`) and utterance marks are not words. */
function isSpokenWord(token: string): boolean {
  return !/^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(token);
}

export function readWordTimes(output: string): Phrase[] {
  const phrases: Phrase[] = [];
  let current: Phrase = { words: [] };
  for (const line of output.split('\n')) {
    const match = wordLine.exec(line.trim());
    if (!match) continue;
    const [, token = '', start, end] = match;
    if (token === '</s>' || token === '<s>') {
      if (current.words.length > 0) phrases.push(current);
      current = { words: [] };
      continue;
    }
    if (!isSpokenWord(token)) continue;
    // `read(2)` is the dictionary's second pronunciation of "read".
    current.words.push({ text: token.replace(/\(\d+\)$/, ''), start: Number(start), end: Number(end) });
  }
  if (current.words.length > 0) phrases.push(current);
  return phrases;
}
