export { agreeAdjectives } from './adjective-agreement';
export { checkGlossary, type GlossaryMiss } from './check-glossary';
export { agreeDeterminers } from './determiner-agreement';
export type { Glossary, GlossaryTerm } from './glossary';
export { findTerms, type TermMatch, termsIn } from './glossary-terms';
export { protectTerms, type TermProtection } from './protect-terms';
export { type Gender, termGenders } from './term-genders';
