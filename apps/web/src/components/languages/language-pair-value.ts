// What a language pair picker holds, shared by the antd pickers (/translate) and the native ones
// (/translateText) without importing either.

/** The source "language" that asks the server to detect it. */
export const autoDetect = 'auto';

export interface LanguagePairValue {
  from: string;
  to: string;
}

/** A file's pair into `to`: from English, or from Spanish when English is the target (no translation else). */
export const pairInto = (to: string): LanguagePairValue => ({ from: to === 'en' ? 'es' : 'en', to });
