// How long to wait before retrying a refused request: what the service asked for in `Retry-After`,
// else exponential backoff with full jitter, so many clients that failed together do not retry together.

/** Waiting longer than this inside a job is worse than failing with a message that says why. */
export const longestWaitMs = 60_000;

/** `Retry-After` as delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Full jitter: a random wait up to base × 2^(attempt − 1), capped. */
export function backoffMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  return Math.min(longestWaitMs, random() * baseMs * 2 ** (attempt - 1));
}

/** The wait before the next attempt, or undefined when the service asks for longer than is worth waiting. */
export function retryDelayMs(retryAfter: string | null, attempt: number, baseMs: number): number | undefined {
  const asked = retryAfterMs(retryAfter);
  if (asked === undefined) return backoffMs(attempt, baseMs);
  return asked <= longestWaitMs ? asked : undefined;
}
