// Visitors for the per-visitor limits, named by X-Forwarded-For (the e2e sites run with TRUST_PROXY=on).
// With Redis the site's hourly counts outlive a run, so each run's visitors have addresses of their own.
import type { Page } from '@playwright/test';

const run = [1 + Math.floor(Math.random() * 254), 1 + Math.floor(Math.random() * 254)];

/** The address of this run's visitor number `n` (0–255). */
export function visitorAddress(n: number): string {
  return `198.${run[0]}.${run[1]}.${n}`;
}

/** The page's requests come from visitor `n`. */
export function asVisitor(page: Page, n: number): Promise<void> {
  return page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress(n) });
}
