// The e-mail that invites someone into an organisation, in the inviter's interface language, with the
// link to the organisation page where the invited account accepts.
import type { HostConfig } from '@verso/brands';
import type { OrganizationInvitation } from '@verso/db';
import type { Config } from '@verso/services';
import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/load-messages';
import type { Locale } from '@/i18n/routing';
import { canonicalUrl } from '@/server/canonical-url';
import { siteOrigin } from '@/server/http/site-url';
import type englishMessages from '../../../messages/en.json';
import { mailTransport } from './mail-transport';

export interface InvitationMail {
  invitation: OrganizationInvitation;
  organizationName: string;
  inviterName: string;
  locale: Locale;
}

export function invitationLink(config: Config, invitationId: string, locale: Locale): string {
  const href = { pathname: '/organization/home', query: { invitation: invitationId } };
  return canonicalUrl(href, locale, siteOrigin(config));
}

export async function sendInvitationMail(config: Config, host: HostConfig, mail: InvitationMail) {
  const { invitation, organizationName, inviterName, locale } = mail;
  // Typed as the English catalogue, which every other catalogue is filled up from.
  const messages = (await loadMessages(locale)) as typeof englishMessages;
  const t = createTranslator({ locale, messages, namespace: 'Organization' });
  const values = { inviter: inviterName, organization: organizationName, site: host.name };
  await mailTransport(config).send({
    to: invitation.email,
    subject: t('mail.subject', values),
    text: t('mail.body', {
      ...values,
      role: t(`roles.${invitation.role}`),
      link: invitationLink(config, invitation.id, locale),
      expires: invitation.expiresAt,
    }),
  });
}
