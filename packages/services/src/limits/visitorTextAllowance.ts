// Visitors' hourly allowance of text translations, counted per typing session rather than per pause: the
// first translation of a draft uses a unit, and its revisions (up to 20 translations, while typing pauses
// under 2 minutes) are free. Each draft's translations are counted here too, not only in its token, so
// replaying an old token buys nothing: an IP gets at most 20 × the allowance translations an hour.
import { randomUUID } from 'node:crypto';
import type { HourlyLimits } from './hourlyLimits';
import { draftTranslations, openTextDraft, signTextDraft } from './textDraftToken';

export function visitorTextAllowance(limits: HourlyLimits, secret: string, perHour: number) {
  return {
    /**
     * Counts a visitor's text translation; the draft token its answer carries (for the next keystrokes), or
     * undefined when the visitor's hour is used up.
     */
    async admit(ip: string, token: string | undefined, now = Date.now()): Promise<string | undefined> {
      const draft = token ? openTextDraft(secret, token, ip, now) : undefined;
      if (draft && (await limits.tryConsume('text-draft', draft.id, draftTranslations - 1))) {
        return signTextDraft(secret, { ...draft, issuedAt: now, count: draft.count + 1 });
      }
      if (!(await limits.tryConsume('text', ip, perHour))) return undefined;
      return signTextDraft(secret, { id: randomUUID(), ip, issuedAt: now, count: 1 });
    },
  };
}

export type VisitorTextAllowance = ReturnType<typeof visitorTextAllowance>;
