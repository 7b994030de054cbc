// Sign-in links are mailed a few times an hour per address and per visitor; past that the visitor is sent
// back to the sign-in page with the reason, and no link is made.
import { loadConfig, type Services } from '@verso/services';
import { memoryHourlyLimits } from '@verso/services/limits/memoryHourlyLimits';
import { describe, expect, test } from 'vitest';
import { signInMailGate, tooManyMailsUrl } from './sign-in-mail-limit';

const config = loadConfig({ AUTH_SECRET: 'x'.repeat(32) });
const { perAddressPerHour, perVisitorPerHour } = config.mailLimits;
/** The site's services as far as the gate uses them: the settings and fresh hourly counts. */
const freshServices = () => ({ config, limits: memoryHourlyLimits() }) as unknown as Services;

const linkRequest = (email: string) => ({ user: { email }, email: { verificationRequest: true } });

async function askTimes(gate: ReturnType<typeof signInMailGate>, emails: string[]) {
  const answers = [];
  for (const email of emails) answers.push(await gate(linkRequest(email)));
  return answers;
}

describe('the sign-in mail gate', () => {
  test('one address gets a few links an hour, however its owner writes it', async () => {
    const services = freshServices();
    const emails = Array.from({ length: perAddressPerHour }, (_, i) =>
      i % 2 ? 'Victim@Example.com' : 'victim@example.com',
    );
    // A new visitor each time: the address alone is limited.
    for (const [i, email] of emails.entries()) {
      expect(await signInMailGate(services, `198.51.100.${i}`)(linkRequest(email))).toBe(true);
    }
    expect(await signInMailGate(services, '198.51.100.99')(linkRequest(' VICTIM@example.com'))).toBe(
      tooManyMailsUrl,
    );
  });

  test('one visitor cannot mail a list of addresses', async () => {
    const gate = signInMailGate(freshServices(), '203.0.113.5');
    const emails = Array.from({ length: perVisitorPerHour + 1 }, (_, i) => `person${i}@example.com`);
    const answers = await askTimes(gate, emails);
    expect(answers.slice(0, perVisitorPerHour).every((answer) => answer === true)).toBe(true);
    expect(answers.at(-1)).toBe(tooManyMailsUrl);
  });

  test('Google and WeChat sign-ins send no mail and are not counted', async () => {
    const gate = signInMailGate(freshServices(), '203.0.113.5');
    for (let i = 0; i < perVisitorPerHour * 2; i++) {
      expect(await gate({ user: { email: 'someone@example.com' } })).toBe(true);
    }
    expect(await gate(linkRequest('someone@example.com'))).toBe(true);
  });
});
