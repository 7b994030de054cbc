export { countWords } from './count-words';
export { type ProtectedRange, type ProtectedText, protectRanges, protectSpans } from './do-not-translate';
export { type PlaceholderRepair, repairPlaceholders } from './placeholder-repair';
export {
  checkPlaceholders,
  type PlaceholderKind,
  type PlaceholderProblem,
  type PlaceholderToken,
  placeholderTokens,
  stripPlaceholders,
} from './placeholders';
export { splitProtectedSpans, type TextSpan } from './protected-spans';
export type { Segment } from './segment';
