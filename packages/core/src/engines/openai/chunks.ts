// Splits a batch into requests a model answers reliably: long JSON lists invite dropped or merged
// items, so a request carries at most 40 segments or about 6,000 characters.
import { batchTexts } from '../batches';

export const segmentsPerRequest = 40;
export const charactersPerRequest = 6_000;

export function requestChunks(texts: readonly string[]): string[][] {
  return batchTexts(texts, charactersPerRequest).flatMap((batch) => {
    const chunks: string[][] = [];
    for (let start = 0; start < batch.length; start += segmentsPerRequest)
      chunks.push(batch.slice(start, start + segmentsPerRequest));
    return chunks;
  });
}
