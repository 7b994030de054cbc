// --from, --to, --engine and --glossary, shared by the commands that translate.

export const translationOptions = {
  from: { type: 'string', short: 'f' },
  to: { type: 'string', short: 't' },
  /** An engine (apertium, deepl, openai:gpt-4o) or a tier (basic, advanced, thinking). */
  engine: { type: 'string', short: 'e' },
  /** A CSV file with a `source,target` header. */
  glossary: { type: 'string', short: 'g' },
} as const;
