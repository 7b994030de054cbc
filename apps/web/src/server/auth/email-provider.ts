// Sign-in by e-mail magic link, sent through the operator's SMTP relay (SMTP_* settings) as the site's own
// mail (mail/sign-in-mail.ts): branded, in the language the visitor asked from.
import { brandFor, hostConfigFor } from '@verso/brands';
import type { Config } from '@verso/services';
import Nodemailer from 'next-auth/providers/nodemailer';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { signInMail } from '../mail/sign-in-mail';
import { smtpTransport } from '../mail/smtp-transport';

/**
 * The sign-in card sends its interface language beside the address (signin-card.tsx); Auth.js hands the
 * form on to us as the request's JSON body.
 */
async function requestedLocale(request: Request) {
  const body = (await request.json().catch(() => ({}))) as { locale?: unknown };
  const locale = typeof body.locale === 'string' ? body.locale : undefined;
  return hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
}

/**
 * Without SMTP the provider stays listed, so the sign-in page looks the same on every install, but each
 * attempt fails and the server log names the settings to add. Omitting it would leave a self-hoster with a
 * sign-in page that has no e-mail field and no hint why.
 */
export function emailProvider(config: Config) {
  const { smtp } = config;
  if (!smtp) {
    return Nodemailer({
      id: 'email',
      name: 'E-mail',
      server: {},
      // Throws synchronously: Auth.js starts saving the token only after this call returns, so a rejected
      // promise here would be reported as an unhandled rejection before Auth.js awaits it.
      sendVerificationRequest({ identifier }) {
        const reason =
          'SMTP is not configured: set SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_FROM)';
        console.error(`[auth] cannot send a sign-in link to ${identifier}. ${reason}.`);
        throw new Error(reason);
      },
    });
  }
  const host = hostConfigFor(brandFor(config.platform), config.host);
  return Nodemailer({
    id: 'email',
    name: 'E-mail',
    server: {},
    from: smtp.from,
    async sendVerificationRequest({ identifier, url, request }) {
      const locale = await requestedLocale(request);
      const mail = await signInMail({
        link: url,
        email: identifier,
        host,
        locale,
        origin: new URL(url).origin,
      });
      const { transport, from } = smtpTransport(config, `the sign-in link for ${identifier} was not sent`);
      await transport.sendMail({ from, to: identifier, ...mail });
    },
  });
}
