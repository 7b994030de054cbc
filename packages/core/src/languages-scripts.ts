// The writing systems of the registry's languages (ISO 15924 codes), and the two facts about each that
// layout and counting need: which way lines run, and whether spaces separate the words.

export type Script =
  | 'Latn'
  | 'Cyrl'
  | 'Grek'
  | 'Armn'
  | 'Geor'
  | 'Arab'
  | 'Hebr'
  | 'Deva'
  | 'Beng'
  | 'Guru'
  | 'Gujr'
  | 'Taml'
  | 'Telu'
  | 'Knda'
  | 'Mlym'
  | 'Sinh'
  | 'Ethi'
  | 'Hans'
  | 'Hant'
  | 'Jpan'
  | 'Kore'
  | 'Thai'
  | 'Laoo'
  | 'Khmr'
  | 'Mymr';

export type TextDirection = 'ltr' | 'rtl';

interface ScriptTraits {
  direction: TextDirection;
  spaceSeparated: boolean;
}

const leftToRightWords: ScriptTraits = { direction: 'ltr', spaceSeparated: true };
const rightToLeftWords: ScriptTraits = { direction: 'rtl', spaceSeparated: true };
// Chinese, Japanese and the South-East Asian scripts mark no word boundaries; Korean does.
const unspaced: ScriptTraits = { direction: 'ltr', spaceSeparated: false };

export const scriptTraits: Record<Script, ScriptTraits> = {
  Latn: leftToRightWords,
  Cyrl: leftToRightWords,
  Grek: leftToRightWords,
  Armn: leftToRightWords,
  Geor: leftToRightWords,
  Arab: rightToLeftWords,
  Hebr: rightToLeftWords,
  Deva: leftToRightWords,
  Beng: leftToRightWords,
  Guru: leftToRightWords,
  Gujr: leftToRightWords,
  Taml: leftToRightWords,
  Telu: leftToRightWords,
  Knda: leftToRightWords,
  Mlym: leftToRightWords,
  Sinh: leftToRightWords,
  Ethi: leftToRightWords,
  Hans: unspaced,
  Hant: unspaced,
  Jpan: unspaced,
  Kore: leftToRightWords,
  Thai: unspaced,
  Laoo: unspaced,
  Khmr: unspaced,
  Mymr: unspaced,
};
