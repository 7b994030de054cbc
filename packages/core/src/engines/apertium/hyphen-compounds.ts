// Apertium's transfer hands out the source's blanks in order, and a hyphenated compound has none
// between its parts: a rule that reorders one drops the spaces it means to put between the words
// ("Two-Column Document" → "Documentodedos Columnas", "the long-term average" → "la mediadeplazo
// largo"; Apertium's issue #123). A text with such a compound is translated a second time with an
// empty superblank on each side of its hyphens, which the rules hand out instead, and each glued word
// of the first translation takes the spaced words the second gives in its place. The first
// translation stays otherwise: the marks keep lt-proc from reading "e-mail" or "state-of-the-art" as
// one word. Only the words around each compound go the second time (four on each side, within its
// sentence: more than a transfer rule reorders), without their inline tags: a quarter of plain prose's
// paragraphs have a compound, and sending them whole cost a third more work, their sentences a fifth.
import { parseInlineTags } from './inline-tags';

const hyphenInWord = /(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu;
const word = /[\p{L}\p{N}]+/gu;
/** Empty superblanks, but not the one that closes each chunk (stream-format.ts). */
const emptySuperblank = /\[\](?!\s*$)/g;

/** True when a text has a compound joined by a hyphen, which Apertium may glue together. */
export const hasHyphenCompound = (text: string) => new RegExp(hyphenInWord.source, 'u').test(text);

/** Words on each side of a compound that go with it: Apertium's transfer rules reorder within fewer. */
const reach = 4;

/** The words of a sentence within `reach` of a compound, as runs of neighbouring words. */
function windowsOf(sentence: string): string[] {
  const words = sentence.split(/\s+/).filter(Boolean);
  const kept = words.map((_, index) =>
    words.slice(Math.max(0, index - reach), index + reach + 1).some(hasHyphenCompound),
  );
  const runs: string[][] = [];
  words.forEach((text, index) => {
    if (!kept[index]) return;
    if (kept[index - 1]) runs.at(-1)?.push(text);
    else runs.push([text]);
  });
  return runs.map((run) => run.join(' '));
}

/**
 * The words around a text's hyphenated compounds, its inline tags left out (the second pass is read only
 * for the words it gives a glued word), or undefined when it has none. Each run of words ends as a
 * sentence, so no two runs are read as one phrase.
 */
export function compoundSentences(text: string): string | undefined {
  const plain = parseInlineTags(text)
    .map((token) => (token.kind === 'text' ? token.text : ' '))
    .join('');
  const runs = plain
    .split(/(?<=[.!?…:;])\s+/)
    .filter(hasHyphenCompound)
    .flatMap(windowsOf)
    .map((run) => (/[.!?…:;]$/.test(run) ? run : `${run}.`));
  return runs.length > 0 ? runs.join(' ') : undefined;
}

/** A chunk of the stream (stream-format.ts) with blanks around its compounds' hyphens. */
export const withBlanksAroundHyphens = (chunk: string) => chunk.replace(hyphenInWord, '[]-[]');

/** The answer to such a chunk, its empty superblanks read as the spaces they stand for. */
export const spacedAnswer = (chunk: string) => chunk.replace(emptySuperblank, ' ');

interface Word {
  text: string;
  start: number;
  end: number;
}

/** Where `glued` is what the spaced translation gives as several words, those words as it gives them. */
function spacedWords(glued: string, spaced: string, words: readonly Word[]): string | undefined {
  for (const [first, start] of words.entries()) {
    let joined = '';
    for (const [last, current] of words.slice(first).entries()) {
      const previous = words[first + last - 1];
      // Only words that a space or a hyphen separate: "Documento de dos", "bien - sabido".
      if (last > 0 && previous && !/^[\s-]+$/.test(spaced.slice(previous.end, current.start))) break;
      joined += current.text;
      if (joined.length >= glued.length) {
        if (joined !== glued || last === 0) break;
        return spaced.slice(start.start, current.end).replace(/\s+-\s+/g, '-');
      }
    }
  }
  return undefined;
}

/** The first translation with each word Apertium glued together spaced as the second gives it. */
export function unglueCompounds(translation: string, spaced: string): string {
  const words = [...spaced.matchAll(word)].map(({ 0: text, index }) => ({
    text,
    start: index,
    end: index + text.length,
  }));
  const known = new Set(words.map(({ text }) => text));
  return translation.replace(word, (glued) =>
    known.has(glued) ? glued : (spacedWords(glued, spaced, words) ?? glued),
  );
}
