// A provider's notification, from the raw request to the provider's expected answer: verified by the
// provider (a forged or unreadable one is refused and changes nothing), then applied to its order.
import type { PaymentProviderId } from '@verso/db';
import type { PaymentOrders } from './orders';
import type { PaymentProvider } from './payment-provider';

export interface RawNotification {
  headers: Headers;
  rawBody: string;
}

export async function receiveNotification(
  providers: readonly PaymentProvider[],
  orders: PaymentOrders,
  providerId: PaymentProviderId,
  notification: RawNotification,
): Promise<Response> {
  const provider = providers.find((candidate) => candidate.id === providerId);
  if (!provider) return new Response(`${providerId} is not configured on this site`, { status: 404 });
  const event = await provider.verifyNotification(notification);
  if (event === null) return provider.answer(false);
  // An event about an order this site does not know (another shop on the same account) is answered
  // as received, so the provider stops sending it.
  if (event !== 'ignored') await orders.fulfil(providerId, event);
  return provider.answer(true);
}
