// Delivers a business enquiry to the site's support address through the operator's SMTP relay.
import type { HostConfig } from '@verso/brands';
import type { BusinessInquiry } from '@verso/db';
import type { Config } from '@verso/services';
import nodemailer from 'nodemailer';

const kindTitles: Record<BusinessInquiry['kind'], string> = {
  contact: 'Business enquiry',
  enterprise: 'Enterprise enquiry',
};

export function inquiryMailer(config: Config, host: HostConfig) {
  return async (inquiry: BusinessInquiry): Promise<void> => {
    const { smtp } = config;
    if (!smtp) throw new Error('SMTP is not configured (SMTP_HOST): the enquiry stays in the database only');
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    });
    await transport.sendMail({
      from: smtp.from,
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
