// A service account made up for tests: a fresh RSA key pair, and the key file Google would let you
// download for it. The double verifies the engine's signatures with the public half.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';

export const testClientEmail = 'verso-test@test-project.iam.gserviceaccount.com';
export const testProject = 'test-project';

export function testKeyPair(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

export function testKeyFile(privateKey: KeyObject, tokenUri: string, fields: Record<string, unknown> = {}) {
  return JSON.stringify({
    type: 'service_account',
    project_id: testProject,
    private_key_id: 'test-key-id',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    client_email: testClientEmail,
    client_id: '1234567890',
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: tokenUri,
    ...fields,
  });
}
