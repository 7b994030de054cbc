// The sign-in e-mail as a mailbox receives it from the operator's relay (an in-test SMTP server): HTML and
// plain text, the site's name, logo and colour, in the language the visitor asked from.
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@verso/services';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailProvider } from './email-provider';

const received: ParsedMail[] = [];
const relay = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      received.push(mail);
      callback();
    }, callback);
  },
});

beforeAll(() => new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => relay.close(resolve)));

const link = 'https://docs.example.org/api/auth/callback/email?callbackUrl=%2Fmy%2Fhistory&token=abc';

/** Asks the provider for a sign-in mail as Auth.js does, and returns the mail the relay got. */
async function sendSignInMail(body: Record<string, string>, env: Record<string, string> = {}) {
  const config = loadConfig({
    AUTH_SECRET: 'x'.repeat(32),
    DATA_DIR: '/tmp/verso-sign-in-mail-test',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String((relay.server.address() as AddressInfo).port),
    SMTP_SECURE: 'false',
    SMTP_FROM: 'Sign-in <no-reply@example.test>',
    ...env,
  });
  // Auth.js lays the options given to a provider over the provider's defaults.
  const provider = emailProvider(config) as { options?: object };
  const { sendVerificationRequest } = { ...provider, ...provider.options } as {
    sendVerificationRequest: (params: object) => Promise<void>;
  };
  const before = received.length;
  await sendVerificationRequest({
    provider: { ...provider, ...provider.options },
    theme: { colorScheme: 'auto' },
    identifier: 'reader@example.test',
    url: link,
    expires: new Date(Date.now() + 86_400_000),
    request: new Request('https://docs.example.org/api/auth/signin/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'reader@example.test', ...body }),
    }),
  });
  const mail = received[before];
  if (!mail) throw new Error('The relay received no mail');
  return { mail, html: typeof mail.html === 'string' ? mail.html : '' };
}

describe('the sign-in e-mail', () => {
  it('carries the link in an HTML part and a plain-text part', async () => {
    const { mail, html } = await sendSignInMail({ locale: 'en' });
    expect(mail.to).toMatchObject({ text: 'reader@example.test' });
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('reader@example.test');
    expect(html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(mail.subject).toBe('Sign in to Verso');
  });

  it('shows the variant and the operator’s overrides: name, logo on the site’s address, primary colour', async () => {
    const { mail, html } = await sendSignInMail(
      { locale: 'en' },
      { PLATFORM: 'dl-translator', SITE_NAME: 'Acme & Co', SITE_PRIMARY_COLOR: '#112233' },
    );
    expect(mail.subject).toBe('Sign in to Acme & Co');
    expect(html).toContain('alt="Acme &amp; Co"');
    expect(html).toContain('src="https://docs.example.org/brands/dl-translator/logo-light.svg"');
    expect(html).toContain('background:#112233');
    expect(mail.text).toContain('Acme & Co');
  });

  it('is written in the interface language the visitor asked from, right to left where it reads so', async () => {
    const german = await sendSignInMail({ locale: 'de' });
    expect(german.mail.subject).toBe('Bei Verso anmelden');
    expect(german.mail.text).toContain('Oder öffnen Sie diesen Link in Ihrem Browser:');
    expect(german.html).toContain('lang="de" dir="ltr"');

    const arabic = await sendSignInMail({ locale: 'ar' });
    expect(arabic.mail.subject).toBe('تسجيل الدخول إلى Verso');
    expect(arabic.html).toContain('lang="ar" dir="rtl"');
  });

  it('falls back to English for a language the site does not have', async () => {
    expect((await sendSignInMail({ locale: 'xx' })).mail.subject).toBe('Sign in to Verso');
    expect((await sendSignInMail({})).mail.subject).toBe('Sign in to Verso');
  });
});
