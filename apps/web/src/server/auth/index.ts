// Auth.js for the site: the variant's sign-in methods (e-mail links, Google or WeChat), with users, accounts and sessions in Verso's database.
import './session-types';
import { DrizzleAdapter } from '@auth/drizzle-adapter';
import { accounts, sessions, users, verificationTokens } from '@verso/db';
import { getServices } from '@verso/services';
import { headers } from 'next/headers';
import NextAuth from 'next-auth';
import { isInsideWechat } from '@/components/wechat/wechat-sdk';
import { clientIp } from '@/server/http/client-ip';
import { siteOrigin } from '../http/site-url';
import { accountEnabled } from './account-enabled';
import { onSiteOrigin } from './auth-request-origin';
import { googleSignInAllowed } from './google-provider';
import { signInMailGate } from './sign-in-mail-limit';
import { signInProviders } from './sign-in-providers';

// getServices() is async (it opens the database), so Auth.js gets its configuration lazily, per request.
const nextAuth = NextAuth(async (request) => {
  const services = await getServices();
  const { config } = services;
  // auth() in a page or route passes no request; it runs inside one, whose headers Next holds.
  const requestHeaders = request?.headers ?? (await headers());
  const mailGate = signInMailGate(services, clientIp(requestHeaders, config.trustProxy));
  const insideWechat = isInsideWechat(request?.headers.get('user-agent') ?? '');
  return {
    adapter: DrizzleAdapter(services.db, {
      usersTable: users,
      accountsTable: accounts,
      sessionsTable: sessions,
      verificationTokensTable: verificationTokens,
    }),
    session: { strategy: 'database' },
    secret: config.authSecret,
    // Auth.js builds its links from the request's URL, which onSiteOrigin (below) set to the site's own
    // address; Host is never read for them.
    trustHost: true,
    // The cookies' names and Secure flag follow the address people use, in the handlers and in auth() alike.
    useSecureCookies: siteOrigin(config, requestHeaders).startsWith('https:'),
    providers: signInProviders(config, { insideWechat }),
    pages: { signIn: '/signin', verifyRequest: '/signin?check=email', error: '/signin' },
    callbacks: {
      // A Google account must vouch for its address; a mailed link must stay within the hourly allowance;
      // a disabled account gets neither a link nor a session (AccessDenied).
      async signIn(attempt) {
        if (!googleSignInAllowed(attempt)) return false;
        if (!(await accountEnabled(services, attempt.user))) return false;
        return mailGate(attempt);
      },
      // Only what pages need: a database session also carries its token and user id, which page
      // scripts must never see (the token lives in an httpOnly cookie for a reason).
      session({ session, user }) {
        return {
          expires: session.expires,
          user: {
            id: user.id,
            name: user.name ?? null,
            email: user.email,
            image: user.image ?? null,
            isAdmin: user.isAdmin ?? false,
            locale: user.locale ?? null,
          },
        } as typeof session;
      },
    },
    events: {
      // Signed in inside WeChat (official account authorisation): that openid is the one WeChat Pay
      // JSAPI accepts for this site's appid, so it is kept for the user's payments in WeChat.
      async signIn({ account, profile }) {
        const openid = profile?.openid;
        if (insideWechat && account?.provider === 'wechat' && typeof openid === 'string') {
          await services.payments.wechatOpenIds.remember(account.providerAccountId, openid);
        }
      },
      async createUser({ user }) {
        if (user.id && config.signupCredits > 0) {
          await services.credits.grant(user.id, config.signupCredits, 'signup');
        }
      },
    },
  };
});

// next-auth's server-side signIn() and signOut() are left out: they build their URL from X-Forwarded-Host
// whatever TRUST_PROXY says. Pages sign in and out through the handlers (next-auth/react).
export const { auth } = nextAuth;

/** Auth.js's endpoints, answering as the site's address (PUBLIC_URL, or the trusted proxy's). */
export const handlers = {
  GET: onSiteOrigin(nextAuth.handlers.GET),
  POST: onSiteOrigin(nextAuth.handlers.POST),
};
