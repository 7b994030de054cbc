// The operator's SMTP relay (SMTP_* settings) as a nodemailer transport, for the site's own e-mails.
import type { Config } from '@verso/services';
import nodemailer from 'nodemailer';

/** Throws when SMTP is not configured, naming what the mail was for, so the log says what was lost. */
export function smtpTransport(config: Config, purpose: string) {
  const { smtp } = config;
  if (!smtp) throw new Error(`SMTP is not configured (SMTP_HOST): ${purpose}`);
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
  });
  return { transport, from: smtp.from };
}
