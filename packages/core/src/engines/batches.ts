// Groups texts into batches of at most `maxChars` characters, keeping order, so each engine call
// carries as much as the engine handles well. A text longer than the limit travels alone.

export function batchTexts(texts: readonly string[], maxChars: number): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let currentChars = 0;
  for (const text of texts) {
    if (current.length > 0 && currentChars + text.length > maxChars) {
      batches.push(current);
      current = [];
      currentChars = 0;
    }
    current.push(text);
    currentChars += text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
