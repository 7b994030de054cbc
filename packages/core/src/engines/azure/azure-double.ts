// Test double: speaks the documented Azure Translator v3 API (`POST /translate?api-version=3.0`) so the
// engine is tested without the real service. It checks the key, the region and the body as Azure does,
// answers errors as `{ error: { code, message } }`, "translates" by tagging each text with the target
// language, and can be told to misbehave once per call to `misbehaveNext`.
import {
  type DoubleReply,
  type DoubleRequest,
  type RunningDouble,
  startJsonDouble,
} from '../http/json-double';

export type AzureMishap = 'rate-limit' | 'server-error' | 'bad-key' | 'quota' | 'garbage' | 'hang';

export interface AzureDouble extends RunningDouble {
  /** The next requests, one each, meet these mishaps in order. */
  misbehaveNext(...mishaps: AzureMishap[]): void;
}

function azureError(status: number, code: number, message: string): DoubleReply {
  return { status, json: { error: { code, message } } };
}

const mishapReplies: Record<Exclude<AzureMishap, 'hang'>, DoubleReply> = {
  'rate-limit': {
    ...azureError(
      429,
      429001,
      'The server rejected the request because the client has exceeded request limits.',
    ),
    headers: { 'retry-after': '1' },
  },
  'server-error': azureError(500, 500000, 'An unexpected error occurred.'),
  'bad-key': azureError(403, 403000, 'The operation is not allowed.'),
  quota: azureError(
    403,
    403001,
    'The operation is not allowed because the subscription has exceeded its free quota.',
  ),
  garbage: { status: 200, json: [{ translations: [] }] },
};

function translate(request: DoubleRequest, target: string): DoubleReply {
  const body = request.body;
  if (!Array.isArray(body) || body.length === 0 || body.length > 100) {
    return azureError(400, 400077, 'The maximum request size has been exceeded.');
  }
  const texts = body.map((element: { Text?: unknown }) => element?.Text);
  if (!texts.every((text): text is string => typeof text === 'string')) {
    return azureError(400, 400074, 'The body of the request is not valid JSON.');
  }
  if (texts.join('').length > 50_000)
    return azureError(400, 400077, 'The maximum request size has been exceeded.');
  return {
    status: 200,
    json: texts.map((text) => ({ translations: [{ text: `[${target}] ${text}`, to: target }] })),
  };
}

export async function startAzureDouble({
  apiKey,
  region,
}: {
  apiKey: string;
  region?: string;
}): Promise<AzureDouble> {
  const mishaps: AzureMishap[] = [];
  const double = await startJsonDouble((request) => {
    const url = new URL(request.path, 'http://double');
    if (request.method !== 'POST' || url.pathname !== '/translate')
      return azureError(404, 404000, 'The requested resource was not found.');
    const mishap = mishaps.shift();
    if (mishap === 'hang') return 'hang';
    if (mishap) return mishapReplies[mishap];
    if (request.headers['ocp-apim-subscription-key'] !== apiKey) {
      return azureError(
        401,
        401000,
        'The request is not authorized because credentials are missing or invalid.',
      );
    }
    if (region !== undefined && request.headers['ocp-apim-subscription-region'] !== region) {
      return azureError(
        401,
        401000,
        'The request is not authorized because credentials are missing or invalid.',
      );
    }
    const target = url.searchParams.get('to');
    if (url.searchParams.get('api-version') !== '3.0')
      return azureError(400, 400021, 'The API version parameter is missing or invalid.');
    if (!target) return azureError(400, 400036, 'The target language ("To" field) is missing or invalid.');
    return translate(request, target);
  });
  return { ...double, misbehaveNext: (...next) => mishaps.push(...next) };
}
