import { describe, expect, it } from 'vitest';
import { markRanges } from './marked-ranges';

describe('markRanges', () => {
  it('wraps each range in a new pair and swaps the pair, whatever it holds, for the replacement', () => {
    const marked = markRanges('the cloud is big', [{ start: 4, end: 9, restoreAs: 'nube' }]);
    expect(marked.text).toBe('the <g1>cloud</g1> is big');
    expect(marked.spans).toEqual(['cloud']);
    expect(marked.restore('la <g1>nuage</g1> es grande')).toBe('la nube es grande');
    expect(marked.restore('la <g1></g1> es grande')).toBe('la nube es grande');
  });

  it('numbers its pairs after the text’s own placeholders and leaves those alone', () => {
    const marked = markRanges('<g1>Open</g1> the cloud<x2/>', [{ start: 18, end: 23, restoreAs: 'nube' }]);
    expect(marked.text).toBe('<g1>Open</g1> the <g3>cloud</g3><x2/>');
    expect(marked.restore('<g1>Abre</g1> la <g3>nuage</g3><x2/>')).toBe('<g1>Abre</g1> la nube<x2/>');
  });

  it('restores a marked pair inside one of the text’s pairs, and keeps a tag the engine moved inside it', () => {
    const marked = markRanges('<g1>the house</g1>', [{ start: 8, end: 13, restoreAs: 'vivienda' }]);
    expect(marked.text).toBe('<g1>the <g2>house</g2></g1>');
    expect(marked.restore('<g1>la <g2>casa</g2></g1>')).toBe('<g1>la vivienda</g1>');
    expect(marked.restore('<g1>la <g2>casa</g1></g2>')).toBe('<g1>la vivienda</g1>');
  });

  it('turns a final translation back into an engine answer, each replacement marked once', () => {
    const marked = markRanges('cloud and cloud', [
      { start: 0, end: 5, restoreAs: 'nube' },
      { start: 10, end: 15, restoreAs: 'nube' },
    ]);
    const answer = marked.protect('nube y nube');
    expect(answer).toBe('<g1>nube</g1> y <g2>nube</g2>');
    expect(marked.restore(answer ?? '')).toBe('nube y nube');
    expect(marked.protect('nube y cielo')).toBeUndefined();
  });
});
