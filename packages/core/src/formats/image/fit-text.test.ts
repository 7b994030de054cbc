import { describe, expect, it } from 'vitest';
import { syllablesFor } from '../../text/hyphenation';
import { loadCanvas } from './canvas';
import { fitText } from './fit-text';
import { fontListFor } from './image-fonts';

const context = loadCanvas().createCanvas(400, 400).getContext('2d');
const settings = { largest: 30, fontList: fontListFor('es') };
const narrow = { box: [0, 0, 170, 300] as [number, number, number, number] };
const texts = (lines: readonly { text: string }[]) => lines.map((line) => line.text);

describe('fitting a translation to its room', () => {
  it('hyphenates a word too long for the line, as Spanish allows, rather than shrinking the letters', () => {
    const text = 'Es extraordinariamente difícil.';
    const shrunk = fitText(context, text, narrow, settings);
    const hyphenated = fitText(context, text, narrow, { ...settings, syllables: syllablesFor('es') });
    expect(hyphenated.size).toBeGreaterThan(shrunk.size);
    const lines = texts(hyphenated.lines);
    expect(lines[0]).toMatch(/^Es extra\p{L}*-$/u);
    // Hyphens only where a word was cut, and the short last word left whole.
    expect(lines.join('\n').replace(/-\n/g, '').replace(/\n/g, ' ')).toBe(text);
    expect(lines.at(-1)).toMatch(/difícil\.$/);
    context.font = `${hyphenated.size}px ${settings.fontList}`;
    for (const line of hyphenated.lines)
      expect(context.measureText(line.text).width).toBeLessThanOrEqual(170);
  });

  it('ends a line that is well filled before a long word instead of hyphenating it', () => {
    const lines = fitText(
      context,
      'La casa pequeña extraordinariamente',
      { box: [0, 0, 330, 300] },
      {
        ...settings,
        syllables: syllablesFor('es'),
      },
    ).lines;
    expect(texts(lines)).toEqual(['La casa pequeña', 'extraordinariamente']);
  });
});
