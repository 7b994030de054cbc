// A service account's JSON key, as the Google Cloud console downloads it, read into what Verso signs
// with. Checked when the settings are read, so a wrong file is reported at start-up, not on a first job.
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';

export interface ServiceAccountKey {
  clientEmail: string;
  privateKey: KeyObject;
  /** Sent as the JWT's `kid`, so Google picks the right public key at once. */
  privateKeyId?: string;
  tokenUri: string;
  projectId?: string;
}

/** Where a service account is used: its key, the project billed and the location of the models. */
export interface GoogleServiceAccount {
  key: ServiceAccountKey;
  project: string;
  /** Defaults to `global`. */
  location?: string;
  /** The variable the key came from, named when Google rejects it. */
  variable?: string;
}

const keyFile = z.object({
  type: z.string(),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  private_key_id: z.string().optional(),
  token_uri: z.string().url().default('https://oauth2.googleapis.com/token'),
  project_id: z.string().optional(),
});

/** The key in `json`; throws an Error that says what is wrong with it, for the caller to name its source. */
export function parseServiceAccountKey(json: string): ServiceAccountKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('not JSON; expected a service account key file');
  }
  const type = (parsed as { type?: unknown } | null)?.type;
  if (type !== 'service_account')
    throw new Error(`a credentials file of type ${JSON.stringify(type)}, not a service account key`);
  const fields = keyFile.safeParse(parsed);
  if (!fields.success) {
    const missing = fields.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`a service account key without a usable ${missing}`);
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(fields.data.private_key);
  } catch {
    throw new Error('a service account key whose private_key is not a PEM private key');
  }
  return {
    clientEmail: fields.data.client_email,
    privateKey,
    privateKeyId: fields.data.private_key_id,
    tokenUri: fields.data.token_uri,
    projectId: fields.data.project_id,
  };
}
