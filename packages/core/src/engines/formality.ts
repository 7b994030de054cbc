// How formal a translation should sound, in DeepL's words for it (its `formality` parameter). DeepL takes
// it as it is; language models get it as an instruction (openai/prompt.ts); the other engines (Apertium,
// LibreTranslate, Google, Azure) have no such setting and translate as they always do.
export const formalities = ['default', 'more', 'less', 'prefer_more', 'prefer_less'] as const;

/** `prefer_*` falls back silently where the target language has no formal forms; `more`/`less` do not. */
export type Formality = (typeof formalities)[number];

export function isFormality(value: string): value is Formality {
  return (formalities as readonly string[]).includes(value);
}

const instructions: Record<Formality, string | undefined> = {
  default: undefined,
  more: 'Use a formal register (polite forms of address, such as "Sie" or "vous").',
  prefer_more: 'Prefer a formal register (polite forms of address) where the target language has one.',
  less: 'Use an informal register (familiar forms of address, such as "du" or "tu").',
  prefer_less: 'Prefer an informal register (familiar forms of address) where the target language has one.',
};

/** The sentence a language model is given for `formality`; none for the default. */
export function formalityInstruction(formality: Formality | undefined): string | undefined {
  return formality && instructions[formality];
}
