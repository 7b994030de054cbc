// How many mails the site sends at a visitor's request (sign-in links, organisation invitations): a few an
// hour to one address, so no one can flood an inbox through the site, and a few more from one client, so
// no one can make the site mail a list of inboxes.
import type { Services } from '@verso/services';

export const mailsPerAddressPerHour = 5;
/** An office behind one address invites its team or signs in together: room for that, not for a list. */
export const mailsPerClientPerHour = 20;

export const mailLimitMessage = `At most ${mailsPerAddressPerHour} e-mails an hour go to one address, and ${mailsPerClientPerHour} at the request of one visitor. Please try again later.`;

/** Counts one mail to `address` asked for by `client`; false (send nothing) when either has had its share. */
export async function mayMail(limits: Services['limits'], address: string, client: string): Promise<boolean> {
  const toAddress = await limits.tryConsume('mail-to', address.trim().toLowerCase(), mailsPerAddressPerHour);
  const fromClient = await limits.tryConsume('mail-from', client, mailsPerClientPerHour);
  return toAddress && fromClient;
}
