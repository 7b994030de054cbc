// Per-visitor allowances counted in one-hour windows (demo runs, anonymous texts, mails, error reports).
// One process counts in memory; with Redis configured every process counts in Redis, so the limit an
// operator sets is one limit however many processes serve the site.
export const hourMs = 60 * 60 * 1000;

export interface HourlyLimits {
  /**
   * Records one call by `key` (an IP, an address) against `scope` (what is limited); false when the key
   * has already made `limit` calls in its current hour. The hour starts at the key's first call.
   */
  tryConsume(scope: string, key: string, limit: number): Promise<boolean>;
  close(): Promise<void>;
}
