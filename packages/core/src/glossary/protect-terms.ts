// For engines that cannot take a glossary (Apertium, Google, Azure, LibreTranslate): each term is
// swapped for a placeholder the engine carries through, and the placeholder for the term's target after.
// For Apertium the term keeps its words, marked by a pair tag, and what Apertium made of them is
// replaced after: its tagger and transfer need the noun, or the words around it go wrong ("La <x1/> es
// pequeña" came back "Il l'est <x1/> petite" in French).
import { type ProtectedText, protectRanges } from '../segments/do-not-translate';
import { markRanges } from '../segments/marked-ranges';
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

export type TermProtection = 'placeholder' | 'marked-words';

/**
 * Protects the glossary terms of a text. Like any placeholder, a term cannot agree with the words
 * around it: "la <x1/>" stays "la nube" even where the sentence wanted "las nubes". Marked words do
 * agree, with the source noun: the determiner post-edit (determiner-agreement.ts) then gives the
 * target's gender where it differs.
 */
export function protectTerms(
  text: string,
  terms: readonly GlossaryTerm[],
  protection: TermProtection = 'placeholder',
): ProtectedText {
  const ranges = findTerms(text, terms).map((match) => ({
    start: match.start,
    end: match.end,
    restoreAs: targetFor(match),
  }));
  return protection === 'marked-words' ? markRanges(text, ranges) : protectRanges(text, ranges);
}
