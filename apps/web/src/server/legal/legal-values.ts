// What this installation fills into the legal documents: the variant's company, contacts and methods,
// the operator's overrides and configuration (retention, sign-up credits), in the reader's language.
import type { AuthMethod, PayMethod } from '@verso/brands';
import type { Config } from '@verso/services';
import type { Site } from '@/components/site/SiteProvider';
import type { LegalValues } from './legal-document';

export interface LegalLabels {
  signInMethod(method: AuthMethod): string;
  payMethod(method: PayMethod): string;
}

type LegalConfig = Pick<Config, 'publicUrl' | 'fileRetentionDays' | 'signupCredits'>;

export function legalValues(
  { brand, host }: Site,
  config: LegalConfig,
  locale: string,
  labels: LegalLabels,
): LegalValues {
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return {
    company: brand.organization.legalName,
    product: host.name,
    website: config.publicUrl,
    supportEmail: host.supportEmail,
    address: brand.organization.address.join(', '),
    retentionDays: String(config.fileRetentionDays),
    signupCredits: String(config.signupCredits),
    signInMethods: list.format(brand.authMethods.map(labels.signInMethod)),
    payMethods: list.format(brand.payMethods.map(labels.payMethod)),
    currency: brand.currency,
  };
}
