// REST API v1, wire-compatible with O.Translator's public API: every call is a POST with the raw
// API key in the Authorization header. Paths of the contract not built yet answer 501.
import type { Services } from '@verso/services';
import { downloadResult } from './download';
import type { Endpoint } from './endpoint';
import { me } from './endpoints/account';
import { listFileTypes, listLanguages, listModels } from './endpoints/metadata';
import { createTask, deleteTask, queryTask } from './endpoints/tasks';
import { translateTexts } from './endpoints/translateTexts';
import { apiError, errorResponse } from './respond';

const endpoints: Record<string, Endpoint> = {
  me,
  languages: listLanguages,
  filetypes: listFileTypes,
  models: listModels,
  'translation/translateTexts': translateTexts,
  'translation/create': createTask,
  'translation/query': queryTask,
  'translation/delete': deleteTask,
};

/** Paths of the contract this server does not answer yet: 501 to a valid key. */
export const notYetBuilt = new Set([
  'translation/start',
  'translation/queryTexts',
  'translation/updateTexts',
  'glossary/create',
  'glossary/update',
  'glossary/query',
  'glossary/delete',
]);

/** The POST paths this server answers (besides GET translation/download/<taskId>). */
export const apiV1Paths = Object.keys(endpoints);

export async function handleApiV1(request: Request, path: string[], services: Services): Promise<Response> {
  const route = path.join('/');
  try {
    if (request.method === 'GET' && path[0] === 'translation' && path[1] === 'download' && path[2]) {
      return await downloadResult(request, path[2], services);
    }
    const endpoint = endpoints[route];
    if (!endpoint && !notYetBuilt.has(route)) return apiError(404, `Unknown API path /api/v1/${route}.`);
    if (request.method !== 'POST') return apiError(405, 'API v1 calls use POST.');
    const user = await authenticate(request, services);
    if (!user) return apiError(401, 'Missing or invalid API key: send it as the Authorization header.');
    if (!endpoint) return apiError(501, `/api/v1/${route} is not available on this server yet.`);
    return await endpoint({ request, services, user });
  } catch (error) {
    return errorResponse(error);
  }
}

function authenticate(request: Request, services: Services) {
  // The contract sends the raw key; a "Bearer " prefix is forgiven.
  const key = request.headers
    .get('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  return key ? services.apiKeys.authenticate(key) : Promise.resolve(null);
}
