// What every tRPC procedure receives: the services, the Auth.js session, the caller's IP and browser.
import { getServices } from '@verso/services';
import { auth } from '@/server/auth';
import { clientIp } from '@/server/http/client-ip';

export async function createContext({ req }: { req: Request }) {
  const services = await getServices();
  return {
    services,
    session: await auth(),
    clientIp: clientIp(req.headers, services.config.trustProxy),
    userAgent: req.headers.get('user-agent') ?? '',
  };
}

export type Context = Awaited<ReturnType<typeof createContext>>;
