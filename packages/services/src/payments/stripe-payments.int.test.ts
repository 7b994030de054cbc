// Buying credits through Stripe, against the Stripe double over HTTP, on both backends: credits come only
// from a verified notification (or Stripe's own answer to a query), once per order however the
// notifications arrive — forged, replayed, wrong, out of order or together.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { creditEntries, type OrderRow, orders, paymentEvents } from '@verso/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from '../services';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '../testing/testServices';
import {
  type StripeApiDouble,
  startStripeApiDouble,
  stripeEvent,
  stripeSignature,
  stripeSiteEnvironment,
} from './stripe/stripe-api-double';

let double: StripeApiDouble;
/** Plays the site's webhook route: hands each request to services.payments, as the route does. */
let site: Server;
let siteUrl = '';
let backend: TestBackend;
let running: Services | undefined;
const services = () => running as Services;

beforeAll(async () => {
  double = await startStripeApiDouble();
  backend = await createTestBackend();
  running = await servicesFor(backend, { PLATFORM: 'o-translator', ...stripeSiteEnvironment(double) });
  site = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value);
    const answer = await services().payments.receiveNotification('stripe', {
      headers,
      rawBody: Buffer.concat(chunks).toString('utf8'),
    });
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(await answer.text());
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await double.close();
  await running?.close();
  await backend?.dispose();
});

describe(`Stripe payments on ${backendName} (o-translator: $5 buys 48 credits)`, () => {
  const buyer = (name: string) =>
    services().users.create({ email: `${name}.${crypto.randomUUID()}@example.test`, credits: 0 });

  async function order(
    userId: string,
    payMethod: 'card' | 'all' | 'alipay' | 'wechat_pay' = 'card',
    organizationId?: string,
  ) {
    const created = await services().payments.orders.create({
      userId,
      organizationId,
      packageId: 'credits-48',
      payMethod,
      context: { cancelUrl: `${siteUrl}/pricing`, locale: 'en' },
      returnUrl: (id) => `${siteUrl}/my/orders/${id}`,
    });
    return created;
  }

  const orderRow = async (id: string) => {
    const [row] = await services().db.select().from(orders).where(eq(orders.id, id));
    return row as OrderRow;
  };
  const balance = (userId: string) => services().credits.balance(userId);

  /** Posts a Stripe event to the site, signed with `secret` (the right one unless a test forges). */
  async function notify(type: string, object: object, secret = double.keys.webhookSecret, payload?: string) {
    const body = payload ?? JSON.stringify(stripeEvent(type, object));
    const answer = await fetch(`${siteUrl}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'Stripe-Signature': stripeSignature(body, secret), 'Content-Type': 'application/json' },
      body,
    });
    return { status: answer.status, body };
  }

  const paidSession = (o: OrderRow, changes: object = {}) => ({
    id: o.providerReference,
    object: 'checkout.session',
    amount_total: o.amountMinor,
    currency: 'usd',
    metadata: { orderId: o.id },
    client_reference_id: o.id,
    payment_status: 'paid',
    status: 'complete',
    ...changes,
  });

  test('the hosted checkout is paid: the signed webhook credits 48 credits once, with a receipt number', async () => {
    const user = await buyer('card');
    const { order: created, checkout } = await order(user.id);
    expect(checkout).toMatchObject({ kind: 'redirect' });
    expect(checkout.kind === 'redirect' && checkout.url).toContain(`${double.apiUrl}/checkout/`);
    const session = double.sessions.get(created.providerReference ?? '');
    expect(session).toMatchObject({ amount_total: 500, currency: 'usd', payment_method_types: ['card'] });
    expect(await balance(user.id)).toBe(0);

    double.pay(session?.id ?? '', 'card');
    await eventually(async () => (await orderRow(created.id)).status === 'paid');
    expect(await balance(user.id)).toBe(48);
    expect((await orderRow(created.id)).receiptNumber).toBeGreaterThan(0);
  });

  test("an organisation's admin buys for it: the credits go to its wallet, not the buyer's; a member may not", async () => {
    const owner = await buyer('org-owner');
    const { id: organizationId } = await services().organizations.create(owner.id, 'Acme');
    expect(await services().organizationWallet.buyingOrganization(owner.id)).toBe(organizationId);
    const { order: created } = await order(owner.id, 'card', organizationId);
    double.pay(created.providerReference ?? '', 'card');
    await eventually(async () => (await orderRow(created.id)).status === 'paid');
    expect(await services().credits.balanceOf({ organizationId })).toBe(48);
    expect(await balance(owner.id)).toBe(0);

    const member = await buyer('org-member');
    const { invitation } = await services().organizations.invite(owner.id, member.email ?? '', 'member');
    await services().organizations.accept(member.id, invitation.id);
    const outsider = await buyer('no-org');
    for (const refused of [member, outsider]) {
      await expect(services().organizationWallet.buyingOrganization(refused.id)).rejects.toThrow(
        /owner and admins/,
      );
    }
  });

  const ledgerOf = (userId: string) =>
    services().db.select().from(creditEntries).where(eq(creditEntries.userId, userId));
  const eventsOf = (orderId: string) =>
    services().db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));

  test('a forged signature is answered 400 and credits nothing', async () => {
    const user = await buyer('forger');
    const { order: created } = await order(user.id);
    const forged = await notify('checkout.session.completed', paidSession(created), 'whsec_someone_else');
    expect(forged.status).toBe(400);
    // Signed right but altered afterwards: the signature no longer matches the body.
    const genuine = JSON.stringify(stripeEvent('checkout.session.completed', paidSession(created)));
    const tampered = genuine.replace('"amount_total":500', '"amount_total":5');
    expect(tampered).not.toBe(genuine);
    const altered = await fetch(`${siteUrl}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'Stripe-Signature': stripeSignature(genuine, double.keys.webhookSecret) },
      body: tampered,
    });
    expect(altered.status).toBe(400);
    const unsigned = await fetch(`${siteUrl}/api/payments/stripe/webhook`, { method: 'POST', body: genuine });
    expect(unsigned.status).toBe(400);
    expect(await balance(user.id)).toBe(0);
    expect((await orderRow(created.id)).status).toBe('pending');
    expect(await eventsOf(created.id)).toEqual([]);
  });

  test('a replayed event is answered 200 and credits nothing more', async () => {
    const user = await buyer('replay');
    const { order: created } = await order(user.id);
    const first = await notify('checkout.session.completed', paidSession(created));
    expect(first.status).toBe(200);
    const again = await notify('', {}, undefined, first.body);
    expect(again.status).toBe(200);
    expect(await balance(user.id)).toBe(48);
    expect(await ledgerOf(user.id)).toHaveLength(1);
  });

  test('a payment of the wrong amount flags the order and credits nothing', async () => {
    const user = await buyer('amount');
    const { order: created } = await order(user.id);
    await notify('checkout.session.completed', paidSession(created, { amount_total: 50 }));
    expect(await orderRow(created.id)).toMatchObject({
      status: 'flagged',
      flagReason: 'paid 0.50 USD, the order costs 5.00 USD',
    });
    expect(await balance(user.id)).toBe(0);
    // A correct payment arriving afterwards does not unflag it: an operator looks first.
    await notify('checkout.session.async_payment_succeeded', paidSession(created));
    expect(await balance(user.id)).toBe(0);
  });

  test('a payment in the wrong currency flags the order and credits nothing', async () => {
    const user = await buyer('currency');
    const { order: created } = await order(user.id);
    await notify('checkout.session.completed', paidSession(created, { currency: 'eur' }));
    expect(await orderRow(created.id)).toMatchObject({
      status: 'flagged',
      flagReason: 'paid 5.00 EUR, the order costs 5.00 USD',
    });
    expect(await balance(user.id)).toBe(0);
  });

  test('a refund that arrives before the payment: the late payment credits, then the refund takes it back', async () => {
    const user = await buyer('out-of-order');
    const { order: created } = await order(user.id);
    const charge = {
      id: 'ch_out_of_order',
      object: 'charge',
      amount: 500,
      amount_refunded: 500,
      currency: 'usd',
      metadata: { orderId: created.id },
      payment_intent: null,
      refunded: true,
    };
    expect((await notify('charge.refunded', charge)).status).toBe(200);
    expect(await orderRow(created.id)).toMatchObject({ status: 'pending', refundedMinor: 500 });
    expect(await balance(user.id)).toBe(0);

    await notify('checkout.session.completed', paidSession(created));
    expect(await orderRow(created.id)).toMatchObject({ status: 'refunded', refundedMinor: 500 });
    expect(await balance(user.id)).toBe(0);
    expect((await ledgerOf(user.id)).map((entry) => entry.amount).sort()).toEqual([-48, 48]);
  });

  test('notifications arriving together credit the order once', async () => {
    const user = await buyer('together');
    const { order: created } = await order(user.id);
    const completed = JSON.stringify(stripeEvent('checkout.session.completed', paidSession(created)));
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => notify('', {}, undefined, completed)),
      ...Array.from({ length: 4 }, () =>
        notify('checkout.session.async_payment_succeeded', paidSession(created)),
      ),
      services().payments.orders.reconcile(created),
    ]);
    expect(answers.slice(0, 8).map((answer) => (answer as { status: number }).status)).toEqual(
      Array(8).fill(200),
    );
    expect(await balance(user.id)).toBe(48);
    expect(await ledgerOf(user.id)).toHaveLength(1);
  });

  test('paid orders get consecutive receipt numbers', async () => {
    const user = await buyer('receipts');
    const first = (await order(user.id)).order;
    const second = (await order(user.id)).order;
    await notify('checkout.session.completed', paidSession(first));
    await notify('checkout.session.completed', paidSession(second));
    const numbers = [(await orderRow(first.id)).receiptNumber, (await orderRow(second.id)).receiptNumber];
    expect(numbers[1]).toBe(Number(numbers[0]) + 1);
  });

  test('an admin refunds in part, then the rest: Stripe refunds, unspent credits are taken back once', async () => {
    const user = await buyer('refund');
    const admin = await buyer('admin');
    const { order: created } = await order(user.id, 'all');
    expect(double.sessions.get(created.providerReference ?? '')?.payment_method_types).toEqual([
      'card',
      'alipay',
      'wechat_pay',
    ]);
    double.pay(created.providerReference ?? '', 'alipay');
    await eventually(async () => (await balance(user.id)) === 48);

    const half = await services().payments.orders.refund(created.id, 250, admin.id);
    expect(half).toMatchObject({ status: 'partially_refunded', refundedMinor: 250 });
    expect(await balance(user.id)).toBe(24);
    // Stripe's charge.refunded for the same refund (amount_refunded 250) changes nothing more.
    await eventually(async () =>
      double.deliveries.some((d) => d.type === 'charge.refunded' && d.status === 200),
    );
    expect(await balance(user.id)).toBe(24);

    // The buyer spends 20 of the 24 credits left; refunding the rest can only take back 4.
    await services().credits.spend({
      userId: user.id,
      amount: 20,
      reason: 'text translation',
      whenShort: () => new Error('short'),
    });
    const rest = await services().payments.orders.refund(created.id, 250, admin.id);
    expect(rest).toMatchObject({ status: 'refunded', refundedMinor: 500 });
    expect(await balance(user.id)).toBe(0);
    const takeBacks = (await ledgerOf(user.id)).filter(
      (entry) => entry.orderId === created.id && entry.amount <= 0,
    );
    expect(takeBacks.map((entry) => [entry.amount, entry.reason]).sort()).toEqual([
      [-24, 'purchase refund'],
      [-4, 'purchase refund, rest already spent'],
    ]);
    await expect(services().payments.orders.refund(created.id, 1, admin.id)).rejects.toMatchObject({
      code: 'not_refundable',
    });
  });

  test('a refund larger than what is left is refused and refunds nothing', async () => {
    const user = await buyer('too-much');
    const admin = await buyer('admin');
    const { order: created } = await order(user.id);
    double.pay(created.providerReference ?? '', 'card');
    await eventually(async () => (await balance(user.id)) === 48);
    await expect(services().payments.orders.refund(created.id, 501, admin.id)).rejects.toMatchObject({
      code: 'refund_amount',
    });
    expect(await orderRow(created.id)).toMatchObject({ status: 'paid', refundedMinor: 0 });
    expect(await balance(user.id)).toBe(48);
  });

  test("a dispute takes the order's credits back and flags it for the operator", async () => {
    const user = await buyer('dispute');
    const { order: created } = await order(user.id);
    double.pay(created.providerReference ?? '', 'card');
    await eventually(async () => (await balance(user.id)) === 48);
    double.dispute(created.providerReference ?? '');
    await eventually(async () => (await orderRow(created.id)).status === 'refunded');
    expect(await orderRow(created.id)).toMatchObject({ flagReason: 'the buyer disputed the payment' });
    expect(await balance(user.id)).toBe(0);
  });

  test("when the webhook is late, Stripe's answer to a query credits the order, and the webhook then adds nothing", async () => {
    const user = await buyer('late');
    const { order: created } = await order(user.id);
    double.holdWebhooks();
    double.pay(created.providerReference ?? '', 'card');
    expect((await services().payments.orders.reconcile(created)).status).toBe('paid');
    expect(await balance(user.id)).toBe(48);
    await double.releaseWebhooks();
    expect(await balance(user.id)).toBe(48);
    expect(await ledgerOf(user.id)).toHaveLength(1);
  });

  test('a package or pay method the brand does not sell is refused before anything is written', async () => {
    const user = await buyer('unknown');
    const attempt = (packageId: string, payMethod: 'card' | 'alipay_direct') =>
      services().payments.orders.create({
        userId: user.id,
        packageId,
        payMethod,
        context: { cancelUrl: siteUrl, locale: 'en' },
        returnUrl: () => siteUrl,
      });
    await expect(attempt('credits-40', 'card')).rejects.toMatchObject({ code: 'unknown_package' });
    await expect(attempt('credits-48', 'alipay_direct')).rejects.toMatchObject({
      code: 'pay_method_unavailable',
    });
    expect(await services().db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect(services().payments.orders.payMethods()).toEqual(['card', 'alipay', 'wechat_pay', 'all']);
  });
});
