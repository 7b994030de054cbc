// The Plural-Forms header of each language the registry knows, as gettext's manual and the CLDR-based
// lists of Launchpad and Weblate give them. `formOf` mirrors `plural` so rebuilding can tell which
// msgstr[i] is used for one item (the singular translation) and which for several.

export interface PluralRule {
  nplurals: number;
  /** The C expression written into the header. */
  plural: string;
  formOf: (n: number) => number;
}

const oneForm: PluralRule = { nplurals: 1, plural: '0', formOf: () => 0 };
const notOne: PluralRule = { nplurals: 2, plural: '(n != 1)', formOf: (n) => Number(n !== 1) };
const aboveOne: PluralRule = { nplurals: 2, plural: '(n > 1)', formOf: (n) => Number(n > 1) };

const endsInFew = (n: number) => n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20);

const eastSlavic: PluralRule = {
  nplurals: 3,
  plural: '(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)',
  formOf: (n) => (n % 10 === 1 && n % 100 !== 11 ? 0 : endsInFew(n) ? 1 : 2),
};

const czechSlovak: PluralRule = {
  nplurals: 3,
  plural: '(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2',
  formOf: (n) => (n === 1 ? 0 : n >= 2 && n <= 4 ? 1 : 2),
};

const specific: Record<string, PluralRule> = {
  pl: {
    nplurals: 3,
    plural: '(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)',
    formOf: (n) => (n === 1 ? 0 : endsInFew(n) ? 1 : 2),
  },
  ro: {
    nplurals: 3,
    plural: '(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2)',
    formOf: (n) => (n === 1 ? 0 : n === 0 || (n % 100 > 0 && n % 100 < 20) ? 1 : 2),
  },
  lt: {
    nplurals: 3,
    plural: '(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2)',
    formOf: (n) =>
      n % 10 === 1 && n % 100 !== 11 ? 0 : n % 10 >= 2 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2,
  },
  lv: {
    nplurals: 3,
    plural: '(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2)',
    formOf: (n) => (n % 10 === 1 && n % 100 !== 11 ? 0 : n !== 0 ? 1 : 2),
  },
  sl: {
    nplurals: 4,
    plural: '(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3)',
    formOf: (n) => (n % 100 === 1 ? 0 : n % 100 === 2 ? 1 : n % 100 === 3 || n % 100 === 4 ? 2 : 3),
  },
  ar: {
    nplurals: 6,
    plural: '(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5)',
    formOf: (n) =>
      n === 0 ? 0 : n === 1 ? 1 : n === 2 ? 2 : n % 100 >= 3 && n % 100 <= 10 ? 3 : n % 100 >= 11 ? 4 : 5,
  },
  ga: {
    nplurals: 5,
    plural: '(n==1 ? 0 : n==2 ? 1 : n<7 ? 2 : n<11 ? 3 : 4)',
    formOf: (n) => (n === 1 ? 0 : n === 2 ? 1 : n < 7 ? 2 : n < 11 ? 3 : 4),
  },
  cy: {
    nplurals: 4,
    plural: '(n==1) ? 0 : (n==2) ? 1 : (n != 8 && n != 11) ? 2 : 3',
    formOf: (n) => (n === 1 ? 0 : n === 2 ? 1 : n !== 8 && n !== 11 ? 2 : 3),
  },
  is: {
    nplurals: 2,
    plural: '(n%10!=1 || n%100==11)',
    formOf: (n) => Number(n % 10 !== 1 || n % 100 === 11),
  },
  mk: {
    nplurals: 2,
    plural: '(n==1 || n%10==1 ? 0 : 1)',
    formOf: (n) => (n === 1 || n % 10 === 1 ? 0 : 1),
  },
  'pt-BR': aboveOne,
};

const shared: [PluralRule, string[]][] = [
  [oneForm, ['zh', 'ja', 'ko', 'th', 'vi', 'id', 'ms', 'jv', 'my', 'km', 'lo']],
  [aboveOne, ['fr', 'fa', 'am', 'fil', 'hy', 'tg']],
  [eastSlavic, ['ru', 'uk', 'be', 'hr', 'bs', 'sr']],
  [czechSlovak, ['cs', 'sk']],
];

const rules: Record<string, PluralRule> = {
  ...Object.fromEntries(shared.flatMap(([rule, codes]) => codes.map((code) => [code, rule]))),
  ...specific,
};

/** Every other language of the registry (English, Spanish, German, Hindi, Swahili…) says `n != 1`. */
export function pluralRuleFor(language: string): PluralRule {
  const primary = language.split('-')[0] ?? language;
  return rules[language] ?? rules[primary] ?? notOne;
}

export function pluralFormsHeader(rule: PluralRule): string {
  return `nplurals=${rule.nplurals}; plural=${rule.plural};`;
}

/** The msgstr[i] gettext picks for one item: it gets the singular translation, every other form the plural. */
export function singularFormIndex(rule: PluralRule): number | undefined {
  return rule.nplurals > 1 ? rule.formOf(1) : undefined;
}
