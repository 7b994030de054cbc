// Sign-in by e-mail magic link, sent through the operator's SMTP relay (SMTP_* settings).
import type { Config } from '@verso/services';
import Nodemailer from 'next-auth/providers/nodemailer';

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
  const provider = Nodemailer({
    id: 'email',
    name: 'E-mail',
    server: {
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    },
    from: smtp.from,
  });
  // Auth.js merges our server settings into defaults that hold empty credentials, which nodemailer would
  // try (and fail) on any relay that offers AUTH; dropping the defaults lets an open relay work.
  return { ...provider, server: {} };
}
