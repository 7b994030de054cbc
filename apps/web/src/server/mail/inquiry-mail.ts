// Delivers a business enquiry to the site's support address through the operator's SMTP relay.
import type { HostConfig } from '@verso/brands';
import type { BusinessInquiry } from '@verso/db';
import type { Config } from '@verso/services';
import { mailTransport } from './mail-transport';

const kindTitles: Record<BusinessInquiry['kind'], string> = {
  contact: 'Business enquiry',
  enterprise: 'Enterprise enquiry',
};

export function inquiryMailer(config: Config, host: HostConfig) {
  return async (inquiry: BusinessInquiry): Promise<void> => {
    await mailTransport(config).send({
      to: host.supportEmail,
      replyTo: { name: inquiry.name, address: inquiry.email },
      subject: `${kindTitles[inquiry.kind]} from ${inquiry.company || inquiry.name} (${host.name})`,
      text: inquiryText(inquiry),
    });
  };
}

function inquiryText(inquiry: BusinessInquiry): string {
  const lines = [
    `Name: ${inquiry.name}`,
    `E-mail: ${inquiry.email}`,
    inquiry.company ? `Company: ${inquiry.company}` : undefined,
    inquiry.teamSize ? `Team size: ${inquiry.teamSize}` : undefined,
    inquiry.locale ? `Language: ${inquiry.locale}` : undefined,
    `Reference: ${inquiry.id}`,
    '',
    inquiry.message,
  ];
  return lines.filter((line) => line !== undefined).join('\n');
}
