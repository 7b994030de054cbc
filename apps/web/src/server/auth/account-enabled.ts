// A disabled account (`verso users disable`) is refused before Auth.js mails a link or signs it in.
import type { Services } from '@verso/services';

export async function accountEnabled(services: Services, user: { email?: string | null }) {
  if (!user.email) return true;
  const account = await services.users.byEmail(user.email);
  return !account?.disabledAt;
}
