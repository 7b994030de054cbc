// The route handler behind each provider's notification address (/api/payments/<provider>/…): the raw
// body, read under a ceiling, goes to services.payments, which verifies it and answers as the provider
// expects. Nothing else about the request is trusted.
import type { PaymentProviderId } from '@verso/db';
import { getServices } from '@verso/services';
import { readBoundedText } from '@/server/http/bounded-body';

/** Providers' notifications are a few KB; Stripe's largest events stay well under this. */
const maxNotificationBytes = 512 * 1024;

export function notificationRoute(providerId: PaymentProviderId) {
  return async function receive(request: Request): Promise<Response> {
    const services = await getServices();
    let rawBody: string;
    try {
      rawBody = await readBoundedText(request, maxNotificationBytes);
    } catch {
      return new Response('The notification is too large.', { status: 413 });
    }
    return services.payments.receiveNotification(providerId, { headers: request.headers, rawBody });
  };
}
