// A noun's gender guessed from its ending, for a glossary target the language's analyser does not know
// (Apertium's Portuguese has no "viatura", its Spanish no "chalet"). Only endings that almost always
// mean one gender; anything else stays unknown, and the determiner stays as the engine chose it.
import type { Gender } from './term-genders';

interface Endings {
  f: RegExp;
  m: RegExp;
  /** Endings that look like one gender but are not: el sistema, el/la artista, el avión. */
  neither: RegExp;
}

const endings: Record<string, Endings> = {
  es: {
    f: /(?:ción|sión|dad|tad|tud|umbre|a)$/u,
    m: /(?:o|aje|or|et|ete|ín|ón)$/u,
    neither: /(?:ma|ista|día|mapa|[^c]ión)$/u,
  },
  pt: {
    f: /(?:ção|são|dade|agem|ura|a)$/u,
    m: /(?:o|or|ês|ismo)$/u,
    neither: /(?:ma|ista|dia|mapa)$/u,
  },
  fr: {
    f: /(?:tion|sion|té|ure|ette|ance|ence|ière)$/u,
    m: /(?:ment|eau|isme|oir|ier|et)$/u,
    neither: /(?:été|pâté|côté|comité|traité)$/u,
  },
};

/** The gender the head (first word) of `term` most likely has in `language`; undefined when unsure. */
export function genderByEnding(term: string, language: string): Gender | undefined {
  const rules = endings[language];
  const head = term.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!rules || head === '' || rules.neither.test(head)) return undefined;
  if (rules.f.test(head)) return 'f';
  if (rules.m.test(head)) return 'm';
  return undefined;
}
