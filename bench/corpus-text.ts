// The benchmarks' input: paragraphs and sentences of English prose from shared/corpus.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countWords } from '@verso/core';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const corpusFile = path.resolve(repoRoot, '..', 'shared', 'corpus', 'txt', 'argos-example.txt');

function corpusParagraphs(): string[] {
  return readFileSync(corpusFile, 'utf8')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

/** The corpus's paragraphs, repeated and the last one cut, to exactly `words` words. */
export function paragraphsOfExactly(words: number): string[] {
  const source = corpusParagraphs();
  const paragraphs: string[] = [];
  let remaining = words;
  for (let index = 0; remaining > 0; index++) {
    const paragraph = source[index % source.length] ?? '';
    const paragraphWords = paragraph.split(' ');
    if (countWords(paragraph) <= remaining) {
      paragraphs.push(paragraph);
      remaining -= countWords(paragraph);
      continue;
    }
    // Cut word by word: a token without letters or digits (a dash) does not count as a word.
    let cut = 0;
    while (countWords(paragraphWords.slice(0, cut).join(' ')) < remaining) cut++;
    paragraphs.push(paragraphWords.slice(0, cut).join(' '));
    remaining = 0;
  }
  return paragraphs;
}

/** Sentences of at least a few words, as a user would paste them one at a time. */
export function corpusSentences(count: number): string[] {
  const sentences = corpusParagraphs()
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+/))
    .filter((sentence) => countWords(sentence) >= 4);
  return Array.from({ length: count }, (_, index) => sentences[index % sentences.length] ?? '');
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], percent: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)] ?? 0;
}
