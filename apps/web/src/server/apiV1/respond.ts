// JSON answers for API v1. An error says why three ways: `error` (what O.Translator's clients read),
// `message` (the same text, for clients that read that name) and a stable `code` a program can test.
import { isUserFacingError, type UserErrorCode } from '@verso/core';
import type { z } from 'zod/v4';
import { statusForUserError } from '../http/user-error-status';

/** The API's own refusals, beside the core's user-facing error codes. */
export type ApiErrorCode =
  | UserErrorCode
  | 'unauthorized'
  | 'forbidden'
  | 'unknown_path'
  | 'method_not_allowed'
  | 'not_implemented'
  | 'internal';

export const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A call's answer, typed by the schema docs/openapi.json documents for it (responses.ts). */
export const success = <T extends z.ZodType>(_documented: T, body: z.input<T>) => json(body);

export const apiError = (status: number, code: ApiErrorCode, message: string) =>
  json({ error: message, message, code }, status);

/** A user-facing error keeps its message and code; anything else is a bug, logged and answered generically. */
export function errorResponse(error: unknown): Response {
  if (isUserFacingError(error)) return apiError(statusForUserError(error.code), error.code, error.message);
  console.error('[api v1]', error);
  return apiError(500, 'internal', 'Something went wrong on our side. Please try again.');
}
