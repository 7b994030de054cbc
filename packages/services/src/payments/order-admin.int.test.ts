// The operator's orders on both backends: the list's filters and pages, revenue per day (paid less
// refunded, per currency), one order's payment events, and a refund with its reason through Stripe's
// double. Orders are paid as the return page's fallback does (Stripe's answer to a query), so no site
// needs to receive the double's webhooks.
import { type OrderRow, orders } from '@verso/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from '../services';
import { backendName, createTestBackend, servicesFor, type TestBackend } from '../testing/testServices';
import { adminOrderPageSize } from './order-admin';
import {
  type StripeApiDouble,
  startStripeApiDouble,
  stripeSiteEnvironment,
} from './stripe/stripe-api-double';

let double: StripeApiDouble;
let backend: TestBackend;
let running: Services | undefined;
const services = () => running as Services;
/** Nothing listens here: the double's webhooks are refused at once, and the tests do not need them. */
const nowhere = 'http://127.0.0.1:9';

beforeAll(async () => {
  double = await startStripeApiDouble();
  backend = await createTestBackend();
  running = await servicesFor(backend, { PLATFORM: 'o-translator', ...stripeSiteEnvironment(double) });
}, 120_000);

afterAll(async () => {
  await double?.close();
  await running?.close();
  await backend?.dispose();
});

describe(`the operator's orders on ${backendName} (o-translator: $5 buys 48 credits)`, () => {
  const tag = crypto.randomUUID().slice(0, 8);
  const buyer = (name: string) =>
    services().users.create({ email: `${name}.${tag}@example.test`, credits: 0 });

  async function pendingOrder(userId: string) {
    const { order } = await services().payments.orders.create({
      userId,
      packageId: 'credits-48',
      payMethod: 'card',
      context: { cancelUrl: `${nowhere}/pricing`, locale: 'en' },
      returnUrl: (id) => `${nowhere}/my/orders/${id}`,
    });
    return order;
  }

  async function paidOrder(userId: string, paidAt?: Date) {
    const order = await pendingOrder(userId);
    double.pay(order.providerReference ?? '', 'card');
    const paid = await services().payments.orders.reconcile(order);
    expect(paid.status).toBe('paid');
    if (paidAt) await setOrder(order.id, { paidAt });
    return paid;
  }

  const setOrder = (id: string, changes: Partial<OrderRow>) =>
    services().db.update(orders).set(changes).where(eq(orders.id, id));
  const list = (filter: Parameters<Services['payments']['admin']['list']>[0], page = 1) =>
    services().payments.admin.list({ email: tag, ...filter }, page);
  const ids = (page: { orders: { id: string }[] }) => page.orders.map((o) => o.id).sort();

  test('the list filters by status, provider, currency, dates, e-mail and flags, newest first', async () => {
    const ada = await buyer('ada');
    const bob = await buyer('bob');
    const paid = await paidOrder(ada.id);
    const waiting = await pendingOrder(bob.id);
    const mismatched = await pendingOrder(bob.id);
    await services().payments.orders.fulfil('stripe', {
      eventId: `evt_${crypto.randomUUID()}`,
      kind: 'paid',
      orderId: mismatched.id,
      providerReference: mismatched.providerReference ?? '',
      amountMinor: 5,
      currency: 'usd',
    });
    await setOrder(waiting.id, { createdAt: new Date('2020-01-05T12:00:00Z') });

    const all = await list({});
    expect(all.total).toBe(3);
    expect(all.orders.map((o) => o.id)).toEqual([mismatched.id, paid.id, waiting.id]);
    expect(all.orders.find((o) => o.id === paid.id)?.email).toBe(ada.email);
    expect(ids(await list({ status: 'paid' }))).toEqual([paid.id]);
    expect(ids(await list({ email: `bob.${tag}` }))).toEqual([mismatched.id, waiting.id].sort());
    expect(ids(await list({ flagged: true }))).toEqual([mismatched.id]);
    expect((await list({ flagged: true })).orders[0]?.flagReason).toContain('paid 0.05 USD');
    expect((await list({ provider: 'stripe' })).total).toBe(3);
    expect((await list({ provider: 'alipay' })).total).toBe(0);
    expect((await list({ currency: 'usd' })).total).toBe(3);
    expect((await list({ currency: 'CNY' })).total).toBe(0);
    const january = { from: new Date('2020-01-05T00:00:00Z'), to: new Date('2020-01-06T00:00:00Z') };
    expect(ids(await list(january))).toEqual([waiting.id]);
    // `%` in a search is a letter: it matches no address here, rather than every one.
    expect((await services().payments.admin.list({ email: '%' }, 1)).total).toBe(0);
  });

  test(`the list is paged ${adminOrderPageSize} at a time, and a page past the end is empty`, async () => {
    const many = await services().users.create({ email: `many.${tag}@example.test`, credits: 0 });
    for (let i = 0; i <= adminOrderPageSize; i++) await pendingOrder(many.id);
    const first = await list({ email: `many.${tag}` });
    const second = await list({ email: `many.${tag}` }, 2);
    expect(first.total).toBe(adminOrderPageSize + 1);
    expect(first.orders).toHaveLength(adminOrderPageSize);
    expect(second.orders).toHaveLength(1);
    expect(first.orders.map((o) => o.id)).not.toContain(second.orders[0]?.id);
    expect((await list({ email: `many.${tag}` }, 3)).orders).toEqual([]);
  });

  test("revenue per day is what the day's paid orders brought in less what has been refunded of them", async () => {
    const cyd = await buyer('cyd');
    const admin = await buyer('admin');
    await paidOrder(cyd.id, new Date('2019-03-01T01:00:00Z'));
    const refunded = await paidOrder(cyd.id, new Date('2019-03-01T23:30:00Z'));
    await paidOrder(cyd.id, new Date('2019-03-02T12:00:00Z'));
    await pendingOrder(cyd.id);
    await services().payments.orders.refund(refunded.id, 150, admin.id, 'Half the pages were blank');

    const revenue = await services().payments.admin.revenuePerDay(
      new Date('2019-03-01T00:00:00Z'),
      new Date('2019-03-03T00:00:00Z'),
    );
    expect(revenue).toEqual([
      { day: '2019-03-01', currency: 'USD', paidMinor: 1000, refundedMinor: 150, netMinor: 850 },
      { day: '2019-03-02', currency: 'USD', paidMinor: 500, refundedMinor: 0, netMinor: 500 },
    ]);
  });

  test("an order's detail lists its events, the refund with the admin and their reason", async () => {
    const dee = await buyer('dee');
    const admin = await buyer('refunder');
    const order = await paidOrder(dee.id);
    const after = await services().payments.orders.refund(order.id, 200, admin.id, '  Duplicate purchase ');
    expect(after).toMatchObject({ status: 'partially_refunded', refundedMinor: 200 });
    expect(await services().credits.balance(dee.id)).toBe(48 - 19);
    await expect(
      services().payments.orders.refund(order.id, 301, admin.id, 'Too much'),
    ).rejects.toMatchObject({
      code: 'refund_amount',
    });

    const detail = await services().payments.admin.detail(order.id);
    expect(detail?.order).toMatchObject({ id: order.id, email: dee.email, refundedMinor: 200 });
    expect(detail?.events.map((e) => [e.kind, e.amountMinor, e.byEmail, e.reason])).toEqual([
      ['paid', 500, null, null],
      ['refunded', 200, admin.email, 'Duplicate purchase'],
    ]);
    expect(await services().payments.admin.detail(crypto.randomUUID())).toBeUndefined();
  });
});
