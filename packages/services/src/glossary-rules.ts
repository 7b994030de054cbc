// What makes a glossary valid, shared by the editor, the CSV import and the CLI. Pure: no database.
import { UserFacingError } from '@verso/core/errors';
import type { GlossaryTerm } from '@verso/core/glossary/glossary';
import { resolveLanguage } from '@verso/core/languages';

export const glossaryLimits = { nameLength: 100, descriptionLength: 500, terms: 5000, termLength: 500 };

/** A term as stored: both flags spelled out, target equal to source for a term kept as is. */
export type CheckedGlossaryTerm = Required<GlossaryTerm>;

/** Names a term in an error message: "Term 3" in the editor, "Line 4" in a CSV file. */
export type TermLabel = (index: number) => string;

const termNumber: TermLabel = (index) => `Term ${index + 1}`;

export function checkGlossaryName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new UserFacingError('bad_request', 'Give the glossary a name.');
  if (trimmed.length > glossaryLimits.nameLength) {
    throw new UserFacingError(
      'bad_request',
      `A glossary name can be at most ${glossaryLimits.nameLength} characters long.`,
      { name: trimmed },
    );
  }
  return trimmed;
}

export function checkGlossaryDescription(description: string | null | undefined): string | null {
  const trimmed = description?.trim();
  if (!trimmed) return null;
  if (trimmed.length > glossaryLimits.descriptionLength) {
    throw new UserFacingError(
      'bad_request',
      `A glossary description can be at most ${glossaryLimits.descriptionLength} characters long.`,
    );
  }
  return trimmed;
}

/** A language code or name to its code; empty or missing means the glossary applies to any language. */
export function checkGlossaryLanguage(language: string | null | undefined): string | null {
  return language?.trim() ? resolveLanguage(language).code : null;
}

/**
 * Trims each term, fills in the target of terms kept as is, and refuses empty, overlong and duplicate
 * sources. Two sources collide when they are equal ignoring case, unless both terms are case-sensitive
 * (then only an exact repeat collides): a case-insensitive term would match the other one's text too.
 */
export function checkGlossaryTerms(
  terms: readonly GlossaryTerm[],
  label: TermLabel = termNumber,
): CheckedGlossaryTerm[] {
  if (terms.length > glossaryLimits.terms) {
    throw new UserFacingError(
      'too_large',
      `A glossary can hold at most ${glossaryLimits.terms.toLocaleString('en')} terms; this one has ${terms.length.toLocaleString('en')}.`,
    );
  }
  const seen = new Map<string, { term: CheckedGlossaryTerm; index: number }[]>();
  return terms.map((term, index) => {
    const checked = checkTerm(term, label(index));
    const key = checked.source.toLowerCase();
    const earlier = seen.get(key) ?? [];
    const clash = earlier.find(
      ({ term: other }) => !(other.caseSensitive && checked.caseSensitive) || other.source === checked.source,
    );
    if (clash) {
      throw new UserFacingError(
        'bad_request',
        `${label(index)}: "${checked.source}" is already in the glossary (${label(clash.index)}).`,
        { source: checked.source },
      );
    }
    seen.set(key, [...earlier, { term: checked, index }]);
    return checked;
  });
}

function checkTerm(term: GlossaryTerm, where: string): CheckedGlossaryTerm {
  const keepAsIs = term.keepAsIs ?? false;
  const source = term.source.normalize('NFC').trim();
  const target = keepAsIs ? source : term.target.normalize('NFC').trim();
  if (!source) throw new UserFacingError('bad_request', `${where}: the source term is empty.`);
  if (!target) {
    throw new UserFacingError(
      'bad_request',
      `${where}: "${source}" has no translation. Enter one, or mark the term "keep as is".`,
      { source },
    );
  }
  for (const text of [source, target]) {
    if (text.length > glossaryLimits.termLength) {
      throw new UserFacingError(
        'bad_request',
        `${where}: a term can be at most ${glossaryLimits.termLength} characters long.`,
        { source: source.slice(0, 50) },
      );
    }
  }
  return { source, target, caseSensitive: term.caseSensitive ?? false, keepAsIs };
}
