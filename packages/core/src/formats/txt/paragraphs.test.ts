import { describe, expect, it } from 'vitest';
import { joinParagraphs, splitParagraphs } from './paragraphs';

describe('splitParagraphs', () => {
  it('splits at blank lines and keeps every byte between paragraphs', () => {
    const text = '\n  Title\r\n\r\nFirst line\r\nsecond line  \n \t\n\n\tLast.\n\n';
    const layout = splitParagraphs(text);
    expect(layout.paragraphs).toEqual(['Title', 'First line\r\nsecond line', 'Last.']);
    expect(layout.gaps).toEqual(['\n  ', '\r\n\r\n', '  \n \t\n\n\t', '\n\n']);
    expect(joinParagraphs(layout)).toBe(text);
  });

  it('finds no paragraph in blank text', () => {
    expect(splitParagraphs(' \n\n ')).toEqual({ gaps: [' \n\n '], paragraphs: [] });
  });
});
