// Turns anything thrown into one readable line for reports (SPEC §8's extraction order).

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function firstStackLine(error: Error): string {
  return (
    error.stack
      ?.split('\n')
      .find((line) => line.trim().startsWith('at '))
      ?.trim() ?? ''
  );
}

/** JSON only when it says something: `null`, `{}` and an empty string describe nothing. */
function jsonOf(value: unknown): string | undefined {
  try {
    const json = JSON.stringify(value);
    return json && !['{}', 'null', '""'].includes(json) ? json : undefined;
  } catch {
    return undefined;
  }
}

export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) {
    return [`${error.name}: ${error.message}`, firstStackLine(error)].filter(Boolean).join(' ');
  }
  const response = field(error, 'response');
  const cause = field(error, 'cause');
  return (
    nonEmptyString(field(error, 'message')) ??
    nonEmptyString(field(field(response, 'data'), 'error')) ??
    nonEmptyString(field(field(response, 'data'), 'message')) ??
    nonEmptyString(field(error, 'error')) ??
    nonEmptyString(field(field(error, 'error'), 'message')) ??
    (cause !== undefined ? errorText(cause) : undefined) ??
    nonEmptyString(error) ??
    jsonOf(error) ??
    'Unknown error'
  );
}
