// Auth.js for the site: the variant's sign-in methods (e-mail links, Google or WeChat), with users, accounts and sessions in Verso's database.
import './session-types';
import { DrizzleAdapter } from '@auth/drizzle-adapter';
import { accounts, sessions, users, verificationTokens } from '@verso/db';
import { getServices } from '@verso/services';
import NextAuth from 'next-auth';
import { isInsideWechat } from '@/components/wechat/wechat-sdk';
import { clientIp } from '@/server/http/client-ip';
import { signInMailGate } from './sign-in-mail-limit';
import { signInProviders } from './sign-in-providers';

// getServices() is async (it opens the database), so Auth.js gets its configuration lazily, per request.
export const { handlers, auth, signIn, signOut } = NextAuth(async (request) => {
  const services = await getServices();
  const { config } = services;
  return {
    adapter: DrizzleAdapter(services.db, {
      usersTable: users,
      accountsTable: accounts,
      sessionsTable: sessions,
      verificationTokensTable: verificationTokens,
    }),
    session: { strategy: 'database' },
    secret: config.authSecret,
    trustHost: true,
    providers: signInProviders(config, {
      insideWechat: isInsideWechat(request?.headers.get('user-agent') ?? ''),
    }),
    pages: { signIn: '/signin', verifyRequest: '/signin?check=email', error: '/signin' },
    callbacks: {
      signIn: signInMailGate(services, clientIp(request?.headers ?? new Headers(), config.trustProxy)),
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
      async createUser({ user }) {
        if (user.id && config.signupCredits > 0) {
          await services.credits.grant(user.id, config.signupCredits, 'signup');
        }
      },
    },
  };
});
