// The receipt of one of the signed-in user's paid orders, as a PDF in the language the page asks for.
import { attachmentDisposition, receiptNumberText } from '@verso/services';
import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/load-messages';
import { type Locale, routing } from '@/i18n/routing';
import { jsonError } from '@/server/http/json-error';
import { signedInRoute } from '@/server/http/signed-in-route';
import type englishMessages from '../../../../../../messages/en.json';

type RouteContext = { params: Promise<{ orderId: string }> };

export const GET = signedInRoute<RouteContext>(async (request, { userId, services }, { params }) => {
  const asked = new URL(request.url).searchParams.get('locale') ?? '';
  const locale = routing.locales.includes(asked as Locale) ? (asked as Locale) : routing.defaultLocale;
  const messages = (await loadMessages(locale)) as typeof englishMessages;
  const t = createTranslator({ locale, messages, namespace: 'Credits.receipt' });
  // Someone else's order and a missing one answer alike, so ids cannot be probed.
  const receipt = await services.purchases.receipt(userId, (await params).orderId, {
    locale,
    credits: (count) => t('credits', { count }),
    labels: {
      title: t('title'),
      number: t('number'),
      date: t('date'),
      order: t('order'),
      item: t('item'),
      paidWith: t('paidWith'),
      amount: t('amount'),
      refunded: t('refunded'),
      seller: t('seller'),
      buyer: t('buyer'),
    },
  });
  if (!receipt) return jsonError(404, 'There is no such receipt.');
  return new Response(new Uint8Array(receipt.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(`receipt-${receiptNumberText(receipt.receiptNumber)}.pdf`),
      'Cache-Control': 'private, no-store',
    },
  });
});
