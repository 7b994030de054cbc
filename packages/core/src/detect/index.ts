// Source "auto": which registry language a text is written in, found offline.
export { type DetectedLanguage, detectLanguage } from './detect-language';
export { resolveSourceLanguage } from './resolve-source-language';
