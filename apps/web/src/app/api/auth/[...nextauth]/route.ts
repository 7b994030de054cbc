// Auth.js's endpoints: session, csrf, providers, signin, callback, signout.
import { handlers } from '@/server/auth';

export const { GET, POST } = handlers;
