// Every request's id, for following one visitor's request through the logs and into the job it
// created (the job keeps it, and its runner logs it). A proxy's X-Request-Id is kept only behind a
// proxy the operator trusts (TRUST_PROXY); otherwise a fresh id, so no client can choose the id
// another request is logged under.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const requestIdHeader = 'x-request-id';

/** An id a proxy may pass on: short, and nothing a log line could be broken with. */
const acceptableId = /^[\w.:-]{1,128}$/;

export function requestIdFor(headers: IncomingHttpHeaders, trustProxy: boolean): string {
  const given = headers[requestIdHeader];
  if (trustProxy && typeof given === 'string' && acceptableId.test(given)) return given;
  return randomUUID();
}
