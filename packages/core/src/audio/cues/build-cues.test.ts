import { describe, expect, it } from 'vitest';
import type { Phrase } from '../speech/speech-engine';
import { buildCues } from './build-cues';
import { cueRules } from './cue-rules';
import { spokenWords } from './spoken-words';
import { srtText } from './write-cues';

/** `text` spoken at `charsPerSecond` from `start`, one phrase per sentence with `pause` seconds between. */
function spoken(sentences: string[], charsPerSecond = 15, pause = 0.8): Phrase[] {
  let at = 0;
  return sentences.map((sentence) => {
    const words = sentence.split(' ').map((text) => {
      const word = { text, start: at, end: at + text.length / charsPerSecond };
      at = word.end + 1 / charsPerSecond;
      return word;
    });
    at += pause;
    return { words };
  });
}

const lecture = [
  'Good morning, everyone, and thank you for coming to this lecture on the history of the printing press in Europe.',
  'Before Gutenberg, books were copied by hand, which took months for a single volume and made them very expensive.',
  'Short one.',
  'His press, built around 1440 in Mainz, used movable metal type; within fifty years presses were running in more than two hundred cities across the continent, from Venice to London.',
];

describe('subtitle cues from timed words', () => {
  const cues = buildCues(spokenWords(spoken(lecture)), 'en');

  it('keeps every cue within two lines of 42 characters and 7 seconds', () => {
    for (const cue of cues) {
      expect(cue.lines.length).toBeLessThanOrEqual(cueRules.maxLines);
      for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(cueRules.maxLineChars);
      expect(cue.end - cue.start).toBeLessThanOrEqual(cueRules.maxSeconds);
    }
  });

  it('asks for no more than 17 characters a second of speech at a normal pace', () => {
    for (const cue of cues) {
      const characters = cue.lines.join('').length;
      expect(characters / (cue.end - cue.start)).toBeLessThanOrEqual(cueRules.maxCharsPerSecond + 0.01);
    }
  });

  it('ends a cue at every sentence end and cuts long sentences at clause ends', () => {
    const texts = cues.map((cue) => cue.lines.join(' '));
    expect(texts).toContain('Short one.');
    // A cue that does not end a clause does not end on a word that leans on the next one either.
    for (const text of texts) expect(text).not.toMatch(/\b(the|of|to|in|for|and|a)$/);
    expect(texts.join(' ')).toBe(lecture.join(' '));
  });

  it('splits two lines after a comma when both then fit', () => {
    expect(cues.map((cue) => cue.lines)).toContainEqual(['Before Gutenberg,', 'books were copied by hand,']);
  });

  it('never shows two cues at once and starts each with its first word', () => {
    for (const [index, cue] of cues.slice(1).entries())
      expect(cue.start).toBeGreaterThanOrEqual(cues[index]?.end ?? 0);
  });

  it('writes a SubRip file players read', () => {
    expect(srtText(cues.slice(0, 1))).toBe(
      '1\n00:00:00,000 --> 00:00:05,267\nGood morning, everyone, and thank you for\ncoming to this lecture on the history\n',
    );
  });
});

describe('words without punctuation (PocketSphinx)', () => {
  const phrases = spoken(['i think the house is small', 'we will go home on saturday'], 15, 0.8);
  const words = spokenWords(
    phrases.map((phrase) => ({
      words: phrase.words.map((word) => ({ ...word, text: word.text.toLowerCase() })),
    })),
  );

  it('are written as sentences ending where the speaker paused', () => {
    const cues = buildCues(words, 'en');
    expect(cues.map((cue) => cue.lines.join(' '))).toEqual([
      'I think the house is small.',
      // The names of days and months keep their capital, so that an engine translates them.
      'We will go home on Saturday.',
    ]);
  });

  it('are cut where the speaker paused briefly when a sentence is too long for one cue', () => {
    const long =
      'so we took the train from the old station to the city and then we walked along the river until it was dark';
    const [phrase] = spoken([long], 15, 0);
    const paused = phrase?.words.map((word, index) =>
      index >= 12 ? { ...word, start: word.start + 0.4, end: word.end + 0.4 } : word,
    );
    const cues = buildCues(spokenWords([{ words: paused ?? [] }]), 'en');
    expect(cues[0]?.lines.join(' ')).toBe('So we took the train from the old station to the city');
  });
});
