// Error answers for plain routes: `{ error: message }`, the shape the web client reads.
import { isUserFacingError } from '@verso/core';
import { statusForUserError } from './user-error-status';

export function jsonError(status: number, message: string): Response {
  return Response.json({ error: message }, { status });
}

/** A user-facing error keeps its message; anything else is a bug, logged here and answered generically. */
export function errorResponse(error: unknown, where: string): Response {
  if (isUserFacingError(error)) return jsonError(statusForUserError(error.code), error.message);
  console.error(`[${where}]`, error);
  return jsonError(500, 'Something went wrong on our side. Please try again.');
}
