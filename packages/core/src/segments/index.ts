export { countWords } from './count-words';
export { splitProtectedSpans, type TextSpan } from './protected-spans';
export type { Segment } from './segment';
