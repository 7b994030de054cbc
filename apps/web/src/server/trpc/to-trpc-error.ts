// Turns whatever a procedure threw into what the client may see: user-facing errors keep their message,
// anything else is a bug, logged with its cause and answered with a generic message.

import { TRPCError } from '@trpc/server';
import { isUserFacingError } from '@verso/core';

const genericMessage = 'Something went wrong on our side. Please try again.';

export function toClientSafeError(error: TRPCError, path: string): TRPCError {
  const cause = error.cause;
  if (isUserFacingError(cause)) return new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
  // Errors thrown as TRPCError on purpose (UNAUTHORIZED, TOO_MANY_REQUESTS, input validation) are meant for the user.
  if (error.code !== 'INTERNAL_SERVER_ERROR') return error;
  console.error(`[trpc ${path}]`, cause ?? error);
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: genericMessage, cause: error });
}
