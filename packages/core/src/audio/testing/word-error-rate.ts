// Word error rate: the word-level edit distance between what was said and what was recognised, over
// the words said. Case and punctuation do not count.

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

export function wordErrorRate(reference: string, hypothesis: string): number {
  const said = wordsOf(reference);
  const heard = wordsOf(hypothesis);
  let previous = Array.from({ length: heard.length + 1 }, (_, index) => index);
  said.forEach((word, row) => {
    const current = [row + 1];
    heard.forEach((candidate, column) => {
      const substitution = (previous[column] ?? 0) + (word === candidate ? 0 : 1);
      current.push(Math.min(substitution, (previous[column + 1] ?? 0) + 1, (current[column] ?? 0) + 1));
    });
    previous = current;
  });
  return (previous[heard.length] ?? 0) / Math.max(said.length, 1);
}
