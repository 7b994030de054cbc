// The one way server code reads who is signed in from an Auth.js session.
import type { Session } from 'next-auth';

export function signedInUserId(session: Session | null): string | null {
  return session?.user?.id ?? null;
}
