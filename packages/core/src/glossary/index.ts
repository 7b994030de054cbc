export { checkGlossary, type GlossaryMiss } from './check-glossary';
export type { Glossary, GlossaryTerm } from './glossary';
export { findTerms, type TermMatch, termsIn } from './glossary-terms';
export { protectTerms } from './protect-terms';
