// What Verso adds to Auth.js's user and session (SPEC §3: the session's user has isAdmin and locale).
import type { DefaultSession } from 'next-auth';

declare module 'next-auth' {
  interface Session {
    user: { id: string; isAdmin: boolean; locale: string | null } & DefaultSession['user'];
  }
}

declare module '@auth/core/adapters' {
  interface AdapterUser {
    isAdmin?: boolean;
    locale?: string | null;
  }
}
