// Services cap how many texts one request may carry; a batch is sent as several requests, run through
// the engine's concurrency limit, and put back together in order.
import type { Limiter } from './concurrency-limit';
import { unexpectedAnswer } from './remote-call';
import type { RemoteService } from './remote-service';

export async function translateInChunks(
  service: RemoteService,
  limit: Limiter,
  texts: readonly string[],
  chunkSize: number,
  translateChunk: (chunk: string[]) => Promise<string[]>,
): Promise<string[]> {
  const chunks: string[][] = [];
  for (let start = 0; start < texts.length; start += chunkSize)
    chunks.push(texts.slice(start, start + chunkSize));
  const translated = await Promise.all(
    chunks.map((chunk) =>
      limit(async () => {
        const result = await translateChunk(chunk);
        // A reply with a text missing would shift every later translation onto the wrong source.
        if (result.length !== chunk.length) {
          throw unexpectedAnswer(service, { sent: chunk.length, received: result.length });
        }
        return result;
      }),
    ),
  );
  return translated.flat();
}
