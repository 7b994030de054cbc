// Stripe's webhook endpoint (register https://<PUBLIC_URL host>/api/payments/stripe/webhook at Stripe).
import { notificationRoute } from '@/server/payments/notification-route';

export const POST = notificationRoute('stripe');
