// Whether a translation honours the glossary: each term found in the source must come back as its
// target (or as itself, for a term kept as is) as many times. Inflected forms do not count.
import type { GlossaryTerm } from './glossary';
import { findTerms } from './glossary-terms';

export interface GlossaryMiss {
  source: string;
  /** The form the translation should contain. */
  target: string;
  /** Times the term occurs in the source. */
  expected: number;
  /** Times the target occurs in the translation. */
  found: number;
}

export function checkGlossary(
  source: string,
  translated: string,
  terms: readonly GlossaryTerm[],
): GlossaryMiss[] {
  const expected = new Map<GlossaryTerm, number>();
  for (const { term } of findTerms(source, terms)) expected.set(term, (expected.get(term) ?? 0) + 1);
  return [...expected].flatMap(([term, times]) => {
    const target = term.keepAsIs ? term.source : term.target;
    const found = findTerms(translated, [
      { source: target, target, caseSensitive: term.caseSensitive },
    ]).length;
    return found < times ? [{ source: term.source, target, expected: times, found }] : [];
  });
}
