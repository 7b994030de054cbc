// Distinct English prose for the speed benchmarks: the paragraphs of two public EPUB books from
// shared/corpus, each once. A document that repeats its paragraphs measures Verso's deduplication (each
// distinct text is translated once); this one measures the translation path itself.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { countWords } from '@verso/core';
import { referencedCharacter } from '@verso/core/markup/character-references';
import { repoRoot } from './corpus-text';

const books = ['idpf-accessible_epub_3.epub', 'idpf-childrens-literature.epub'].map((name) =>
  path.resolve(repoRoot, '..', 'shared', 'corpus', 'epub', name),
);

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&([#a-zA-Z0-9]+);/g, (reference, name: string) => referencedCharacter(name) ?? reference)
    .replace(/\s+/g, ' ')
    .trim();

/** The text of each `<p>` of the book's pages, in the order of their names (unzip reads the archive). */
function bookParagraphs(file: string): string[] {
  const pages = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' })
    .split('\n')
    .filter((name) => /\.x?html$/.test(name))
    .sort();
  return pages.flatMap((page) => {
    const html = execFileSync('unzip', ['-p', file, page], { encoding: 'utf8', maxBuffer: 64 << 20 });
    return [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].map((match) => plainText(match[1] ?? ''));
  });
}

/** Distinct paragraphs of at least five words, in book order, until they hold `words` words. */
export function distinctParagraphs(words: number): string[] {
  const seen = new Set<string>();
  const chosen: string[] = [];
  let total = 0;
  for (const book of books) {
    for (const paragraph of bookParagraphs(book)) {
      if (total >= words) return chosen;
      if (countWords(paragraph) < 5 || seen.has(paragraph)) continue;
      seen.add(paragraph);
      chosen.push(paragraph);
      total += countWords(paragraph);
    }
  }
  return chosen;
}
