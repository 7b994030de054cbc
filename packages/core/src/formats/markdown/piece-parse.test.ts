import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusFiles } from '../testing/round-trip';
import { blockBoundaries } from './block-boundaries';
import { extractMarkdown } from './extract-markdown';
import { parseMarkdownTree } from './markdown-processor';
import { parseMarkdown } from './parse-markdown';
import { parseInPieces } from './piece-parse';
import { rebuildMarkdown } from './rebuild-markdown';
import { restorePositions } from './restore-positions';

const fixtures = join(import.meta.dirname, 'fixtures');
const files = [
  ...readdirSync(fixtures)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(fixtures, name)),
  ...corpusFiles('markdown', ['.md', '.markdown']),
];

/** micromark's tree of the whole file, with the positions GFM's autolinks lack restored as pieces have them. */
function parseWhole(text: string) {
  const tree = parseMarkdownTree(text);
  restorePositions(tree, text);
  return tree;
}

/** Cuts wherever a cut is allowed, so every boundary of the file is tried. */
const everyBoundary = 1;

const crafted = [
  'Intro with a [reference][later], a [^note] and a shortcut [Garden].',
  '',
  '```sh',
  'garden water',
  '',
  'Not a heading, still code',
  '',
  '```',
  '',
  '- a loose list',
  '',
  '- whose second item',
  '',
  '  has a second paragraph, see [Garden]',
  '',
  'After the list.',
  '',
  '<!-- a comment',
  '',
  'that spans a blank line -->',
  '',
  '$$',
  'x = 1',
  '',
  '$$',
  '',
  '> [quoted]: https://example.org/quoted',
  '',
  'Uses [quoted] from the quote.',
  '',
  '[later]: https://example.org/later',
  '',
  '[garden]: https://example.org/garden "Garden"',
  '',
  '[^note]: The footnote, with *emphasis*.',
  '',
].join('\n');

function extracted(tree: ReturnType<typeof parseMarkdown>, text: string) {
  const { segments, edits } = extractMarkdown(tree, text);
  const sources = segments.map((segment) => segment.text);
  return { segments, edits, output: rebuildMarkdown(text, edits, sources, sources) };
}

describe('parsing a Markdown file in pieces', () => {
  it.each([...files.map((path) => [basename(path), path]), ['crafted', '']])(
    '%s gives the same tree, segments and output as parsing it whole',
    (_name, path) => {
      const text = path ? readFileSync(path, 'utf8').replace(/^\uFEFF/, '') : crafted;
      const pieces = parseInPieces(text, everyBoundary);
      if (pieces === undefined) return expect(blockBoundaries(text, everyBoundary).starts).toHaveLength(1);
      expect(pieces).toEqual(parseWhole(text));
      const whole = extracted(parseMarkdown(text, Number.POSITIVE_INFINITY), text);
      expect(extracted(parseMarkdown(text, everyBoundary), text)).toEqual(whole);
      expect(whole.output).toBe(text);
    },
  );

  it('cuts the crafted file at several places, none inside the code, the comment or the math', () => {
    const { starts, labels } = blockBoundaries(crafted, everyBoundary);
    const lines = starts.map((start) => crafted.slice(start).split('\n')[0]);
    expect(lines).toEqual([
      'Intro with a [reference][later], a [^note] and a shortcut [Garden].',
      '```sh',
      'After the list.',
      '<!-- a comment',
      '$$',
      '> [quoted]: https://example.org/quoted',
      'Uses [quoted] from the quote.',
      '[later]: https://example.org/later',
      '[garden]: https://example.org/garden "Garden"',
      '[^note]: The footnote, with *emphasis*.',
    ]);
    expect(labels).toEqual(['later', 'garden', '^note']);
    expect(parseInPieces(crafted, everyBoundary)).toBeDefined();
  });

  it('never cuts inside front matter', () => {
    const text = '---\ntitle: Garden\n\ndescription: Beds\n---\n\nText\n\nMore text\n';
    const lines = blockBoundaries(text, everyBoundary).starts.map(
      (start) => text.slice(start).split('\n')[0],
    );
    expect(lines).toEqual(['---', 'Text', 'More text']);
    expect(parseInPieces(text, everyBoundary)).toEqual(parseWhole(text));
  });

  it('parses a file that starts with a byte order mark whole, as micromark counts offsets after it', () => {
    expect(parseInPieces('\uFEFFText\n\nMore text\n', everyBoundary)).toBeUndefined();
  });

  it('parses the whole file when a piece would end inside an unclosed fence', () => {
    const text = 'Text\n\n- item\n  ```\n\nnot code after the list\n\n```\n\nin code\n\n```\n';
    expect(parseInPieces(text, everyBoundary)).toBeUndefined();
    expect(parseMarkdown(text, everyBoundary)).toEqual(parseMarkdown(text, Number.POSITIVE_INFINITY));
  });
});
