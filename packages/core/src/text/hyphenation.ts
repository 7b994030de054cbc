// Where a word may break at the end of a line, in a language that hyphenates: the TeX patterns of the
// `hyphen` package (the ones LibreOffice and browsers use), loaded on first use of each language.
// Languages without patterns, or written without spaces (Chinese, Japanese, Thai), get none.
import { createRequire } from 'node:module';

/** The word cut into the pieces a line may end between: `extraordinaria` → `ex`, `tra`, `or`, …. */
export type Syllables = (word: string) => string[];

interface Hyphenator {
  hyphenateSync(text: string, options: { hyphenChar: string; minWordLength: number }): string;
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, Syllables | undefined>();
const cut = '\u00ad';

/** The pattern set for a language code: English is American English's; others by their own code. */
const patternName = (code: string) => {
  const base = code.toLowerCase().split(/[-_]/)[0] ?? '';
  return base === 'en' ? 'en-us' : base === 'no' ? 'nb' : base;
};

const withoutPatterns = new Set(['zh', 'ja', 'ko', 'th']);

function load(name: string): Syllables | undefined {
  if (withoutPatterns.has(name) || !/^[a-z-]+$/.test(name)) return undefined;
  let hyphenator: Hyphenator;
  try {
    // Required by Node at run time, never by a bundler (which would try to bundle every file of the package).
    hyphenator = require(/* turbopackIgnore: true */ `hyphen/${name}`) as Hyphenator;
  } catch {
    return undefined;
  }
  return (word) => hyphenator.hyphenateSync(word, { hyphenChar: cut, minWordLength: 5 }).split(cut);
}

export function syllablesFor(language: string): Syllables | undefined {
  const name = patternName(language);
  if (!loaded.has(name)) loaded.set(name, load(name));
  return loaded.get(name);
}
