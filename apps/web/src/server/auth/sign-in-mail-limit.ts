// The gate before Auth.js mails a sign-in link: its signIn callback runs before the link is made, and a
// URL it returns is where the visitor goes instead — the sign-in page, saying why no mail came.
import type { Services } from '@verso/services';
import { mayMail } from '@/server/mail/mail-allowance';

/** The sign-in page's error code for it (SignIn.errors.TooManyMails in the catalogues). */
export const tooManyMailsUrl = '/signin?error=TooManyMails';

interface SignInAttempt {
  user: { email?: string | null };
  email?: { verificationRequest?: boolean };
}

export function signInMailGate(services: Services, client: string) {
  return async ({ user, email }: SignInAttempt): Promise<true | string> => {
    if (!email?.verificationRequest) return true;
    return (await mayMail(services, user.email ?? '', client)) || tooManyMailsUrl;
  };
}
