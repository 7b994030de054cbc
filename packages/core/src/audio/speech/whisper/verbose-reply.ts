// The `verbose_json` answer of `/v1/audio/transcriptions` (OpenAI's documented shape, which whisper.cpp's
// and faster-whisper's servers copy), turned into phrases of timed words. Segments carry the punctuation,
// words the times: each segment's words are taken with the segment's own spelling when the two agree
// word for word, and spread over the segment by their length when the API sent no word times.
import { z } from 'zod';
import type { Phrase, TimedWord } from '../speech-engine';

const timedWord = z.object({ word: z.string(), start: z.number(), end: z.number() });
const segment = z.object({ start: z.number(), end: z.number(), text: z.string() });

export const verboseReply = z.object({
  text: z.string(),
  language: z.string().optional(),
  duration: z.union([z.number(), z.string()]).optional(),
  segments: z.array(segment).nullish(),
  words: z.array(timedWord).nullish(),
});

type VerboseReply = z.infer<typeof verboseReply>;
type Segment = z.infer<typeof segment>;
type ReplyWord = z.infer<typeof timedWord>;

const tokensOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** The segment's tokens spread over its time by their length (an API that sent segments only). */
function spreadOver(tokens: string[], start: number, end: number): TimedWord[] {
  const total = tokens.reduce((sum, token) => sum + token.length + 1, 0);
  let at = start;
  return tokens.map((token) => {
    const length = ((token.length + 1) / total) * (end - start);
    const word = { text: token, start: at, end: at + length };
    at += length;
    return word;
  });
}

function wordsOfSegment(piece: Segment, words: ReplyWord[]): TimedWord[] {
  const tokens = tokensOf(piece.text);
  const inside = words.filter(
    (word) => (word.start + word.end) / 2 >= piece.start && (word.start + word.end) / 2 <= piece.end,
  );
  if (inside.length === 0) return spreadOver(tokens, piece.start, piece.end);
  const sameWords = inside.length === tokens.length;
  return inside.map((word, index) => ({
    text: sameWords ? (tokens[index] ?? word.word.trim()) : word.word.trim(),
    start: word.start,
    end: word.end,
  }));
}

export function phrasesOf(reply: VerboseReply, chunkSeconds: number): Phrase[] {
  const words = reply.words ?? [];
  if (reply.segments && reply.segments.length > 0)
    return reply.segments
      .map((piece) => ({ words: wordsOfSegment(piece, words) }))
      .filter((phrase) => phrase.words.length > 0);
  if (words.length > 0)
    return [{ words: words.map((word) => ({ text: word.word.trim(), start: word.start, end: word.end })) }];
  const tokens = tokensOf(reply.text);
  return tokens.length > 0 ? [{ words: spreadOver(tokens, 0, chunkSeconds) }] : [];
}
