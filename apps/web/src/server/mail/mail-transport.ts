// How the site's own e-mails leave: through the operator's SMTP relay (SMTP_* settings), or, on a site
// without one, into the local outbox (DATA_DIR/outbox), logged, for the operator to read and pass on.
import type { Config } from '@verso/services';
import { keepInOutbox } from '@verso/services/mail/outbox';
import nodemailer from 'nodemailer';

export interface SiteMail {
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
}

export interface MailTransport {
  /** Where the mail went: the relay, or the outbox file that holds it. */
  send(mail: SiteMail): Promise<{ outboxFile?: string }>;
}

export function mailTransport(config: Config): MailTransport {
  const { smtp } = config;
  if (!smtp) return outboxTransport(config.outboxDir);
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: smtp.from, ...mail });
      return {};
    },
  };
}

function outboxTransport(outboxDir: string): MailTransport {
  return {
    async send({ to, subject, text }) {
      const outboxFile = await keepInOutbox(outboxDir, { to, subject, text });
      console.log(`[mail] no SMTP server (SMTP_HOST): the mail to ${to}, "${subject}", is in ${outboxFile}`);
      return { outboxFile };
    },
  };
}
