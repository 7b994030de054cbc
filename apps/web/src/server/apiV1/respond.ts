// JSON answers and the one mapping from errors to HTTP statuses for API v1.
import { isUserFacingError, type UserErrorCode } from '@verso/core';

export const json = (body: unknown, status = 200) => Response.json(body, { status });
export const apiError = (status: number, error: string) => json({ error }, status);

const statusOf: Partial<Record<UserErrorCode, number>> = {
  too_large: 413,
  insufficient_credits: 402,
  not_found: 404,
  rate_limited: 429,
};

export function errorResponse(error: unknown): Response {
  if (isUserFacingError(error)) return apiError(statusOf[error.code] ?? 400, error.message);
  console.error('[api v1]', error);
  return apiError(500, 'Internal error. Please try again; if it persists, contact support.');
}
