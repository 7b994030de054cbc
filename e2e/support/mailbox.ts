// Reads the mail the SMTP capture double received, the way a user would open their inbox.
import type { CapturedMail } from '../doubles/smtp-capture';
import { mailApiUrl } from './environment';

const signInLinkPattern = /https?:\/\/\S+\/api\/auth\/callback\/email\?\S+/;

/** Waits for the sign-in e-mail sent to `email` and returns the link in it. */
export async function waitForSignInLink(email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${mailApiUrl}/messages`);
    const messages = (await response.json()) as CapturedMail[];
    const mail = messages.findLast((message) => message.to.includes(email));
    const link = mail?.text.match(signInLinkPattern)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No sign-in e-mail reached ${email} within ${timeoutMs} ms`);
}

/** Every message the capture double holds for `address`, oldest first. */
export async function mailsTo(address: string): Promise<CapturedMail[]> {
  const response = await fetch(`${mailApiUrl}/messages`);
  const messages = (await response.json()) as CapturedMail[];
  return messages.filter((message) => message.to.includes(address));
}

/** Waits for a message to `address` whose text contains `marker`. */
export async function waitForMail(
  address: string,
  marker: string,
  timeoutMs = 15_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(address)).find((message) => message.text.includes(marker));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail containing "${marker}" reached ${address} within ${timeoutMs} ms`);
}
