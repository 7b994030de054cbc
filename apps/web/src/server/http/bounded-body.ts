// Request bodies read under a ceiling: bytes are counted as they arrive and reading stops at the first
// byte past the route's limit (a `too_large` error, HTTP 413), whether or not the sender announced a
// length — a chunked request announces none, and an announced length may lie.
import { UserFacingError } from '@verso/core';

function tooLarge(maxBytes: number): UserFacingError {
  const size =
    maxBytes >= 1024 * 1024 ? `${Math.floor(maxBytes / 1024 / 1024)} MB` : `${Math.ceil(maxBytes / 1024)} KB`;
  return new UserFacingError('too_large', `The request is too large: at most ${size} are accepted here.`);
}

/** The request's body as a stream that fails with `too_large` past `maxBytes`, leaving the rest unread. */
export function boundedBody(request: Request, maxBytes: number): ReadableStream<Uint8Array> {
  if (Number(request.headers.get('content-length')) > maxBytes) throw tooLarge(maxBytes);
  const source = request.body?.getReader();
  let received = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = await source?.read();
      if (!chunk || chunk.done) return controller.close();
      received += chunk.value.byteLength;
      if (received > maxBytes) {
        await source?.cancel();
        return controller.error(tooLarge(maxBytes));
      }
      controller.enqueue(chunk.value);
    },
    cancel: (reason) => source?.cancel(reason),
  });
}

/** The whole body, for the small JSON and form bodies a route reads at once. */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<ArrayBuffer> {
  return new Response(boundedBody(request, maxBytes)).arrayBuffer();
}

export async function readBoundedText(request: Request, maxBytes: number): Promise<string> {
  return new Response(boundedBody(request, maxBytes)).text();
}
