import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { signatureHeader, signingSecret } from './signature';

describe('webhook signature', () => {
  test('is the hex HMAC-SHA256 of "<t>.<body>" under the secret, with t in the header', () => {
    const body = '{"taskId":"t1","status":"Completed"}';
    const header = signatureHeader('whsec_test', body, 1_790_000_000);
    const expected = createHmac('sha256', 'whsec_test').update(`1790000000.${body}`).digest('hex');
    expect(header).toBe(`t=1790000000,v1=${expected}`);
  });

  test('changes with the body, the time and the secret', () => {
    const header = signatureHeader('whsec_a', '{}', 1);
    expect(signatureHeader('whsec_a', '{ }', 1)).not.toBe(header);
    expect(signatureHeader('whsec_a', '{}', 2)).not.toBe(header);
    expect(signatureHeader('whsec_b', '{}', 1)).not.toBe(header);
  });

  test('a key signing secret is stable for one salt and changes with the salt, key and AUTH_SECRET', () => {
    const authSecret = 'a'.repeat(32);
    const secret = signingSecret(authSecret, 'key-1', 'salt-1');
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(signingSecret(authSecret, 'key-1', 'salt-1')).toBe(secret);
    expect(signingSecret(authSecret, 'key-1', 'salt-2')).not.toBe(secret);
    expect(signingSecret(authSecret, 'key-2', 'salt-1')).not.toBe(secret);
    expect(signingSecret('b'.repeat(32), 'key-1', 'salt-1')).not.toBe(secret);
  });
});
