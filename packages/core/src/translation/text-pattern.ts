// API v1's extractTextRegExpPattern: only the parts of each segment the pattern matches are
// translated, in place; the rest of the segment, and every segment it does not match, stays as it is.
// Matching is per segment (a match never spans two), over the segment's text with its inline-markup
// placeholders. A caller's pattern runs on our server, so it is bounded three ways: its length, its
// flags, and a time budget for all of a document's matching (a vm timeout interrupts a regular
// expression that backtracks without end; nested quantifiers, the usual cause, are refused up front).
import { runInNewContext } from 'node:vm';
import { UserFacingError } from '../errors';
import type { Segment } from '../segments';

export interface TextPattern {
  pattern: string;
  /** A subset of `gimsuy`; matching is always global, whether `g` is given or not. */
  flags: string;
}

export const maxPatternLength = 500;
const allowedFlags = new Set(['g', 'i', 'm', 's', 'u', 'y']);
/** All of a document's matching; a pattern that needs longer is refused as too costly. */
const matchingBudgetMs = 2000;

/** A group or class followed by a quantifier, whose body itself holds a quantifier: `(a+)+`, `(\w*)*`. */
const nestedQuantifier = /\((?:[^()\\]|\\.)*(?:[+*]|\{\d+,\d*\})(?:[^()\\]|\\.)*\)(?:[+*]|\{\d+,\d*\})/;

const refuse = (field: string, why: string) =>
  new UserFacingError('bad_request', `Invalid ${field}: ${why}.`);

/** The caller's pattern and flags, checked; a problem names the field it is in. */
export function checkedTextPattern(pattern: string, flags = ''): TextPattern {
  if (pattern.length === 0) throw refuse('extractTextRegExpPattern', 'it is empty');
  if (pattern.length > maxPatternLength) {
    throw refuse('extractTextRegExpPattern', `it is longer than ${maxPatternLength} characters`);
  }
  const unknown = [...flags].filter((flag) => !allowedFlags.has(flag));
  if (unknown.length) throw refuse('extractTextRegExpFlags', `only g, i, m, s, u and y are accepted`);
  if (new Set(flags).size !== flags.length) throw refuse('extractTextRegExpFlags', 'a flag is repeated');
  if (nestedQuantifier.test(pattern)) {
    throw refuse('extractTextRegExpPattern', 'nested quantifiers such as (a+)+ can take without end');
  }
  try {
    new RegExp(pattern, flags);
  } catch (error) {
    throw refuse('extractTextRegExpPattern', (error as Error).message);
  }
  return { pattern, flags };
}

/** Where the pattern matches each text, as [start, end) pairs; empty matches are no parts. */
function matchRanges(texts: readonly string[], { pattern, flags }: TextPattern): [number, number][][] {
  const code = `texts.map((text) => [...text.matchAll(new RegExp(pattern, flags))]
      .filter((match) => match[0].length > 0)
      .map((match) => [match.index, match.index + match[0].length]))`;
  const global = flags.includes('g') ? flags : `${flags}g`;
  try {
    // Copied out of the context, so nothing of it outlives the call.
    return JSON.parse(
      JSON.stringify(
        runInNewContext(code, { texts: [...texts], pattern, flags: global }, { timeout: matchingBudgetMs }),
      ),
    );
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
    throw refuse('extractTextRegExpPattern', 'matching it took too long');
  }
}

/** The parts of `segments` to translate, and how their translations go back into whole segments. */
export function splitByPattern(segments: readonly Segment[], textPattern: TextPattern) {
  const ranges = matchRanges(
    segments.map((segment) => segment.text),
    textPattern,
  );
  const parts = segments.flatMap((segment, index) =>
    (ranges[index] ?? []).map(([start, end], part) => ({
      ...segment,
      id: `${segment.id}#${part + 1}`,
      text: segment.text.slice(start, end),
    })),
  );
  /** `translations[i]` is `parts[i]`'s; each segment's matches are replaced by theirs, the rest kept. */
  const assemble = (translations: readonly string[]) => {
    let next = 0;
    return segments.map((segment, index) => {
      let text = '';
      let kept = 0;
      for (const [start, end] of ranges[index] ?? []) {
        text += segment.text.slice(kept, start) + (translations[next++] ?? segment.text.slice(start, end));
        kept = end;
      }
      return text + segment.text.slice(kept);
    });
  };
  return { parts, assemble };
}
