// Where a glossary's source terms occur in a text: as whole words (anywhere in Chinese, Japanese or
// Thai, written without spaces), the longest term first, never inside a placeholder tag.
import { placeholderTokens } from '../segments/placeholders';
import { hasUnspacedScript, splitsWord } from '../segments/word-boundaries';
import type { GlossaryTerm } from './glossary';

export interface TermMatch {
  term: GlossaryTerm;
  start: number;
  end: number;
  /** The text as it occurs, which may differ in case (and spacing) from the term. */
  text: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

interface CompiledTerm {
  /** What the pattern was made from, so that a term edited in place is compiled again. */
  source: string;
  caseSensitive: boolean;
  /** Case-insensitive unless the term says otherwise; any run of spaces stands for a space. */
  pattern: RegExp;
  /** The term's longest run of letters or digits, in lower case: a text without it cannot hold the term. */
  probe: string;
}

const letterRun = /[\p{L}\p{N}\p{M}]+/gu;

// A glossary of thousands of terms meets every segment of a document: each term is compiled once, and
// its regular expression runs only on texts that hold the term's longest word.
const compiled = new WeakMap<GlossaryTerm, CompiledTerm>();

function compile(term: GlossaryTerm): CompiledTerm {
  const { source, caseSensitive = false } = term;
  const known = compiled.get(term);
  if (known?.source === source && known.caseSensitive === caseSensitive) return known;
  const words = source.trim().split(/\s+/);
  const pattern = new RegExp(words.map(escapeRegExp).join(String.raw`\s+`), caseSensitive ? 'gu' : 'giu');
  const runs = source.toLowerCase().match(letterRun) ?? [];
  const probe = runs.reduce((longest, run) => (run.length > longest.length ? run : longest), '');
  const compiledTerm = { source, caseSensitive, pattern, probe };
  compiled.set(term, compiledTerm);
  return compiledTerm;
}

/**
 * A cheap test that rules out most terms. In a spaced script a whole-word match lines up with the
 * text's own runs of letters, so a set lookup will do; otherwise it is a substring search.
 */
function prefilter(text: string): (probe: string) => boolean {
  const lowerCase = text.toLowerCase();
  if (hasUnspacedScript(text)) return (probe) => lowerCase.includes(probe);
  const runs = new Set(lowerCase.match(letterRun));
  return (probe) => probe === '' || runs.has(probe);
}

function addOccurrences(found: TermMatch[], text: string, term: GlossaryTerm, pattern: RegExp): void {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const [start, end] = [match.index, match.index + match[0].length];
    if (!splitsWord(text, start) && !splitsWord(text, end)) found.push({ term, start, end, text: match[0] });
    // One character on, not past the match: "New York" must not hide "York City" from the overlap rule.
    pattern.lastIndex = start + 1;
  }
}

/** Every whole-word occurrence of every term, overlapping or not. */
function occurrences(text: string, terms: readonly GlossaryTerm[]): TermMatch[] {
  const mayHold = prefilter(text);
  const found: TermMatch[] = [];
  for (const term of terms) {
    if (!term.source.trim()) continue;
    const { pattern, probe } = compile(term);
    if (mayHold(probe)) addOccurrences(found, text, term, pattern);
  }
  return found;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** Each occurrence of a term in the text; where terms overlap, the longest wins (then the earliest). */
export function findTerms(text: string, terms: readonly GlossaryTerm[]): TermMatch[] {
  const tags = placeholderTokens(text).map((tag) => ({ start: tag.index, end: tag.index + tag.text.length }));
  const candidates = occurrences(text, terms)
    .filter((match) => !tags.some((tag) => overlaps(tag, match)))
    .sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const chosen: TermMatch[] = [];
  for (const candidate of candidates) {
    if (!chosen.some((match) => overlaps(match, candidate))) chosen.push(candidate);
  }
  return chosen.sort((a, b) => a.start - b.start);
}

/** The distinct terms that occur in the text, in order of first occurrence. */
export function termsIn(text: string, terms: readonly GlossaryTerm[]): GlossaryTerm[] {
  return [...new Set(findTerms(text, terms).map((match) => match.term))];
}
