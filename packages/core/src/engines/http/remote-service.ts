// What remoteCall needs to know about a service: its name and key variable for messages, how to read
// its refusals, and how patiently to talk to it. Engines take the tuning from their options so tests can
// shorten every wait.

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

/**
 * What a refused request means for the operator: the credential was rejected (fix the variable), the
 * quota is used up (wait or pay), or the request itself was refused for the reason the service gives.
 */
export type Refusal = 'credential' | 'quota' | 'refused';

export interface RemoteService extends Required<RemoteTuning> {
  /** The name users know the service by: "DeepL". */
  label: string;
  /** The environment variable holding the credential, named when the service rejects it. */
  keyVariable: string;
  /** What that variable holds, for messages: "API key" unless the service says otherwise. */
  credentialName: string;
  /** A status the service uses for "quota used up" besides 429 (DeepL answers 456). */
  quotaStatus?: number;
  /**
   * Reads refusals the status alone does not tell apart (Google answers a bad key with 400, Azure a
   * used-up quota with 403), from the error body parsed as JSON (undefined when it is not JSON).
   * Undefined falls back to the status: 401/403 reject the credential, `quotaStatus` is the quota.
   */
  readRefusal?: (status: number, body: unknown) => Refusal | undefined;
}

type ServiceIdentity = Pick<RemoteService, 'label' | 'keyVariable' | 'quotaStatus' | 'readRefusal'> &
  Partial<Pick<RemoteService, 'credentialName'>>;

export function remoteService(identity: ServiceIdentity, tuning: RemoteTuning = {}): RemoteService {
  return {
    timeoutMs: tuning.timeoutMs ?? 30_000,
    maxAttempts: tuning.maxAttempts ?? 4,
    backoffBaseMs: tuning.backoffBaseMs ?? 500,
    concurrency: tuning.concurrency ?? 4,
    credentialName: 'API key',
    ...identity,
  };
}
