// The e-mail that carries a sign-in link: in the interface language the visitor asked from, with the
// site's name, logo and primary colour, as HTML and as plain text beside it (for mail readers that show
// no HTML, and for spam filters that distrust HTML-only mail).
import type { HostConfig } from '@verso/brands';
import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/load-messages';
import { type Locale, textDirection } from '@/i18n/routing';
import type englishMessages from '../../../messages/en.json';
import { escapeMarkup } from '../escape-markup';

export interface SignInMailRequest {
  link: string;
  email: string;
  host: HostConfig;
  locale: Locale;
  /** The site's origin (http/site-url.ts): the logo's address is made absolute on it. */
  origin: string;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export async function signInMail({
  link,
  email,
  host,
  locale,
  origin,
}: SignInMailRequest): Promise<MailContent> {
  // Typed as the English catalogue, which every other catalogue is filled up from.
  const messages = (await loadMessages(locale)) as typeof englishMessages;
  const t = createTranslator({ locale, messages, namespace: 'SignInMail' });
  const strings = {
    subject: t('subject', { site: host.name }),
    intro: t('intro', { site: host.name, email }),
    button: t('button'),
    linkIntro: t('linkIntro'),
    ignore: t('ignore'),
  };
  const text = [strings.intro, '', strings.linkIntro, link, '', strings.ignore, '', `— ${host.name}`].join(
    '\n',
  );
  const logo = new URL(host.logoWithName.light, origin).href;
  return { subject: strings.subject, text, html: signInHtml({ strings, link, logo, host, locale }) };
}

interface SignInHtml {
  strings: Record<'subject' | 'intro' | 'button' | 'linkIntro' | 'ignore', string>;
  link: string;
  logo: string;
  host: HostConfig;
  locale: Locale;
}

/** A one-column table with inline styles: what mail readers, Outlook included, lay out alike. */
function signInHtml({ strings, link, logo, host, locale }: SignInHtml): string {
  const e = escapeMarkup;
  const primary = host.antdTheme.token.colorPrimary;
  const paragraph = 'margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2328';
  return `<!doctype html>
<html lang="${e(locale)}" dir="${textDirection(locale)}">
<head><meta charset="utf-8"><title>${e(strings.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-top:4px solid ${e(primary)};border-radius:8px">
<tr><td style="padding:32px">
<img src="${e(logo)}" alt="${e(host.name)}" height="32" style="display:block;height:32px;margin:0 0 24px;border:0">
<p style="${paragraph}">${e(strings.intro)}</p>
<p style="margin:24px 0"><a href="${e(link)}" style="display:inline-block;padding:12px 24px;background:${e(primary)};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${e(strings.button)}</a></p>
<p style="${paragraph}">${e(strings.linkIntro)}<br><a href="${e(link)}" style="color:${e(primary)};word-break:break-all">${e(link)}</a></p>
<p style="${paragraph};color:#656d76;font-size:13px">${e(strings.ignore)}</p>
</td></tr>
</table>
</body>
</html>
`;
}
