// A user's terminology: source terms and how they must be translated, or that they must stay as they are.

export interface GlossaryTerm {
  source: string;
  /** The required translation; equal to `source` for a term kept as is. */
  target: string;
  /** When false (the default), "Verso" also matches "verso" and "VERSO". */
  caseSensitive?: boolean;
  /** A name or brand that stays untranslated. */
  keepAsIs?: boolean;
}

export interface Glossary {
  name: string;
  terms: GlossaryTerm[];
}
