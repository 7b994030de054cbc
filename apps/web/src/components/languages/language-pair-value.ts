// What a language pair picker holds, shared by the antd pickers (/translate) and the native ones
// (/translateText) without importing either.

/** The source "language" that asks the server to detect it. */
export const autoDetect = 'auto';

export interface LanguagePairValue {
  from: string;
  to: string;
}
