import { describe, expect, it } from 'vitest';
import { joinAsHtml, splitFromHtml } from './html-batch';

describe('HTML batches', () => {
  it("splits a batch back into its texts, unescaping each text's own markup", () => {
    const texts = ['a < b & c', 'line one\nline two', '<p data-verso="0">not a separator</p>'];
    expect(splitFromHtml(joinAsHtml(texts), texts.length)).toEqual(texts);
  });

  it('refuses output that lost a separator rather than misplacing translations', () => {
    const html = joinAsHtml(['one', 'two']).replace('<p data-verso="1">', '');
    expect(() => splitFromHtml(html, 2)).toThrowError(/lost the separators of texts 1/);
  });
});
