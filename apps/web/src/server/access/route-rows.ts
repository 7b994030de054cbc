// How the access matrix calls each route handler (apps/web/src/app/**/route.ts) and each HTTP method it
// exports, and who may (see route-case.ts).
import { ogImagePath } from '../og-image/og-image-url';
import { apiV1Row } from './api-v1-rows';
import { form, json, notFoundToAllButA, type RouteCase, type RouteRow } from './route-case';

const jobForm = { from: 'en', to: 'es', engine: 'identity' };

/** The /translate page's form (POST /api/jobs and its quote), alone and naming A's glossary. */
const jobFormCases = (path: string, label: string, status: number): RouteCase[] => [
  { label, access: 'signed-in', status, call: () => form(path, jobForm) },
  {
    label: `${label} with A's glossary`,
    access: 'signed-in',
    status,
    answers: notFoundToAllButA,
    call: (world) => form(path, { ...jobForm, glossaryId: world.a.glossaryId }),
  },
];

/** GET /api/jobs/<id of A's job>/<rest>: A's alone. */
const jobOfACase = (label: string, job: 'jobOfA' | 'pdfJobOfA', rest: string): RouteCase => ({
  label,
  access: 'signed-in',
  status: 200,
  answers: notFoundToAllButA,
  call: async (world) => {
    const id = await world[job]();
    return { path: `/api/jobs/${id}/${rest}`, params: { id } };
  },
});

export const routeRows: Record<string, RouteRow> = {
  'api/auth/%5Flog': {
    POST: [
      {
        label: 'client log',
        access: 'public',
        status: 204,
        call: () => json('/api/auth/_log', { level: 'error', code: 'test', message: 'a log line' }),
      },
    ],
  },
  'api/auth/[...nextauth]': {
    GET: [
      {
        label: 'session',
        access: 'public',
        status: 200,
        call: () => ({ path: '/api/auth/session', params: { nextauth: ['session'] } }),
      },
    ],
    // Without the CSRF token Auth.js hands out, signing out is refused alike for everyone.
    POST: [
      {
        label: 'sign out without a CSRF token',
        access: 'public',
        status: 302,
        call: () => ({ path: '/api/auth/signout', params: { nextauth: ['signout'] } }),
      },
    ],
  },
  'api/credits/usage': {
    GET: [
      {
        label: 'my usage as CSV',
        access: 'signed-in',
        status: 200,
        call: () => ({ path: '/api/credits/usage' }),
      },
    ],
  },
  // Another user's order answers as a missing one does; the world has no paid orders.
  'api/credits/receipts/[orderId]': {
    GET: [
      {
        label: 'the receipt of an order that is not mine',
        access: 'signed-in',
        status: 404,
        call: () => ({ path: '/api/credits/receipts/no-such-order', params: { orderId: 'no-such-order' } }),
      },
    ],
  },
  'api/demo': {
    POST: [
      {
        label: 'demo',
        access: 'public',
        status: 200,
        call: () => form('/api/demo', { from: 'en', to: 'es' }),
      },
    ],
  },
  'api/jobs': { POST: jobFormCases('/api/jobs', 'start a job', 201) },
  'api/jobs/quote': { POST: jobFormCases('/api/jobs/quote', 'quote', 200) },
  'api/jobs/[id]/download': {
    GET: [
      jobOfACase("A's translation", 'jobOfA', 'download'),
      jobOfACase("A's original", 'jobOfA', 'download?file=original'),
    ],
  },
  'api/jobs/[id]/preview': {
    GET: [
      jobOfACase("a page of A's PDF", 'pdfJobOfA', 'preview?side=translation&page=1&width=100&format=png'),
    ],
  },
  // Verified by signature, not by who sends it: the matrix's site has no Stripe settings, so it is absent.
  'api/payments/stripe/webhook': {
    POST: [
      {
        label: 'Stripe webhook',
        access: 'public',
        status: 404,
        call: () => json('/api/payments/stripe/webhook', { id: 'evt_1', type: 'checkout.session.completed' }),
      },
    ],
  },
  'api/logError': {
    POST: [
      {
        label: 'error report',
        access: 'public',
        status: 204,
        call: () => json('/api/logError', { message: 'TypeError: boom', location: '/translate' }),
      },
    ],
  },
  // Providers post here; without their signature nothing is believed (payment-notification.int.test.ts).
  'api/payments/alipay/notify': {
    POST: [
      {
        label: 'an unsigned Alipay notification',
        access: 'public',
        status: 404,
        call: () => ({
          path: '/api/payments/alipay/notify',
          body: 'trade_status=TRADE_SUCCESS',
          contentType: 'application/x-www-form-urlencoded',
        }),
      },
    ],
  },
  'api/payments/wechat/notify': {
    POST: [
      {
        label: 'an unsigned WeChat Pay notification',
        access: 'public',
        status: 404,
        call: () => json('/api/payments/wechat/notify', { event_type: 'TRANSACTION.SUCCESS' }),
      },
    ],
  },
  'api/trpc/[trpc]': {
    GET: [
      {
        label: 'a signed-in query',
        access: 'signed-in',
        status: 200,
        call: () => ({ path: '/api/trpc/job.list', params: { trpc: 'job.list' } }),
      },
    ],
    POST: [
      {
        label: 'a signed-in mutation',
        access: 'signed-in',
        status: 200,
        call: () => ({
          ...json('/api/trpc/glossary.importCsv', { json: { text: 'source,target\nhouse,casa' } }),
          params: { trpc: 'glossary.importCsv' },
        }),
      },
    ],
  },
  'api/user/update': {
    POST: [
      {
        label: 'interface language',
        access: 'signed-in',
        status: 204,
        call: () => json('/api/user/update', { locale: 'fr' }),
      },
    ],
  },
  'api/v1/[...path]': apiV1Row,
  'og.png': {
    GET: [
      {
        label: 'a card the site signed',
        access: 'public',
        status: 200,
        call: (world) => ({
          path: ogImagePath({ locale: 'en', title: 'Verso' }, world.services.config.authSecret),
        }),
      },
    ],
  },
  'sitemap.xml': {
    GET: [{ label: 'index', access: 'public', status: 200, call: () => ({ path: '/sitemap.xml' }) }],
  },
  // Every group is the same code on public pages: one is enough to place the route in the matrix.
  'sitemaps/[group]': {
    GET: [
      {
        label: 'pages',
        access: 'public',
        status: 200,
        call: () => ({ path: '/sitemaps/pages.xml', params: { group: 'pages.xml' } }),
      },
    ],
  },
};
