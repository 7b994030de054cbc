// A request body that never ends, as a chunked upload of unbounded length arrives: tests count how much
// of it the server pulled before answering.
const chunkBytes = 16 * 1024;
/** Far past every route's ceiling; the stream ends here only so that a server reading it all still answers. */
const givesUpAfterBytes = 256 * 1024 * 1024;

export function endlessBody(firstChunk = new Uint8Array()) {
  let pulled = 0;
  const chunk = new Uint8Array(chunkBytes).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pulled === 0 && firstChunk.byteLength ? firstChunk : chunk;
      if (pulled >= givesUpAfterBytes) return controller.close();
      pulled += next.byteLength;
      controller.enqueue(next);
    },
  });
  // Streams read a little ahead of their reader (a few chunks at most), whatever the body's length.
  const readAheadBytes = 4 * chunkBytes;
  return { stream, readAheadBytes, pulledBytes: () => pulled };
}

/** A POST with that body and no length, as a chunked request comes in. */
export function chunkedPost(url: string, body: ReadableStream<Uint8Array>, contentType: string): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    duplex: 'half',
  } as RequestInit);
}
