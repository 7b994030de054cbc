// What the model is asked: a system prompt with the pair and the rules, and the segments as a numbered
// JSON array, so the reply can be matched back by id rather than by position or line count.
import { resolveLanguage } from '../../languages';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export function translationMessages(texts: readonly string[], from: string, to: string): ChatMessage[] {
  const system = [
    `Translate each text from ${resolveLanguage(from).name} to ${resolveLanguage(to).name}.`,
    'The user sends a JSON array of {"id","text"} objects.',
    'Return ONLY a JSON array of {"id","text"} objects with the same ids, one per input text, and nothing else.',
    'Keep every placeholder and tag exactly as written, such as <g1>…</g1>, <x2/>, {name}, %s, and keep URLs unchanged.',
  ].join(' ');
  const numbered = texts.map((text, index) => ({ id: index + 1, text }));
  return [
    { role: 'system', content: system },
    { role: 'user', content: JSON.stringify(numbered) },
  ];
}
