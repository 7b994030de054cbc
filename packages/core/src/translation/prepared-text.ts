// A segment made ready for an engine: the spans no engine may change (URLs, code, variables, numbers
// with units) and, for engines without a glossary of their own, the glossary's terms are swapped for
// placeholders (or marked, see protect-terms.ts); outer whitespace is kept aside, because engines trim it and memory ignores it.
import type { GlossaryTerm, TermProtection } from '../glossary';
import { protectTerms } from '../glossary';
import { protectSpans } from '../segments';

export interface PreparedText {
  /** What the engine sees, and what memory is keyed by. */
  core: string;
  /** The translated core back to the final text: placeholders swapped back, whitespace restored. */
  finish(translatedCore: string): string;
  /** The translated core `finish` turns into `translation`; undefined when none does. */
  coreOf(translation: string): string | undefined;
}

const outerWhitespace = /^(\s*)([\s\S]*?)(\s*)$/;

export function prepareText(
  text: string,
  substitutedTerms: readonly GlossaryTerm[],
  termProtection?: TermProtection,
): PreparedText {
  const spans = protectSpans(text);
  const terms =
    substitutedTerms.length > 0 ? protectTerms(spans.text, substitutedTerms, termProtection) : undefined;
  const [, leading = '', core = '', trailing = ''] = outerWhitespace.exec(terms?.text ?? spans.text) ?? [];
  const finish = (translatedCore: string) => {
    const withTerms = terms ? terms.restore(translatedCore.trim()) : translatedCore.trim();
    return `${leading}${spans.restore(withTerms)}${trailing}`;
  };
  return {
    core,
    finish,
    coreOf(translation) {
      const withSpans = spans.protect(translation.trim());
      const withTerms = withSpans !== undefined && terms ? terms.protect(withSpans) : withSpans;
      if (withTerms === undefined) return undefined;
      return finish(withTerms).trim() === translation.trim() ? withTerms : undefined;
    },
  };
}

/** True when there is nothing for an engine to translate: no letters outside placeholders. */
export function needsNoTranslation(core: string): boolean {
  return !/\p{L}/u.test(core.replace(/<\/?[gx]\d+\s*\/?>/g, ''));
}
