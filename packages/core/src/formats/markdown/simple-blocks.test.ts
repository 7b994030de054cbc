import { describe, expect, it } from 'vitest';
import { benchSample } from './bench-sample';
import { blockBoundaries } from './block-boundaries';
import { parseMarkdownTree } from './markdown-processor';
import { readSimpleBlocks } from './simple-blocks';

const read = (text: string) => readSimpleBlocks(text, 0, text.length, 1);

const simple = {
  'heading and paragraph': '## Bed 1: planting and care\n\nEach bed is looked after by two volunteers.\n',
  'emphasis, strong, code and links':
    'Read the [watering guide](https://example.org/water#bed-1) with *care* and **two hands**,\nthen run `garden log --bed 1`, or write to <garden@example.org> or <https://example.org>.\n',
  'a line that starts with markup': 'The first line\n*then emphasis* on the second\n',
  image: '![Bed 1 seen from the gate](images/bed-1.jpg)\n',
  'ordered list with a continuation line':
    '1. Loosen the soil with the *small* fork.\n2. Sow the seeds.\n   Keep the label at the front.\n3. Note the date.\n\n',
  'bullet list with a heading': '- # A heading item\n- a paragraph item\n',
  table:
    '| Plant | Sow in | |\n|:------|-------:|:-:|\n| Carrot | `March` |  |\n| Lettuce | April | June |\n',
  'quote with two paragraphs and a heading': '> **Tip:** water early.\n> Never at noon.\n>\n> # Also\n',
  'fenced code with info': '```sh title="water"\ngarden water --bed 1\n\n  indented\n```\n\n~~~\n```\n~~~\n',
  'code spans with spaces': 'Type ` a `, `  ` or `` b ``.\n',
};

const outsideSubset = {
  'trailing spaces (a hard break)': 'Line one  \nline two\n',
  'an escape': 'Not \\*emphasis\\*\n',
  'a bare URL': 'See https://example.org for more.\n',
  'an e-mail address': 'Write to garden@example.org.\n',
  underscore: 'Some _emphasis_ here.\n',
  'a reference link': 'A [reference][ref] link.\n',
  'a link with a title': 'A [link](https://example.org "Title").\n',
  'inline HTML': 'Some <b>bold</b> text.\n',
  'an entity': 'Fish &amp; chips\n',
  'emphasis inside a word': 'un*frigging*believable\n',
  'a lazy continuation line': '> quoted\nlazy\n',
  'a loose list': '- one\n\n- two\n',
  'a nested list': '- one\n  - two\n',
  'a setext heading': 'Title\n=====\n',
  'an unclosed fence': '```\ncode\n',
  'a table row without pipes': '| a |\n|---|\nb\n',
  'indented code': '    code\n',
  'a tab': 'a\tb\n',
  'CRLF line breaks': 'one\r\ntwo\r\n',
  'a task list item': '- [ ] todo\n',
  'front matter': '---\ntitle: x\n---\n',
};

describe('reading the simple subset of Markdown without micromark', () => {
  it.each(Object.entries(simple))('reads %s as micromark does', (_name, text) => {
    const blocks = read(text);
    expect(blocks).toBeDefined();
    expect(blocks).toEqual(parseMarkdownTree(text).children);
  });

  it.each(Object.entries(outsideSubset))('leaves %s to micromark', (_name, text) => {
    expect(read(text)).toBeUndefined();
  });

  it('reads every piece of the benchmark sample after its front matter, which is what makes Markdown fast', () => {
    const text = benchSample(4000).toString();
    const { starts } = blockBoundaries(text, 1);
    const pieces = starts.slice(1).map((start, index) => [start, starts[index + 2] ?? text.length] as const);
    const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
    const blocks = pieces.map(([from, to]) => readSimpleBlocks(text, from, to, lineOf(from)));
    expect(blocks.every((read) => read !== undefined)).toBe(true);
    expect(blocks.flat()).toEqual(parseMarkdownTree(text).children.slice(1));
  });
});
