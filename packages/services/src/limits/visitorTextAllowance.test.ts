// A visitor's typing session uses one unit of the hourly allowance however often typing pauses, and no
// more than a bounded number of translations, even when old tokens are sent again.
import { describe, expect, test } from 'vitest';
import { memoryHourlyLimits } from './memoryHourlyLimits';
import { draftPauseMs, draftTranslations } from './textDraftToken';
import { visitorTextAllowance } from './visitorTextAllowance';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const ip = '203.0.113.7';
const start = Date.parse('2026-11-29T12:00:00Z');

/** An allowance of `perHour` translations, on a clock the test moves. */
function allowance(perHour: number) {
  let now = start;
  const limits = memoryHourlyLimits(() => now);
  const visitor = visitorTextAllowance(limits, secret, perHour);
  return {
    admit: (token?: string) => visitor.admit(ip, token, now),
    wait: (ms: number) => {
      now += ms;
    },
  };
}

describe("a visitor's text allowance", () => {
  test(`one unit pays for ${draftTranslations} translations of a draft typed on`, async () => {
    const visitor = allowance(1);
    let token = await visitor.admit();
    for (let revision = 2; revision <= draftTranslations; revision++) {
      visitor.wait(1_000);
      token = await visitor.admit(token);
      expect(token, `revision ${revision}`).toBeDefined();
    }
    expect(await visitor.admit(token)).toBeUndefined();
  });

  test('a pause of two minutes ends the draft: the next text uses a unit', async () => {
    const visitor = allowance(2);
    const first = await visitor.admit();
    visitor.wait(draftPauseMs);
    expect(await visitor.admit(first)).toBeDefined();
    expect(await visitor.admit(first)).toBeUndefined();
  });

  test('sending one token again and again buys no more than its draft', async () => {
    const visitor = allowance(1);
    const first = await visitor.admit();
    const replays = await Promise.all(
      Array.from({ length: 3 * draftTranslations }, () => visitor.admit(first)),
    );
    expect(replays.filter(Boolean)).toHaveLength(draftTranslations - 1);
  });

  test('another IP cannot use the draft', async () => {
    const limits = memoryHourlyLimits(() => start);
    const visitor = visitorTextAllowance(limits, secret, 1);
    const token = await visitor.admit(ip, undefined, start);
    expect(await visitor.admit('198.51.100.1', token, start)).toBeDefined();
    expect(await visitor.admit('198.51.100.1', token, start)).toBeUndefined();
  });
});
