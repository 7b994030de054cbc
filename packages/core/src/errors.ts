// Errors a user can act on. Anything else thrown inside the core is a bug and should surface with its stack.

export type UserErrorCode =
  | 'unsupported_pair'
  | 'unsupported_format'
  | 'unknown_engine'
  | 'unknown_language'
  | 'engine_unavailable'
  | 'bad_file'
  | 'same_language'
  | 'too_large'
  | 'insufficient_credits'
  | 'not_found'
  | 'rate_limited'
  /** A stored file deleted by the retention sweep. */
  | 'expired'
  /** Input a form or API call sent that breaks a rule (a duplicate name, an empty list). */
  | 'bad_request'
  /** The operator's configuration is wrong; the message names the variable. */
  | 'misconfigured';

export class UserFacingError extends Error {
  override readonly name = 'UserFacingError';

  constructor(
    readonly code: UserErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * By shape, not `instanceof`: a bundler (Next.js) may load the core more than once in one process,
 * and an error made by one copy of the class must still be recognised by code holding another.
 */
export function isUserFacingError(error: unknown): error is UserFacingError {
  return (
    error instanceof Error &&
    error.name === 'UserFacingError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}
