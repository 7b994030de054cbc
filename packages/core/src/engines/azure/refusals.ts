// Azure Translator answers both a rejected key (403000) and a used-up free quota (403001) with HTTP 403;
// only the error code in the body tells them apart, and they need different fixes.
import { z } from 'zod';
import type { Refusal } from '../http/remote-service';

const azureError = z.object({ error: z.object({ code: z.number() }) });

/** Azure's documented "subscription has exceeded its free quota" code. */
const quotaExceeded = 403001;

export function azureRefusal(_status: number, body: unknown): Refusal | undefined {
  const parsed = azureError.safeParse(body);
  return parsed.success && parsed.data.error.code === quotaExceeded ? 'quota' : undefined;
}
