import { describe, expect, it } from 'vitest';
import { halves, requestChunks, segmentsPerRequest } from './chunks';

describe('request chunks', () => {
  it('keeps each text with its own context', () => {
    const texts = Array.from({ length: 100 }, (_, index) => `Text ${index}`);
    const context = texts.map((text) => ({ heading: `Heading of ${text}` }));
    const chunks = requestChunks(texts, context);
    expect(chunks.map((chunk) => chunk.texts.length)).toEqual([segmentsPerRequest, segmentsPerRequest, 20]);
    for (const chunk of chunks)
      chunk.texts.forEach((text, index) => {
        expect(chunk.context[index]?.heading).toBe(`Heading of ${text}`);
      });
  });

  it('halves a chunk together with its context', () => {
    const [first, second] = halves({
      texts: ['A', 'B', 'C'],
      context: [{ next: 'B' }, undefined, { previous: 'B' }],
    });
    expect(first).toEqual({ texts: ['A', 'B'], context: [{ next: 'B' }, undefined] });
    expect(second).toEqual({ texts: ['C'], context: [{ previous: 'B' }] });
  });

  it('works without context', () => {
    expect(requestChunks(['A'])).toEqual([{ texts: ['A'], context: [] }]);
  });
});
