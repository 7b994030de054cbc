// For engines that cannot take a glossary (Apertium, Google, Azure, LibreTranslate): each term is
// swapped for a placeholder the engine carries through, and the placeholder for the term's target after.
import { type ProtectedText, protectRanges } from '../segments/do-not-translate';
import type { GlossaryTerm } from './glossary';
import { findTerms, type TermMatch } from './glossary-terms';

const isUpperCase = (text: string) => text !== text.toLowerCase() && text === text.toUpperCase();

/**
 * The target, in the case the source text used when it differs from the term's own: "Cloud" at the
 * start of a sentence gives "Nube", "CLOUD" gives "NUBE". A case-sensitive term keeps its target as is.
 */
function targetFor({ term, text }: TermMatch): string {
  if (term.keepAsIs) return text;
  if (term.caseSensitive || text === term.source) return term.target;
  if (text.length > 1 && isUpperCase(text)) return term.target.toUpperCase();
  const [first = '', ...rest] = term.target;
  const capitalised = isUpperCase(text.charAt(0)) && !isUpperCase(term.source.charAt(0));
  return capitalised ? first.toUpperCase() + rest.join('') : term.target;
}

/**
 * Protects the glossary terms of a text. Like any placeholder, a term cannot agree with the words
 * around it: "la <x1/>" stays "la nube" even where the sentence wanted "las nubes".
 */
export function protectTerms(text: string, terms: readonly GlossaryTerm[]): ProtectedText {
  const ranges = findTerms(text, terms).map((match) => ({
    start: match.start,
    end: match.end,
    restoreAs: targetFor(match),
  }));
  return protectRanges(text, ranges);
}
