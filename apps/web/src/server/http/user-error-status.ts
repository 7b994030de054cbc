// The HTTP status each user-facing error code answers with on plain (non-tRPC) routes.
import type { UserErrorCode } from '@verso/core';

// A Record over the union, so a new error code fails the build until it is given a status here.
const statusByCode: Record<UserErrorCode, number> = {
  too_large: 413,
  insufficient_credits: 402,
  unsupported_format: 400,
  unsupported_pair: 400,
  same_language: 400,
  unknown_language: 400,
  unknown_engine: 400,
  bad_file: 400,
  not_found: 404,
  rate_limited: 429,
  expired: 410,
  engine_unavailable: 503,
  bad_request: 400,
  misconfigured: 503,
};

export function statusForUserError(code: UserErrorCode): number {
  return statusByCode[code];
}
