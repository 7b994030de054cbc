// Which of the schema's constraints refused a statement. node-postgres and PGlite both raise the server's
// error (SQLSTATE `code`, the `constraint` it names); drizzle wraps it as the `cause` of its own error.
export function violatedConstraint(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as Error & { code?: unknown; constraint?: unknown };
    // 23xxx: integrity constraint violations (check, foreign key, unique, not null).
    if (typeof code === 'string' && code.startsWith('23') && typeof constraint === 'string')
      return constraint;
  }
  return undefined;
}
