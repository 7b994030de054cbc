// The recording's words in order, each with the strongest place to end a subtitle after it: a sentence
// end, a clause end, or nowhere. Punctuation says so when the engine wrote any (Whisper); otherwise
// (PocketSphinx) the pauses do: the end of an utterance is taken for a sentence end.
import type { Phrase } from '../speech/speech-engine';

export type BreakStrength = 'sentence' | 'clause' | 'none';

export interface SpokenWord {
  text: string;
  start: number;
  end: number;
  breakAfter: BreakStrength;
}

const sentenceEnd = /[.!?…。！？]["'”’)\]]*$/;
const clauseEnd = /[,;:–—，、；：]["'”’)\]]*$/;
/** A silence this long (seconds) between two words ends a clause even without a comma. */
const clausePause = 0.3;
/** …and ends a sentence when the transcript has no punctuation to say where sentences end. */
const sentencePause = 0.6;

function strengthAfter(
  word: SpokenWord,
  next: SpokenWord | undefined,
  phraseEnd: boolean,
  punctuated: boolean,
): BreakStrength {
  if (sentenceEnd.test(word.text)) return 'sentence';
  if (clauseEnd.test(word.text)) return 'clause';
  const pause = next ? next.start - word.end : Number.POSITIVE_INFINITY;
  if (!punctuated && (phraseEnd || pause >= sentencePause)) return 'sentence';
  return phraseEnd || pause >= clausePause ? 'clause' : 'none';
}

export function spokenWords(phrases: readonly Phrase[]): SpokenWord[] {
  const words = phrases.flatMap((phrase) =>
    phrase.words.map((word, index) => ({
      ...word,
      breakAfter: 'none' as BreakStrength,
      phraseEnd: index === phrase.words.length - 1,
    })),
  );
  const punctuated = words.some((word) => sentenceEnd.test(word.text) || clauseEnd.test(word.text));
  const spoken = words.map(
    ({ phraseEnd, ...word }, index): SpokenWord => ({
      ...word,
      breakAfter: strengthAfter(word, words[index + 1], phraseEnd, punctuated),
    }),
  );
  return punctuated ? spoken : asSentences(spoken);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * English words always written with a capital, which a lower-case transcript loses: an engine leaves
 * "saturday" as it is but translates "Saturday". ("May" and "March" are words too, so left alone.)
 */
const properEnglish = new Set(
  'i monday tuesday wednesday thursday friday saturday sunday january february april june july august september october november december'.split(
    ' ',
  ),
);
const alwaysCapitalised = (text: string) => properEnglish.has(text) || text.startsWith("i'");

/**
 * Lower-case words without punctuation (PocketSphinx's) written as sentences — a capital after each
 * sentence end and a full stop at it — so that they read as text and a translation engine sees sentences.
 */
function asSentences(words: SpokenWord[]): SpokenWord[] {
  return words.map((word, index) => {
    const startsSentence = index === 0 || words[index - 1]?.breakAfter === 'sentence';
    let text = startsSentence || alwaysCapitalised(word.text) ? capitalised(word.text) : word.text;
    if (word.breakAfter === 'sentence') text += '.';
    return { ...word, text };
  });
}
