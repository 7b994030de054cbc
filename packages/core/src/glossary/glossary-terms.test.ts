import { describe, expect, it } from 'vitest';
import type { GlossaryTerm } from './glossary';
import { findTerms, termsIn } from './glossary-terms';

const cloud: GlossaryTerm = { source: 'cloud', target: 'nube' };
const cloudStorage: GlossaryTerm = { source: 'cloud storage', target: 'almacenamiento en la nube' };
const verso: GlossaryTerm = { source: 'Verso', target: 'Verso', keepAsIs: true, caseSensitive: true };

function found(text: string, terms: readonly GlossaryTerm[]): string[] {
  return findTerms(text, terms).map((match) => match.text);
}

describe('findTerms', () => {
  it('finds each occurrence with its position', () => {
    expect(findTerms('A cloud, another cloud.', [cloud])).toEqual([
      { term: cloud, start: 2, end: 7, text: 'cloud' },
      { term: cloud, start: 17, end: 22, text: 'cloud' },
    ]);
  });

  it('matches whole words only, in any alphabet', () => {
    expect(found('Clouds and cloudy skies, no cloud.', [cloud])).toEqual(['cloud']);
    expect(found('Über die Wolke, Wolkenkratzer', [{ source: 'Wolke', target: 'cloud' }])).toEqual(['Wolke']);
    expect(found('облако и облаков', [{ source: 'облако', target: 'cloud' }])).toEqual(['облако']);
    expect(found('Ça marche, ça', [{ source: 'ça', target: 'it' }])).toEqual(['Ça', 'ça']);
  });

  it('ignores case unless the term is case-sensitive', () => {
    expect(found('Cloud, CLOUD, cloud', [cloud])).toEqual(['Cloud', 'CLOUD', 'cloud']);
    expect(found('Verso, verso, VERSO', [verso])).toEqual(['Verso']);
  });

  it('finds terms inside Chinese, Japanese and Thai text, written without spaces', () => {
    expect(found('我们的翻译软件很好', [{ source: '翻译', target: 'translation' }])).toEqual(['翻译']);
    expect(found('クラウドストレージ', [{ source: 'クラウド', target: 'cloud' }])).toEqual(['クラウド']);
    expect(found('ใช้คลาวด์ทุกวัน', [{ source: 'คลาวด์', target: 'cloud' }])).toEqual(['คลาวด์']);
    expect(found('用Verso翻译', [verso])).toEqual(['Verso']);
  });

  it('lets the longest term win where terms overlap', () => {
    expect(
      findTerms('Use cloud storage and the cloud.', [cloud, cloudStorage]).map((match) => match.term),
    ).toEqual([cloudStorage, cloud]);
  });

  it('finds a multi-word term across any run of spaces', () => {
    expect(found('cloud  storage, cloud\u00a0storage', [cloudStorage])).toEqual([
      'cloud  storage',
      'cloud\u00a0storage',
    ]);
  });

  it('finds terms next to markup, never inside a placeholder tag', () => {
    const g: GlossaryTerm = { source: 'g1', target: 'x' };
    expect(found('<g1>cloud</g1> g1', [cloud, g])).toEqual(['cloud', 'g1']);
    expect(findTerms('<g1>cloud</g1> g1', [g])).toEqual([{ term: g, start: 15, end: 17, text: 'g1' }]);
  });

  it('takes terms with punctuation and regular-expression characters literally', () => {
    expect(
      found('I write C++ and C#, not C.', [
        { source: 'C++', target: 'C++' },
        { source: 'C#', target: 'C#' },
      ]),
    ).toEqual(['C++', 'C#']);
    expect(found('node.js and nodexjs', [{ source: 'node.js', target: 'Node.js' }])).toEqual(['node.js']);
  });

  it('finds a term by its new spelling after it was edited', () => {
    const term: GlossaryTerm = { source: 'cloud', target: 'nube' };
    expect(found('a cloud', [term])).toEqual(['cloud']);
    term.source = 'sky';
    expect(found('a sky, a cloud', [term])).toEqual(['sky']);
  });

  it('finds terms among thousands', () => {
    const many = Array.from({ length: 3000 }, (_, index) => ({
      source: `term${index}`,
      target: `t${index}`,
    }));
    expect(found('Only term42 and TERM2999 here.', many)).toEqual(['term42', 'TERM2999']);
  });

  it('skips empty terms', () => {
    expect(findTerms('anything', [{ source: ' ', target: 'x' }])).toEqual([]);
  });
});

describe('termsIn', () => {
  it('lists the distinct terms that occur, in order of first occurrence', () => {
    const house: GlossaryTerm = { source: 'house', target: 'casa' };
    expect(termsIn('Verso cloud, house, cloud', [house, cloud, verso, cloudStorage])).toEqual([
      verso,
      cloud,
      house,
    ]);
  });
});
