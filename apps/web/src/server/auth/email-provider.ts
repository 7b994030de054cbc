// Sign-in by e-mail magic link, sent through the operator's SMTP relay (SMTP_* settings) or kept in the
// local outbox as the site's own mail (mail/sign-in-mail.ts): branded, in the language the visitor asked from.
import { brandFor, hostConfigFor } from '@verso/brands';
import type { Config } from '@verso/services';
import Nodemailer from 'next-auth/providers/nodemailer';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { mailTransport } from '../mail/mail-transport';
import { signInMail } from '../mail/sign-in-mail';

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
 * Through the operator's SMTP relay, or, without one, into the local outbox (mail/mail-transport.ts) with
 * the link in the server's log too: a first run with no mail server can still sign in, and the sign-in
 * page tells the visitor where the operator finds the link (signin-card.tsx).
 */
export function emailProvider(config: Config) {
  const host = hostConfigFor(brandFor(config.platform), config.host);
  return Nodemailer({
    id: 'email',
    name: 'E-mail',
    server: {},
    from: config.smtp?.from,
    async sendVerificationRequest({ identifier, url, request }) {
      const locale = await requestedLocale(request);
      const mail = await signInMail({
        link: url,
        email: identifier,
        host,
        locale,
        origin: new URL(url).origin,
      });
      const { outboxFile } = await mailTransport(config).send({ to: identifier, ...mail });
      if (outboxFile) console.log(`[auth] sign-in link for ${identifier} (also in ${outboxFile}): ${url}`);
    },
  });
}
