// What remoteCall needs to know about a service: its name and key variable for messages, and how
// patiently to talk to it. Engines take the tuning from their options so tests can shorten every wait.

export interface RemoteTuning {
  /** How long one attempt may take, reply included. */
  timeoutMs?: number;
  /** Attempts in all, the first included, for replies worth retrying (429 and 5xx). */
  maxAttempts?: number;
  /** The first backoff step when the service gives no `Retry-After`. */
  backoffBaseMs?: number;
  /** Requests one engine instance keeps in flight at most. */
  concurrency?: number;
}

export interface RemoteService extends Required<RemoteTuning> {
  /** The name users know the service by: "DeepL". */
  label: string;
  /** The environment variable holding the key, named when the service rejects it. */
  keyVariable: string;
  /** A status the service uses for "quota used up" besides 429 (DeepL answers 456). */
  quotaStatus?: number;
}

export function remoteService(
  identity: Pick<RemoteService, 'label' | 'keyVariable' | 'quotaStatus'>,
  tuning: RemoteTuning = {},
): RemoteService {
  return {
    timeoutMs: tuning.timeoutMs ?? 30_000,
    maxAttempts: tuning.maxAttempts ?? 4,
    backoffBaseMs: tuning.backoffBaseMs ?? 500,
    concurrency: tuning.concurrency ?? 4,
    ...identity,
  };
}
