// Google's refusals that the status alone misreads. v2 answers a wrong API key with 400 INVALID_ARGUMENT,
// reason API_KEY_INVALID in its details. The OAuth token endpoint answers a wrong or deleted
// service-account key with `invalid_grant`/`invalid_client`. And v3 answers 403 to a valid account that
// lacks the Cloud Translation role or whose project has the API turned off, which Google's own message
// explains better than "check the key".
import { z } from 'zod';
import type { Refusal } from '../http/remote-service';

const apiError = z.object({
  error: z.object({ details: z.array(z.object({ reason: z.string().optional() })).optional() }),
});
const oauthError = z.object({ error: z.string() });

const rejectedGrants = new Set(['invalid_grant', 'invalid_client', 'unauthorized_client']);

export function apiKeyRefusal(_status: number, body: unknown): Refusal | undefined {
  const parsed = apiError.safeParse(body);
  const reasons = parsed.success ? (parsed.data.error.details ?? []).map((detail) => detail.reason) : [];
  return reasons.includes('API_KEY_INVALID') ? 'credential' : undefined;
}

export function serviceAccountRefusal(status: number, body: unknown): Refusal | undefined {
  const oauth = oauthError.safeParse(body);
  if (oauth.success) return rejectedGrants.has(oauth.data.error) ? 'credential' : 'refused';
  return status === 403 ? 'refused' : undefined;
}
