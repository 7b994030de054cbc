// The terms table's rows: a term plus a key that stays with the row while its text is edited.
import type { GlossaryTerm } from '@verso/core/glossary/glossary';

export type DraftTerm = Required<GlossaryTerm> & { key: string };

// A counter, not crypto.randomUUID(): that needs a secure context, and self-hosted sites may run on plain HTTP.
let lastKey = 0;

export function draftTerm(term: GlossaryTerm = { source: '', target: '' }): DraftTerm {
  return {
    key: `term-${++lastKey}`,
    source: term.source,
    target: term.target,
    caseSensitive: term.caseSensitive ?? false,
    keepAsIs: term.keepAsIs ?? false,
  };
}

/** The rows with something typed in: a row left completely empty is not a term. */
export function filledRows(drafts: readonly DraftTerm[]): DraftTerm[] {
  return drafts.filter((draft) => draft.source.trim() || draft.target.trim());
}

/** What is saved: the filled rows, with a kept term translating to itself. */
export function savedTerms(drafts: readonly DraftTerm[]): Required<GlossaryTerm>[] {
  return filledRows(drafts).map(({ key: _key, ...term }) =>
    term.keepAsIs ? { ...term, target: term.source } : term,
  );
}
