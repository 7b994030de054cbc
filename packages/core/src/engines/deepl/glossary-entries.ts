// A Verso glossary as DeepL's glossary entries. DeepL refuses a whole glossary for one bad entry: a
// duplicate source, a tab or line break inside a term, or a term with outer spaces; so terms are cleaned
// and deduplicated here. A kept-as-is term maps to itself, which is how DeepL keeps a word untranslated.
import { createHash } from 'node:crypto';
import type { GlossaryTerm } from '../../glossary/glossary';

export type GlossaryEntry = readonly [source: string, target: string];

/** Control characters (tabs and line breaks among them) and Unicode line/paragraph separators. */
const unsafe = /[\p{Cc}\u2028\u2029]+/gu;

function cleanTerm(term: string): string {
  return term.replace(unsafe, ' ').replace(/\s+/g, ' ').trim();
}

/** The entries DeepL accepts, in the glossary's order; the first of several entries for one source wins. */
export function glossaryEntries(terms: readonly GlossaryTerm[]): GlossaryEntry[] {
  const entries = new Map<string, string>();
  for (const term of terms) {
    const source = cleanTerm(term.source);
    const target = term.keepAsIs ? source : cleanTerm(term.target);
    if (source && target && !entries.has(source)) entries.set(source, target);
  }
  return [...entries];
}

export function entriesAsTsv(entries: readonly GlossaryEntry[]): string {
  return entries.map(([source, target]) => `${source}\t${target}`).join('\n');
}

/** Names a glossary by its content, so the same terms for the same pair reuse one DeepL glossary. */
export function glossaryFingerprint(source: string, target: string, tsv: string): string {
  const digest = createHash('sha256').update(tsv).digest('hex').slice(0, 16);
  return `${source}-${target}-${digest}`;
}
