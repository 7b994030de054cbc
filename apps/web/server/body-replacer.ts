// Replaces a token in a body that arrives in chunks, where one occurrence may straddle two chunks.

/** Returns the bytes that may go out now; call with `last` for the final chunk to flush what was held. */
export type ChunkRewriter = (chunk: Buffer, last: boolean) => Buffer;

/** `token` and `replacement` have the same length, so a Content-Length set beforehand stays right. */
export function tokenReplacer(token: string, replacement: string): ChunkRewriter {
  const from = Buffer.from(token);
  const to = Buffer.from(replacement);
  if (from.length !== to.length) throw new Error('The replacement must be as long as the token.');
  let held = Buffer.alloc(0);
  return (chunk, last) => {
    const bytes = Buffer.concat([held, chunk]);
    for (let at = bytes.indexOf(from); at !== -1; at = bytes.indexOf(from, at + from.length)) {
      to.copy(bytes, at);
    }
    // The end may be the start of a token that the next chunk completes.
    const keep = last ? 0 : Math.min(bytes.length, from.length - 1);
    held = Buffer.from(bytes.subarray(bytes.length - keep));
    return bytes.subarray(0, bytes.length - keep);
  };
}
