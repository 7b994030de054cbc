import { describe, expect, it } from 'vitest';
import { type InlineItem, renderRuns, runParagraph } from './inline-runs';

const plain = '<rPr/>';
const bold = '<rPr><b/></rPr>';
const run = (style: string, text: string) => `[${style}|${text}]`;

describe('a paragraph of runs as one segment', () => {
  const items: InlineItem[] = [
    { kind: 'text', text: 'The ', style: plain },
    { kind: 'text', text: 'big', style: bold },
    { kind: 'text', text: ' house', style: plain },
    { kind: 'text', text: ' is red.', style: plain },
  ];

  it('writes the most common formatting as plain text and the rest as pairs', () => {
    const paragraph = runParagraph(items);
    expect(paragraph.text).toBe('The <g1>big</g1> house is red.');
    expect(paragraph.base).toBe(plain);
  });

  it('keeps the bold run on the translated word wherever it moved', () => {
    const paragraph = runParagraph(items);
    expect(renderRuns('La casa <g1>grande</g1> es roja.', paragraph, run)).toBe(
      `[${plain}|La casa ][${bold}|grande][${plain}| es roja.]`,
    );
  });

  it('merges runs that spell-check split with the same formatting', () => {
    expect(runParagraph(items).text).not.toContain('house</g');
    const split = runParagraph([
      { kind: 'text', text: 'Hel', style: bold },
      { kind: 'text', text: 'lo', style: bold },
    ]);
    expect(split.text).toBe('Hello');
  });

  it('keeps codes and wrappers where the translation puts them, and drops what an engine invented', () => {
    const paragraph = runParagraph([
      { kind: 'text', text: 'See ', style: plain },
      { kind: 'open', markup: '<link>' },
      { kind: 'text', text: 'the guide', style: plain },
      { kind: 'close', markup: '</link>' },
      { kind: 'code', markup: '<tab/>' },
      { kind: 'text', text: 'now', style: plain },
    ]);
    expect(paragraph.text).toBe('See <g1>the guide</g1><x2/>now');
    expect(renderRuns('Vea <g1>la guía</g1><x2/>ya<x9/><x2/>', paragraph, run)).toBe(
      `[${plain}|Vea ]<link>[${plain}|la guía]</link><tab/>[${plain}|ya]`,
    );
  });

  it('closes pairs an engine left open', () => {
    const paragraph = runParagraph([
      { kind: 'open', markup: '<link>' },
      { kind: 'text', text: 'x', style: plain },
      { kind: 'close', markup: '</link>' },
    ]);
    expect(renderRuns('<g1>y', paragraph, run)).toBe(`<link>[${plain}|y]</link>`);
  });

  it('escapes text that looks like a placeholder', () => {
    const paragraph = runParagraph([{ kind: 'text', text: 'a <g1> b', style: plain }]);
    expect(paragraph.text).toBe('a <x1/>g1> b');
    expect(renderRuns(paragraph.text, paragraph, run)).toBe(`[${plain}|a ][${plain}|<][${plain}|g1> b]`);
  });
});
