import { describe, expect, it } from 'vitest';
import { protectSpans } from '../segments/do-not-translate';
import type { GlossaryTerm } from './glossary';
import { protectTerms } from './protect-terms';

const cloud: GlossaryTerm = { source: 'cloud', target: 'nube' };
const verso: GlossaryTerm = { source: 'Verso', target: 'Verso', keepAsIs: true };

describe('protectTerms', () => {
  it('hides each term behind a placeholder and restores its target', () => {
    const protectedText = protectTerms('Save it in the cloud with Verso.', [cloud, verso]);
    expect(protectedText.text).toBe('Save it in the <x1/> with <x2/>.');
    expect(protectedText.spans).toEqual(['cloud', 'Verso']);
    expect(protectedText.restore('Guárdalo en la <x1/> con <x2/>.')).toBe('Guárdalo en la nube con Verso.');
  });

  it('numbers its placeholders after those already in the text', () => {
    const protectedText = protectTerms('<g1>Open</g1> the cloud<x2/>', [cloud]);
    expect(protectedText.text).toBe('<g1>Open</g1> the <x3/><x2/>');
    expect(protectedText.restore('<g1>Abre</g1> la <x3/><x2/>')).toBe('<g1>Abre</g1> la nube<x2/>');
  });

  it('keeps a term kept as is exactly as the source wrote it', () => {
    expect(protectTerms('VERSO and verso', [verso]).restore('<x1/> y <x2/>')).toBe('VERSO y verso');
  });

  it('follows the case of the source: a capital at the start, or all capitals', () => {
    const protectedText = protectTerms('Cloud first. CLOUD now. cloud later.', [cloud]);
    expect(protectedText.restore('<x1/> primero. <x2/> ahora. <x3/> después.')).toBe(
      'Nube primero. NUBE ahora. nube después.',
    );
  });

  it('gives a case-sensitive term its target exactly', () => {
    const term: GlossaryTerm = { source: 'Pro', target: 'pro', caseSensitive: true };
    expect(protectTerms('Verso Pro', [term]).restore('Verso <x1/>')).toBe('Verso pro');
  });

  it('runs after protectSpans without touching its placeholders', () => {
    const spans = protectSpans('Upload 10 MB to the cloud');
    const terms = protectTerms(spans.text, [cloud, { source: 'MB', target: 'Mo' }]);
    expect(terms.text).toBe('Upload <x1/> to the <x2/>');
    expect(spans.restore(terms.restore('Sube <x1/> a la <x2/>'))).toBe('Sube 10 MB a la nube');
  });

  it('leaves a text without terms as it was', () => {
    const protectedText = protectTerms('Nothing here', [cloud]);
    expect(protectedText.text).toBe('Nothing here');
    expect(protectedText.spans).toEqual([]);
  });

  it('marks each term’s own words with a pair instead, for engines that need the word', () => {
    const marked = protectTerms('Cloud first, then the <g1>cloud</g1>.', [cloud], 'marked-words');
    expect(marked.text).toBe('<g2>Cloud</g2> first, then the <g1><g3>cloud</g3></g1>.');
    expect(marked.restore('<g2>Nuage</g2> d’abord, puis le <g1><g3>nuage</g3></g1>.')).toBe(
      'Nube d’abord, puis le <g1>nube</g1>.',
    );
  });
});
