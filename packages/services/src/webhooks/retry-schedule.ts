// When a delivery that got no 2xx answer is tried again: the base delay (WEBHOOK_RETRY_BASE_SECONDS,
// 30 s) doubling after each attempt, for 24 hours from the event; a last attempt lands at the 24 h mark.
export const retryWindowMs = 24 * 60 * 60 * 1000;

/** How long to wait after `attempts` failed attempts, `elapsedMs` after the event; null once the 24 hours are over. */
export function retryDelayMs(attempts: number, elapsedMs: number, baseMs: number): number | null {
  const left = retryWindowMs - elapsedMs;
  if (left <= 0) return null;
  return Math.min(baseMs * 2 ** (attempts - 1), left);
}
