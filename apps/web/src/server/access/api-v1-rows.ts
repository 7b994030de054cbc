// How the access matrix calls REST API v1 (`/api/v1/[...path]`): each POST endpoint of the contract
// with the caller's API key, the signed download link, and the methods the API does not take.
import { signedDownloadUrl } from '@verso/services';
import { apiV1Paths } from '../apiV1/router';
import { identities } from './access-world';
import { form, notFoundToAllButA, type RouteCall, type RouteCase, type RouteRow } from './route-case';

/** A call of `/api/v1/<path>`. */
const apiV1 = (path: string, body: RouteCall['body'] | undefined, extra: Partial<RouteCall> = {}) => ({
  path: `/api/v1/${path}`,
  params: { path: path.split('/') },
  body,
  ...extra,
});
/** Every POST path of the contract, so a new endpoint needs its call here. */
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
  'translation/queryTexts': [
    {
      label: "A's task texts",
      access: 'api-key',
      reads: true,
      status: 200,
      answers: notFoundToAllButA,
      call: async (world) =>
        apiV1('translation/queryTexts', JSON.stringify({ taskId: await world.jobOfA() })),
    },
  ],
  'translation/updateTexts': [
    {
      label: "revise A's task texts",
      access: 'api-key',
      status: 200,
      answers: notFoundToAllButA,
      call: async (world) =>
        apiV1(
          'translation/updateTexts',
          JSON.stringify({
            taskId: await world.jobOfA(),
            revisedTexts: JSON.stringify({ 'No such text.': 'Nada.' }),
          }),
        ),
    },
  ],
  'translation/start': [
    {
      // A's task is paid for and completed: start writes its file again from its revisions, no charge.
      label: "start A's task again",
      access: 'api-key',
      status: 200,
      answers: notFoundToAllButA,
      call: async (world) => apiV1('translation/start', JSON.stringify({ taskId: await world.jobOfA() })),
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
  'glossary/create': [
    {
      label: 'create a glossary',
      access: 'api-key',
      status: 200,
      call: () =>
        apiV1(
          'glossary/create',
          JSON.stringify({
            name: `API glossary ${crypto.randomUUID()}`,
            targetLang: 'Spanish',
            keys: ['house'],
            translated: { house: 'casa' },
          }),
        ),
    },
  ],
  'glossary/query': [
    {
      label: "query A's glossary",
      access: 'api-key',
      reads: true,
      status: 200,
      answers: notFoundToAllButA,
      call: (world) => apiV1('glossary/query', JSON.stringify({ glossaryId: world.a.glossaryId })),
    },
  ],
  'glossary/update': [
    {
      label: "update A's glossary",
      access: 'api-key',
      status: 200,
      answers: notFoundToAllButA,
      call: (world) =>
        apiV1('glossary/update', JSON.stringify({ glossaryId: world.a.glossaryId, desc: 'Changed' })),
    },
  ],
  'glossary/delete': [
    {
      label: "delete A's glossary",
      access: 'api-key',
      status: 200,
      answers: notFoundToAllButA,
      call: (world) => apiV1('glossary/delete', JSON.stringify({ glossaryId: world.a.glossaryId })),
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
              `API v1 path ${path} has no call in apiV1Calls (apps/web/src/server/access/api-v1-rows.ts): add its body and who may use it.`,
            );
          },
        },
      ],
  );
  return built;
}

/** API v1 answers other methods 405 before it reads a key. */
const apiV1WrongMethod: RouteCase[] = [
  { label: 'me by the wrong method', access: 'public', status: 405, call: () => apiV1('me', undefined) },
];

export const apiV1Row: RouteRow = {
  GET: [
    {
      label: "A's result by its signed link",
      access: 'public',
      status: 200,
      shownTo: identities,
      call: async (world) => {
        const { config } = world.services;
        const id = await world.jobOfA();
        const url = new URL(signedDownloadUrl(config.publicUrl, config.authSecret, id));
        return apiV1(`translation/download/${id}`, undefined, { path: url.pathname + url.search });
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
};
