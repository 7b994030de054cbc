// Test double for Stripe: the part of Stripe's REST API the site's Stripe provider calls (Checkout
// Sessions create and retrieve, PaymentIntents retrieve, Refunds create), form-encoded requests and JSON
// answers as Stripe documents them, a page that plays the hosted checkout ("Pay"), and webhooks signed
// as Stripe signs them (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")`). Each session's
// events go to the site that created it: the origin of its success_url + /api/payments/stripe/webhook.
// No money moves. Never use it outside tests and local trials (`npm run payments:doubles`).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The keys a site uses with the double (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET). */
export const stripeDoubleKeys = {
  secretKey: 'sk_test_verso_stripe_double',
  webhookSecret: 'whsec_verso_stripe_double',
};

type StripeObject = Record<string, unknown> & { id: string };

interface DoubleSession extends StripeObject {
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string;
}

interface DoubleCharge extends StripeObject {
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
}

export interface WebhookDelivery {
  url: string;
  type: string;
  status: number;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** The `Stripe-Signature` header Stripe sends with `payload`, signed at `timestamp` (seconds). */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** A Stripe event as webhooks carry it. */
export function stripeEvent(type: string, object: object) {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

/** Stripe's form encoding (`line_items[0][price_data][currency]=usd`) read back into objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function stripeError(response: ServerResponse, status: number, type: string, message: string) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ error: { type, message } }));
}

function sendJson(response: ServerResponse, body: object) {
  response.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
  response.end(JSON.stringify(body));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function checkoutPage(session: DoubleSession, description: string): string {
  const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
  const methods = session.payment_method_types
    .map(
      (method, index) =>
        `<label><input type="radio" name="method" value="${method}"${index === 0 ? ' checked' : ''}> ${method}</label>`,
    )
    .join('<br>');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout (test double)</title>
<style>body{font:16px system-ui;max-width:420px;margin:60px auto;padding:0 16px}button{font:inherit;padding:10px 28px}</style></head>
<body><p><strong>Stripe Checkout — test double.</strong> No money moves.</p>
<h1>${escapeHtml(description)}</h1><p data-testid="amount">${amount}</p>
<form method="post" action="/checkout/${session.id}/pay"><fieldset><legend>Pay with</legend>${methods}</fieldset>
<p><button type="submit">Pay</button></p></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p></body></html>`;
}

/** `port` 0 picks a free one (integration tests); e2e and `npm run payments:doubles` give a fixed port. */
export async function startStripeApiDouble(port = 0, keys = stripeDoubleKeys) {
  const sessions = new Map<string, DoubleSession>();
  const descriptions = new Map<string, string>();
  const intents = new Map<
    string,
    StripeObject & { metadata: Record<string, string>; latest_charge: string }
  >();
  const charges = new Map<string, DoubleCharge>();
  const idempotent = new Map<string, object>();
  const deliveries: WebhookDelivery[] = [];
  let address = '';
  let holdWebhooks = false;
  const held: Array<() => Promise<void>> = [];

  const webhookUrl = (session: DoubleSession) =>
    `${new URL(session.success_url).origin}/api/payments/stripe/webhook`;

  /** Sends one event as Stripe does, retrying a refused delivery a few times. */
  async function deliver(url: string, type: string, object: object) {
    const payload = JSON.stringify(stripeEvent(type, object), null, 2);
    for (let attempt = 0; attempt < 3; attempt++) {
      const status = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': stripeSignature(payload, keys.webhookSecret),
        },
        body: payload,
      }).then(
        (answer) => answer.status,
        () => 0,
      );
      deliveries.push({ url, type, status });
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    }
  }

  function send(session: DoubleSession, type: string, object: object) {
    const delivery = () => deliver(webhookUrl(session), type, object);
    if (holdWebhooks) held.push(delivery);
    else void delivery();
  }

  function sessionOfIntent(intentId: string) {
    return [...sessions.values()].find((session) => session.payment_intent === intentId);
  }

  function createSession(params: Record<string, unknown>): DoubleSession {
    const item = (params.line_items as Array<Record<string, Record<string, unknown>>> | undefined)?.[0];
    const price = item?.price_data;
    if (!price || params.mode !== 'payment')
      throw new Error('mode=payment and line_items[0][price_data] are required');
    const id = newId('cs');
    const session: DoubleSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      amount_total: Number(price.unit_amount) * Number(item.quantity ?? 1),
      currency: String(price.currency),
      client_reference_id: params.client_reference_id ?? null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      payment_intent_data: params.payment_intent_data ?? {},
      payment_intent: null,
      payment_method_types: (params.allowed_payment_method_types as string[] | undefined) ?? ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      url: `${address}/checkout/${id}`,
      locale: params.locale ?? null,
    };
    descriptions.set(id, String((price.product_data as Record<string, unknown> | undefined)?.name ?? ''));
    sessions.set(id, session);
    return session;
  }

  /** What the hosted page's "Pay" does: the PaymentIntent and its charge succeed, the webhook follows. */
  function pay(sessionId: string, method: string): DoubleSession {
    const session = sessions.get(sessionId);
    if (session?.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    const intentId = newId('pi');
    const chargeId = newId('ch');
    const intentMetadata = ((session.payment_intent_data as Record<string, unknown>).metadata ??
      {}) as Record<string, string>;
    intents.set(intentId, {
      id: intentId,
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      metadata: intentMetadata,
      latest_charge: chargeId,
      payment_method_types: [method],
    });
    charges.set(chargeId, {
      id: chargeId,
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: 0,
      currency: session.currency,
      payment_intent: intentId,
      metadata: {},
      refunded: false,
      status: 'succeeded',
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intentId });
    send(session, 'checkout.session.completed', session);
    return session;
  }

  function refund(params: Record<string, unknown>) {
    const intent = intents.get(String(params.payment_intent));
    if (!intent) throw new Error(`No such payment_intent: '${String(params.payment_intent)}'`);
    const charge = charges.get(intent.latest_charge) as DoubleCharge;
    const left = charge.amount - charge.amount_refunded;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (amount > left) {
      throw new Error(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`);
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const session = sessionOfIntent(intent.id);
    if (session) send(session, 'charge.refunded', charge);
    return {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: intent.id,
      metadata: params.metadata ?? {},
      status: 'succeeded',
    };
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    if (request.headers.authorization !== `Bearer ${keys.secretKey}`) {
      return stripeError(response, 401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    const body = request.method === 'POST' ? parseStripeForm(await readBody(request)) : {};
    const key = request.headers['idempotency-key'];
    const cacheKey = typeof key === 'string' ? `${path}:${key}` : undefined;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) return sendJson(response, cached);
    const [, , resource, id] = path.split('/').slice(1);
    try {
      let answer: object | undefined;
      if (request.method === 'POST' && path === '/v1/checkout/sessions') answer = createSession(body);
      else if (request.method === 'GET' && resource === 'sessions' && id) answer = sessions.get(id);
      else if (request.method === 'GET' && path.startsWith('/v1/payment_intents/')) {
        answer = intents.get(path.slice('/v1/payment_intents/'.length));
      } else if (request.method === 'POST' && path === '/v1/refunds') answer = refund(body);
      if (!answer) return stripeError(response, 404, 'invalid_request_error', `No such resource: ${path}`);
      if (cacheKey) idempotent.set(cacheKey, answer);
      sendJson(response, answer);
    } catch (error) {
      stripeError(response, 400, 'invalid_request_error', (error as Error).message);
    }
  }

  async function hostedCheckout(request: IncomingMessage, response: ServerResponse, path: string) {
    const [, , sessionId, action] = path.split('/');
    const session = sessions.get(sessionId ?? '');
    if (!session) return stripeError(response, 404, 'invalid_request_error', 'No such checkout session');
    if (request.method === 'POST' && action === 'pay') {
      const method = new URLSearchParams(await readBody(request)).get('method') ?? 'card';
      pay(session.id, method);
      response.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
      return response.end();
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(checkoutPage(session, descriptions.get(session.id) ?? ''));
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://double').pathname;
    const handle = path.startsWith('/v1/') ? api : hostedCheckout;
    handle(request, response, path).catch((error: unknown) => {
      stripeError(response, 500, 'api_error', String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl: address,
    keys,
    sessions,
    /** Every webhook delivery attempt, in order. */
    deliveries,
    /** Pays a session as the hosted page's "Pay" button does. */
    pay,
    /** Opens a dispute on a paid session's charge, as a card holder's bank does. */
    dispute(sessionId: string) {
      const session = sessions.get(sessionId);
      const intent = session?.payment_intent ? intents.get(session.payment_intent) : undefined;
      if (!session || !intent) throw new Error(`session ${sessionId} is not paid`);
      send(session, 'charge.dispute.created', {
        id: newId('dp'),
        object: 'dispute',
        amount: intent.amount,
        currency: intent.currency,
        charge: intent.latest_charge,
        payment_intent: intent.id,
        reason: 'fraudulent',
        status: 'needs_response',
      });
    },
    /** Holds webhooks back (as a slow or lost delivery), until `releaseWebhooks`. */
    holdWebhooks() {
      holdWebhooks = true;
    },
    async releaseWebhooks() {
      holdWebhooks = false;
      for (const delivery of held.splice(0)) await delivery();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeApiDouble = Awaited<ReturnType<typeof startStripeApiDouble>>;

/** The settings that point a site's Stripe provider at this double, as WeChat Pay's and Alipay's doubles give. */
export function stripeSiteEnvironment(double: StripeApiDouble): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: double.keys.secretKey,
    STRIPE_WEBHOOK_SECRET: double.keys.webhookSecret,
    STRIPE_API_URL: double.apiUrl,
  };
}
