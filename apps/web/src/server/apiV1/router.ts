// REST API v1, wire-compatible with O.Translator's public API: every call is a POST with the raw
// API key in the Authorization header. GET openapi.json describes them all (openapi/openapiDocument.ts).
import type { Services } from '@verso/services';
import { downloadResult } from './download';
import type { Endpoint } from './endpoint';
import { me } from './endpoints/account';
import { createGlossary, deleteGlossary, queryGlossary, updateGlossary } from './endpoints/glossaries';
import { listFileTypes, listLanguages, listModels } from './endpoints/metadata';
import { createTask, deleteTask, queryTask, startTask } from './endpoints/tasks';
import { queryTexts, updateTexts } from './endpoints/taskTexts';
import { translateTexts } from './endpoints/translateTexts';
import { openapiDocument } from './openapi/openapiDocument';
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
  'translation/start': startTask,
  'translation/queryTexts': queryTexts,
  'translation/updateTexts': updateTexts,
  'glossary/create': createGlossary,
  'glossary/update': updateGlossary,
  'glossary/query': queryGlossary,
  'glossary/delete': deleteGlossary,
};

/** The POST paths this server answers (besides GET translation/download/<taskId> and GET openapi.json). */
export const apiV1Paths = Object.keys(endpoints);

export async function handleApiV1(request: Request, path: string[], services: Services): Promise<Response> {
  const route = path.join('/');
  try {
    // The contract itself needs no key: a client generator or a curious developer reads it first.
    if (request.method === 'GET' && route === 'openapi.json') return Response.json(openapiDocument());
    if (request.method === 'GET' && path[0] === 'translation' && path[1] === 'download' && path[2]) {
      return await downloadResult(request, path[2], services);
    }
    const endpoint = endpoints[route];
    if (!endpoint) return apiError(404, 'unknown_path', `Unknown API path /api/v1/${route}.`);
    if (request.method !== 'POST') return apiError(405, 'method_not_allowed', 'API v1 calls use POST.');
    const caller = await authenticate(request, services);
    if (!caller)
      return apiError(
        401,
        'unauthorized',
        'Missing or invalid API key: send it as the Authorization header.',
      );
    return await endpoint({ request, services, user: caller.user, apiKey: caller.key });
  } catch (error) {
    // The caller hung up and its work was stopped (api-v1-route.ts): no one reads the answer, and it is no bug.
    if (request.signal.aborted) return new Response(null, { status: 499 });
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
