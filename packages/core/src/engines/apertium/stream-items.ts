// Reads Apertium's output stream into text and blanks. A word-bound blank `[[t:0; t:2]]word[[/]]` says
// which placeholder pairs (numbered in source order) the word belongs to; Apertium copies it onto every
// word a source word became, and joins the labels of words it merged ("of the" → "del": `t:0; t:1`).

export type StreamItem =
  /** `pairs` is empty for text outside word-bound blanks. */
  | { kind: 'text'; text: string; pairs: readonly number[] }
  /** A superblank's content, unescaped: placeholder markup that stayed in place. */
  | { kind: 'blank'; markup: string };

export function wordBoundLabel(pair: number): string {
  return `t:${pair}`;
}

const labelPart = /^t:(\d+)$/;

function pairsIn(label: string): number[] {
  const pairs = label.split(';').flatMap((part) => {
    const match = labelPart.exec(part.trim());
    return match ? [Number(match[1])] : [];
  });
  return [...new Set(pairs)];
}

// Word-bound blank, superblank, escaped character, a run of plain text, or a stray `[` or `\`.
const streamToken = /\[\[([^\]]*)\]\]|\[((?:\\[\s\S]|[^\\\]])*)\]|\\([\s\S])|([^\\[]+)|([\s\S])/g;
const escapedCharacter = /\\([\s\S])/g;

/** Splits a chunk into items; neighbouring text with the same pairs is one item. */
export function readStreamItems(chunk: string): StreamItem[] {
  const items: StreamItem[] = [];
  let wordPairs: readonly number[] = [];
  const addText = (text: string) => {
    const last = items.at(-1);
    if (last?.kind === 'text' && last.pairs === wordPairs) last.text += text;
    else items.push({ kind: 'text', text, pairs: wordPairs });
  };
  for (const [, label, superblank, escaped, plain, stray] of chunk.matchAll(streamToken)) {
    if (label !== undefined) wordPairs = label === '/' ? [] : pairsIn(label);
    else if (superblank !== undefined)
      items.push({ kind: 'blank', markup: superblank.replace(escapedCharacter, '$1') });
    else addText(escaped ?? plain ?? stray ?? '');
  }
  return items;
}
