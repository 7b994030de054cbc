// Texts travel to a warm Apertium pipeline in its own stream format, as Transfuse (what `apertium -f
// html` runs here) writes them: special characters escaped, and each text closed with a full stop and an
// empty superblank so the tagger and transfer see a sentence end. One text per null-flushed chunk, so
// a text can never bleed into its neighbour and every answer comes back in order.

const streamSpecial = /[\\[\]{}^$/@<>]/g;
const escapedCharacter = /\\([\s\S])/g;
const addedSentenceEnd = /\.?\[\]\s*$/;

/** One text as a chunk of the stream, without its closing `\0`. */
export function toApertiumStream(text: string): string {
  // A NUL inside a text would end its chunk early and shift every later answer by one.
  return `${text.replace(/\0/g, ' ').replace(streamSpecial, '\\$&')}.[]`;
}

/** A translated chunk back to plain text: the added full stop and superblank removed, escapes undone. */
export function fromApertiumStream(chunk: string): string {
  return chunk.replace(addedSentenceEnd, '').replace(escapedCharacter, '$1');
}
