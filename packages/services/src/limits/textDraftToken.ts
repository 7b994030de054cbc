// A visitor's typing session on the text page, as a token the site signs and the browser hands back with
// its next keystrokes: which draft, for which IP, when, and how many translations it has had. Signed with
// the site's secret, so a visitor can neither mint one nor stretch its time or count.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** A draft lapses when typing pauses this long: the next text is a new translation. */
export const draftPauseMs = 2 * 60 * 1000;

/** Translations one draft may have; the next starts another draft (and uses another unit of the allowance). */
export const draftTranslations = 20;

export interface TextDraft {
  /** Random, so each draft is counted on its own however often its tokens are replayed. */
  id: string;
  ip: string;
  issuedAt: number;
  /** Translations made in this draft so far, this one included. */
  count: number;
}

const draftShape = z.object({
  id: z.string().min(1).max(64),
  ip: z.string().max(64),
  issuedAt: z.number().int(),
  count: z.number().int().min(1),
});

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`text-draft\n${payload}`).digest('base64url');

export function signTextDraft(secret: string, draft: TextDraft): string {
  const payload = Buffer.from(JSON.stringify(draft)).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The draft the token carries, when it is genuine, for `ip`, recent and not used up; undefined otherwise. */
export function openTextDraft(
  secret: string,
  token: string,
  ip: string,
  now = Date.now(),
): TextDraft | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const draft = parseDraft(payload);
  if (!draft || draft.ip !== ip || draft.count >= draftTranslations) return undefined;
  const age = now - draft.issuedAt;
  return age >= 0 && age < draftPauseMs ? draft : undefined;
}

function parseDraft(payload: string): TextDraft | undefined {
  try {
    const parsed = draftShape.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Signed by us yet not JSON cannot happen; a forged payload never gets past the signature.
    return undefined;
  }
}
