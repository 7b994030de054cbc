// How many mails the site sends at a visitor's request (sign-in links, organisation invitations): a few an
// hour to one address, so no one can flood an inbox through the site, and a few more from one visitor, so
// no one can make the site mail a list of inboxes (MAIL_LIMIT_PER_ADDRESS_PER_HOUR, …_PER_VISITOR_…).
import type { Config, Services } from '@verso/services';

export function mailLimitMessage({ mailLimits }: Config): string {
  return `At most ${mailLimits.perAddressPerHour} e-mails an hour go to one address, and ${mailLimits.perVisitorPerHour} at the request of one visitor. Please try again later.`;
}

/** Counts one mail to `address` asked for by `client`; false (send nothing) when either has had its share. */
export async function mayMail(services: Services, address: string, client: string): Promise<boolean> {
  const { limits, config } = services;
  const { perAddressPerHour, perVisitorPerHour } = config.mailLimits;
  const toAddress = await limits.tryConsume('mail-to', address.trim().toLowerCase(), perAddressPerHour);
  const fromClient = await limits.tryConsume('mail-from', client, perVisitorPerHour);
  return toAddress && fromClient;
}
