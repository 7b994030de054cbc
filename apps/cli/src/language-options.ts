// --from, --to and --engine, shared by the commands that translate.

export const translationOptions = {
  from: { type: 'string', short: 'f' },
  to: { type: 'string', short: 't' },
  engine: { type: 'string', short: 'e' },
} as const;
