// A glossary term stands in a translation as a placeholder, so the engine chose the words around it
// without knowing it: "the house" with house → vivienda came back "el vivienda". The determiner just
// before the term is given the term's gender (its number is the engine's, from the source). Articles,
// contractions, demonstratives and possessives whose forms differ by gender, in Spanish, French and
// Portuguese; a language not listed is left as it is.
import { escapeRegExp } from '../text/escape-reg-exp';
import type { Gender } from './term-genders';

/** Masculine and feminine forms of the same determiner. */
type FormPair = readonly [masculine: string, feminine: string];

const determiners: Record<string, readonly FormPair[]> = {
  es: [
    ['el', 'la'],
    ['los', 'las'],
    ['un', 'una'],
    ['unos', 'unas'],
    ['del', 'de la'],
    ['al', 'a la'],
    ['este', 'esta'],
    ['estos', 'estas'],
    ['ese', 'esa'],
    ['esos', 'esas'],
    ['aquel', 'aquella'],
    ['aquellos', 'aquellas'],
    ['nuestro', 'nuestra'],
    ['nuestros', 'nuestras'],
    ['vuestro', 'vuestra'],
    ['vuestros', 'vuestras'],
  ],
  fr: [
    ['le', 'la'],
    ['un', 'une'],
    ['du', 'de la'],
    ['au', 'à la'],
    ['ce', 'cette'],
    ['mon', 'ma'],
    ['ton', 'ta'],
    ['son', 'sa'],
  ],
  pt: [
    ['o', 'a'],
    ['os', 'as'],
    ['um', 'uma'],
    ['uns', 'umas'],
    ['do', 'da'],
    ['dos', 'das'],
    ['no', 'na'],
    ['nos', 'nas'],
    ['ao', 'à'],
    ['aos', 'às'],
    ['pelo', 'pela'],
    ['pelos', 'pelas'],
    ['num', 'numa'],
    ['este', 'esta'],
    ['estes', 'estas'],
    ['esse', 'essa'],
    ['esses', 'essas'],
    ['aquele', 'aquela'],
    ['aqueles', 'aquelas'],
  ],
};

/** Every form of the determiners of `language`, longest first, as alternatives for a pattern. */
export function determinerAlternatives(language: string): string | undefined {
  const pairs = determiners[language];
  if (!pairs) return undefined;
  return pairs
    .flat()
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
}

/** The form of `found` (either gender) for `gender`, in `found`'s capitalisation. */
function formFor(pairs: readonly FormPair[], found: string, gender: Gender): string {
  const lower = found.toLowerCase();
  const pair = pairs.find(([masculine, feminine]) => masculine === lower || feminine === lower);
  if (!pair) return found;
  const wanted = gender === 'm' ? pair[0] : pair[1];
  return found[0] !== found[0]?.toLowerCase() ? wanted[0]?.toUpperCase() + wanted.slice(1) : wanted;
}

/** `text` with each determiner directly before a term given the term's gender. */
export function agreeDeterminers(
  text: string,
  genders: ReadonlyMap<string, Gender>,
  language: string,
): string {
  const pairs = determiners[language];
  const forms = determinerAlternatives(language);
  if (!pairs || !forms || genders.size === 0) return text;
  let agreed = text;
  for (const [term, gender] of genders) {
    const before = new RegExp(
      `(?<![\\p{L}\\p{N}])(${forms})(\\s+)(?=${escapeRegExp(term)}(?![\\p{L}\\p{N}]))`,
      'giu',
    );
    agreed = agreed.replace(
      before,
      (_whole, found: string, space: string) => formFor(pairs, found, gender) + space,
    );
  }
  return agreed;
}
