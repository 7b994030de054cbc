import { describe, expect, test } from 'vitest';
import { checkWebhookTarget, guardedLookup, parseWebhookUrl } from './webhook-target';

const strict = { allowPrivateAddresses: false };
const lenient = { allowPrivateAddresses: true };

describe('webhook URLs', () => {
  test.each([
    ['ftp://example.com/hook', /not an http/],
    ['not a url', /not an http/],
    ['https://user:pass@example.com/hook', /no user name or password/],
    [`https://example.com/${'a'.repeat(2100)}`, /at most 2048/],
  ])('%s is refused', (url, message) => {
    expect(() => parseWebhookUrl(url)).toThrow(message);
  });

  test('an http(s) URL is accepted as written', () => {
    expect(parseWebhookUrl(' https://hooks.example.com/verso?x=1 ').href).toBe(
      'https://hooks.example.com/verso?x=1',
    );
  });

  test('the metadata service is refused even where private addresses are allowed', async () => {
    await expect(checkWebhookTarget(new URL('http://169.254.169.254/'), lenient)).rejects.toThrow(/metadata/);
    await expect(checkWebhookTarget(new URL('http://[fd00:ec2::254]/'), lenient)).rejects.toThrow(/metadata/);
    await expect(checkWebhookTarget(new URL('http://127.0.0.1/'), lenient)).resolves.toBeUndefined();
  });

  test('IPv6 literals are classified without their brackets', async () => {
    await expect(checkWebhookTarget(new URL('http://[::1]:8080/'), strict)).rejects.toThrow(/loopback/);
    await expect(checkWebhookTarget(new URL('http://[fe80::1]/'), strict)).rejects.toThrow(/link-local/);
    await expect(checkWebhookTarget(new URL('http://[fc00::5]/'), strict)).rejects.toThrow(/unique-local/);
  });
});

describe('the lookup the socket connects through', () => {
  const lookUp = (host: string, policy: typeof strict, all: boolean) =>
    new Promise<unknown>((resolve, reject) =>
      guardedLookup(policy)(host, { all }, (error, address) => (error ? reject(error) : resolve(address))),
    );

  test('refuses a name that resolves to a loopback address, at connect time', async () => {
    await expect(lookUp('localhost', strict, true)).rejects.toThrow(/loopback addresses such as localhost/);
    await expect(lookUp('localhost', strict, false)).rejects.toThrow(/loopback/);
  });

  test('hands over the vetted addresses when they are allowed', async () => {
    expect(await lookUp('localhost', lenient, false)).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(await lookUp('localhost', lenient, true)).toEqual(
      expect.arrayContaining([expect.objectContaining({ address: expect.any(String) })]),
    );
  });
});
