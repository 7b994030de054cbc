// After the determiner, the adjective: where a glossary target's gender differs from the word the engine
// translated with, an adjective right after the term ("la viatura vermelho") or said of it as the
// sentence's subject ("Le logement est petite") still has the engine word's gender. Apertium's
// dictionaries of the target language tell whether the word is an adjective of the other gender
// (analyser) and give its form for the target's gender (generator): "petite" → petit<adj><f><sg> →
// petit<adj><m><sg> → "petit". Only es, fr and pt; without the dictionaries nothing changes.
import { escapeRegExp } from '../text/escape-reg-exp';
import { analyserFor, generatorFor, runDictionary } from './apertium-dictionaries';
import { determinerAlternatives } from './determiner-agreement';
import type { Gender } from './term-genders';

/** Verbs that say something of their subject with an adjective: "es", "est", "é"… */
const linkingVerbs: Record<string, string> = {
  es: 'es|está|era|estaba|fue|parece|son|están|eran|estaban|fueron|parecen',
  fr: 'est|était|sont|étaient|semble|semblent|reste|restent|paraît',
  pt: 'é|está|era|estava|foi|parece|são|estão|eram|estavam|foram|parecem',
};

/** Words that may stand between the verb and the adjective: "es muy pequeña". */
const degreeWords: Record<string, string> = {
  es: 'muy|tan|bastante|más|menos|demasiado',
  fr: 'très|si|assez|plus|moins|trop',
  pt: 'muito|tão|bastante|mais|menos|demasiado',
};

interface Candidate {
  text: number;
  start: number;
  word: string;
  gender: Gender;
}

const notLetter = String.raw`(?![\p{L}\p{N}])`;

/** The patterns whose group 1 is the word that should agree with `term`. */
function patternsFor(term: string, language: string): RegExp[] {
  const verbs = linkingVerbs[language];
  const determiners = determinerAlternatives(language);
  if (!verbs || !determiners) return [];
  const degree = `(?:(?:${degreeWords[language]})\\s+)?`;
  const quoted = escapeRegExp(term);
  return [
    // Directly after the term: "la viatura vermelho".
    new RegExp(`(?<![\\p{L}\\p{N}])${quoted}\\s+(\\p{L}+)${notLetter}`, 'giud'),
    // The term as the subject at the start of a sentence, then a linking verb: "Le logement est petite".
    new RegExp(
      `(?:^|[.!?:;]\\s+)(?:(?:${determiners})\\s+)?${quoted}\\s+(?:${verbs})\\s+${degree}(\\p{L}+)${notLetter}`,
      'giud',
    ),
  ];
}

function candidatesIn(texts: readonly string[], genders: ReadonlyMap<string, Gender>, language: string) {
  const candidates: Candidate[] = [];
  texts.forEach((text, index) => {
    for (const [term, gender] of genders) {
      for (const pattern of patternsFor(term, language)) {
        for (const match of text.matchAll(pattern)) {
          const [start] = match.indices?.[1] ?? [];
          const word = match[1];
          if (start !== undefined && word) candidates.push({ text: index, start, word, gender });
        }
      }
    }
  });
  return candidates;
}

/**
 * The reading to generate for `gender`, from an analysis whose first reading is an adjective of the
 * other gender (`^petite/petit<adj><f><sg>$` → `^petit<adj><m><sg>$`); undefined for any other word,
 * for an adjective of both genders, or one that already has `gender` in some reading.
 */
export function regenderedReading(analysis: string, gender: Gender): string | undefined {
  const unit = /\^([^$]*)\$/.exec(analysis)?.[1] ?? '';
  const [, first, ...others] = unit.split('/');
  const other = gender === 'm' ? '<f>' : '<m>';
  if (!first?.includes('<adj>') || !first.includes(other)) return undefined;
  if ([first, ...others].some((reading) => reading.includes('<adj>') && !reading.includes(other)))
    return undefined;
  return `^${first.replace(other, `<${gender}>`)}$`;
}

function withCaseOf(word: string, form: string): string {
  return word[0] !== word[0]?.toLowerCase() ? (form[0]?.toUpperCase() ?? '') + form.slice(1) : form;
}

/** The forms the generator gives, by "word|gender"; a word it cannot give stays out. */
async function agreeingForms(candidates: readonly Candidate[], language: string) {
  const forms = new Map<string, string>();
  const analyser = analyserFor(language);
  const generator = generatorFor(language);
  if (!analyser || !generator || candidates.length === 0) return forms;
  const keys = [...new Set(candidates.map((candidate) => `${candidate.word}|${candidate.gender}`))];
  const analyses = await runDictionary(
    analyser,
    keys.map((key) => key.split('|')[0] ?? ''),
    'analyse',
  );
  const wanted = keys.flatMap((key, index) => {
    const reading = regenderedReading(analyses[index] ?? '', key.endsWith('|m') ? 'm' : 'f');
    return reading ? [{ key, reading }] : [];
  });
  if (wanted.length === 0) return forms;
  const generated = await runDictionary(
    generator,
    wanted.map((item) => item.reading),
    'generate',
  );
  wanted.forEach(({ key }, index) => {
    const form = generated[index]?.trim() ?? '';
    if (/^[\p{L}-]+$/u.test(form)) forms.set(key, form);
  });
  return forms;
}

/** Each text with the adjectives of its terms given the terms' genders. */
export async function agreeAdjectives(
  texts: readonly string[],
  genders: ReadonlyMap<string, Gender>,
  language: string,
): Promise<string[]> {
  if (genders.size === 0 || !linkingVerbs[language]) return [...texts];
  const candidates = candidatesIn(texts, genders, language);
  const forms = await agreeingForms(candidates, language);
  const agreed = [...texts];
  // From the end of each text backwards, so that earlier positions stay right.
  for (const candidate of [...candidates].sort((a, b) => b.start - a.start)) {
    const form = forms.get(`${candidate.word}|${candidate.gender}`);
    const text = agreed[candidate.text] ?? '';
    if (!form || text.slice(candidate.start, candidate.start + candidate.word.length) !== candidate.word)
      continue;
    agreed[candidate.text] =
      text.slice(0, candidate.start) +
      withCaseOf(candidate.word, form) +
      text.slice(candidate.start + candidate.word.length);
  }
  return agreed;
}
