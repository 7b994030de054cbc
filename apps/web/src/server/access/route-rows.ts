// How the access matrix calls each route handler (apps/web/src/app/**/route.ts) and each HTTP method it
// exports, and who may: the access a call needs gives each identity's status, and a call naming one of
// A's things adds the status of those who do not own it.
import { signedDownloadUrl } from '../apiV1/downloadLink';
import { apiV1Paths, notYetBuilt } from '../apiV1/router';
import { ogImagePath } from '../og-image/og-image-url';
import { type AccessWorld, type Identity, identities } from './access-world';

export const httpMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** Who a call lets through: anyone, a session (cookie), or an API v1 key (Authorization header). */
export type RouteAccess = 'public' | 'signed-in' | 'api-key';

export interface RouteCall {
  path: string;
  body?: BodyInit;
  contentType?: string;
  /** The dynamic segments Next passes the handler. */
  params?: Record<string, string | string[]>;
}

export interface RouteCase {
  label: string;
  access: RouteAccess;
  /** The status of those the access lets through. */
  status: number;
  call: (world: AccessWorld) => RouteCall | Promise<RouteCall>;
  /** Statuses that differ from what the access gives. */
  answers?: Partial<Record<Identity, number>>;
  /** A call that only reads, though its method is not GET (API v1 reads by POST): it shares a world. */
  reads?: boolean;
  /** Who may receive A's things in the answer besides those each marker names (a signed link's holder). */
  shownTo?: readonly Identity[];
}

export type RouteRow = Partial<Record<HttpMethod, RouteCase[]>>;

export function accessStatuses({ access, status }: RouteCase): Record<Identity, number> {
  const statuses = Object.fromEntries(identities.map((identity) => [identity, status]));
  return { ...statuses, anonymous: access === 'public' ? status : 401 } as Record<Identity, number>;
}

const notFoundToAllButA = { userB: 404, orgMember: 404, orgAdmin: 404, siteAdmin: 404 };

const json = (path: string, body: unknown): RouteCall => ({
  path,
  body: JSON.stringify(body),
  contentType: 'application/json',
});
const form = (path: string, fields: Record<string, string>, filename = 'note.txt'): RouteCall => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('file', new Blob(['The house is small.']), filename);
  return { path, body };
};
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

/** API v1 (`/api/v1/<path>`): every path of the contract, so a new endpoint needs a body here. */
const apiV1 = (path: string, body: RouteCall['body'] | undefined, extra: Partial<RouteCall> = {}) => ({
  path: `/api/v1/${path}`,
  params: { path: path.split('/') },
  body,
  ...extra,
});
const apiV1Calls: Record<string, RouteCase[]> = {
  me: [{ label: 'me', access: 'api-key', status: 200, reads: true, call: () => apiV1('me', '{}') }],
  languages: [
    { label: 'languages', access: 'api-key', status: 200, reads: true, call: () => apiV1('languages', '{}') },
  ],
  filetypes: [
    { label: 'filetypes', access: 'api-key', status: 200, reads: true, call: () => apiV1('filetypes', '{}') },
  ],
  models: [
    { label: 'models', access: 'api-key', status: 200, reads: true, call: () => apiV1('models', '{}') },
  ],
  'translation/translateTexts': [
    {
      label: 'translateTexts',
      access: 'api-key',
      status: 200,
      call: () =>
        apiV1(
          'translation/translateTexts',
          JSON.stringify({
            texts: ['The house.'],
            fromLang: 'English',
            toLang: 'Spanish',
            model: 'identity',
          }),
        ),
    },
  ],
  'translation/create': [
    {
      label: 'create',
      access: 'api-key',
      status: 200,
      call: () =>
        apiV1('translation/create', form('', { fromLang: 'en', toLang: 'es', model: 'identity' }).body),
    },
    {
      label: "create with A's glossary",
      access: 'api-key',
      status: 200,
      answers: notFoundToAllButA,
      call: (world) =>
        apiV1(
          'translation/create',
          form('', { fromLang: 'en', toLang: 'es', model: 'identity', glossary: world.a.glossaryName }).body,
        ),
    },
  ],
  'translation/query': [
    {
      label: "query A's task",
      access: 'api-key',
      reads: true,
      status: 200,
      answers: notFoundToAllButA,
      call: async (world) => apiV1('translation/query', JSON.stringify({ taskId: await world.jobOfA() })),
    },
  ],
  'translation/delete': [
    {
      label: "delete A's task",
      access: 'api-key',
      status: 200,
      answers: notFoundToAllButA,
      call: async (world) => apiV1('translation/delete', JSON.stringify({ taskId: await world.jobOfA() })),
    },
  ],
};

function apiV1Posts(): RouteCase[] {
  const built = apiV1Paths.flatMap(
    (path) =>
      apiV1Calls[path] ?? [
        {
          label: path,
          access: 'api-key' as const,
          status: 200,
          call: () => {
            throw new Error(
              `API v1 path ${path} has no call in apiV1Calls (apps/web/src/server/access/route-rows.ts): add its body and who may use it.`,
            );
          },
        },
      ],
  );
  const planned = [...notYetBuilt].map((path) => ({
    label: `${path} (not built yet)`,
    access: 'api-key' as const,
    status: 501,
    reads: true,
    call: () => apiV1(path, '{}'),
  }));
  return [...built, ...planned];
}

/** API v1 answers other methods 405 before it reads a key. */
const apiV1WrongMethod: RouteCase[] = [
  { label: 'me by the wrong method', access: 'public', status: 405, call: () => apiV1('me', undefined) },
];

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
  'api/jobs/[id]/download': { GET: [jobOfACase("A's translation", 'jobOfA', 'download')] },
  'api/jobs/[id]/preview': {
    GET: [
      jobOfACase("a page of A's PDF", 'pdfJobOfA', 'preview?side=translation&page=1&width=100&format=png'),
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
  'api/v1/[...path]': {
    GET: [
      {
        label: "A's result by its signed link",
        access: 'public',
        status: 200,
        shownTo: identities,
        call: async (world) => {
          const { config } = world.services;
          const url = new URL(signedDownloadUrl(config.publicUrl, config.authSecret, await world.jobOfA()));
          return apiV1(`translation/download/${await world.jobOfA()}`, undefined, {
            path: url.pathname + url.search,
          });
        },
      },
      {
        label: "A's result without a signature",
        access: 'public',
        status: 403,
        call: async (world) => apiV1(`translation/download/${await world.jobOfA()}`, undefined),
      },
      ...apiV1WrongMethod,
    ],
    POST: apiV1Posts(),
    PUT: apiV1WrongMethod,
    DELETE: apiV1WrongMethod,
  },
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
