// What the model is asked: a system prompt with the pair, the rules, the style, the formality and the
// glossary terms that occur in these texts, then the segments as a numbered JSON array (after lines of
// document context when there is any), so the reply can be matched back by id rather than by position.
import type { GlossaryTerm } from '../../glossary/glossary';
import { resolveLanguage } from '../../languages';
import { type Formality, formalityInstruction } from '../formality';
import type { RequestChunk } from './chunks';
import { contextLines } from './prompt-context';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface PromptOptions {
  glossary?: readonly GlossaryTerm[];
  /** Free text from the job, e.g. "formal, for a legal audience". */
  style?: string;
  /** What the document is about, e.g. "a lease for a flat in Madrid". */
  description?: string;
  formality?: Formality;
}

/** The terms whose source occurs in the texts: a whole glossary would cost tokens and distract. */
export function termsIn(texts: readonly string[], glossary: readonly GlossaryTerm[]): GlossaryTerm[] {
  const joined = texts.join('\n');
  const lower = joined.toLowerCase();
  return glossary.filter(({ source, caseSensitive }) => {
    if (!source.trim()) return false;
    return caseSensitive ? joined.includes(source) : lower.includes(source.toLowerCase());
  });
}

function glossaryParagraph(terms: readonly GlossaryTerm[]): string[] {
  if (terms.length === 0) return [];
  const lines = terms.map(({ source, target, keepAsIs }) =>
    keepAsIs
      ? `- ${JSON.stringify(source)}: do not translate`
      : `- ${JSON.stringify(source)} → ${JSON.stringify(target)}`,
  );
  return [['Use these translations for these terms:', ...lines].join('\n')];
}

function rules(from: string, to: string, withContext: boolean): string {
  return [
    `Translate each text from ${resolveLanguage(from).name} to ${resolveLanguage(to).name}.`,
    withContext
      ? 'The user sends a few lines about where the texts stand in their document, then a JSON array of {"id","text"} objects; use the lines to choose words, and translate only the texts in the array.'
      : 'The user sends a JSON array of {"id","text"} objects.',
    'Return ONLY a JSON array of {"id","text"} objects with the same ids, one per input text, and nothing else.',
    'Keep every placeholder and tag exactly as written, such as <g1>…</g1>, <x2/>, {name}, %s, and keep URLs unchanged.',
  ].join(' ');
}

const oneLine = (text: string | undefined) => text?.replace(/\s+/g, ' ').trim();

export function translationMessages(
  chunk: RequestChunk,
  from: string,
  to: string,
  { glossary = [], style, description, formality }: PromptOptions = {},
): ChatMessage[] {
  const context = contextLines(chunk.texts, chunk.context);
  // On one line each, so neither can pose as a glossary entry or a rule of its own.
  const styleLine = oneLine(style);
  const descriptionLine = oneLine(description);
  const formalityLine = formalityInstruction(formality);
  const system = [
    rules(from, to, context.length > 0),
    ...(descriptionLine ? [`The document: ${descriptionLine}`] : []),
    ...(styleLine ? [`Style: ${styleLine}`] : []),
    ...(formalityLine ? [formalityLine] : []),
    ...glossaryParagraph(termsIn(chunk.texts, glossary)),
  ].join('\n\n');
  const numbered = JSON.stringify(chunk.texts.map((text, index) => ({ id: index + 1, text })));
  return [
    { role: 'system', content: system },
    { role: 'user', content: context.length > 0 ? `${context.join('\n')}\n\n${numbered}` : numbered },
  ];
}
