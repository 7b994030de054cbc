// Splits a batch into requests a model answers reliably: long JSON lists invite dropped or merged
// items, so a request carries at most 40 segments or about 6,000 characters. Each text's document
// context travels in the same chunk as the text.
import type { SegmentContext } from '../../segments/segment';
import { batchTexts } from '../batches';

export const segmentsPerRequest = 40;
export const charactersPerRequest = 6_000;

type PerText = readonly (SegmentContext | undefined)[];

export interface RequestChunk {
  texts: string[];
  /** Per text, in the same order; empty when the caller gave none. */
  context: PerText;
}

function slice(texts: readonly string[], context: PerText, start: number, end: number): RequestChunk {
  return { texts: texts.slice(start, end), context: context.slice(start, end) };
}

export function requestChunks(texts: readonly string[], context: PerText = []): RequestChunk[] {
  const chunks: RequestChunk[] = [];
  let start = 0;
  for (const batch of batchTexts(texts, charactersPerRequest)) {
    for (let offset = 0; offset < batch.length; offset += segmentsPerRequest) {
      const size = Math.min(segmentsPerRequest, batch.length - offset);
      chunks.push(slice(texts, context, start, start + size));
      start += size;
    }
  }
  return chunks;
}

/** The chunk in two halves, for asking again after an answer that was not a complete list. */
export function halves(chunk: RequestChunk): RequestChunk[] {
  const middle = Math.ceil(chunk.texts.length / 2);
  const { texts, context } = chunk;
  return [slice(texts, context, 0, middle), slice(texts, context, middle, texts.length)].filter(
    (half) => half.texts.length > 0,
  );
}
