// Test double: speaks the documented Cloud Translation v2 API (`POST /language/translate/v2?key=…`) so
// the engine is tested without the real service. It checks the key and the body as Google does, answers
// errors as `{ error: { code, message, status } }`, "translates" by tagging each text with the target
// language, and can be told to misbehave once per call to `misbehaveNext`.
import {
  type DoubleReply,
  type DoubleRequest,
  type RunningDouble,
  startJsonDouble,
} from '../http/json-double';

export type GoogleMishap =
  | 'invalid-argument'
  | 'rate-limit'
  | 'server-error'
  | 'bad-key'
  | 'garbage'
  | 'hang';

export interface GoogleDouble extends RunningDouble {
  /** The next requests, one each, meet these mishaps in order. */
  misbehaveNext(...mishaps: GoogleMishap[]): void;
}

function googleError(code: number, message: string, status: string): DoubleReply {
  return { status: code, json: { error: { code, message, status } } };
}

const mishapReplies: Record<Exclude<GoogleMishap, 'hang'>, DoubleReply> = {
  'rate-limit': {
    ...googleError(429, 'Quota exceeded for quota metric requests per minute.', 'RESOURCE_EXHAUSTED'),
    headers: { 'retry-after': '1' },
  },
  'server-error': googleError(500, 'Internal error encountered.', 'INTERNAL'),
  'bad-key': googleError(403, 'The request is missing a valid API key.', 'PERMISSION_DENIED'),
  'invalid-argument': googleError(400, 'Invalid Value', 'INVALID_ARGUMENT'),
  garbage: { status: 200, json: { data: { translations: 'not a list' } } },
};

interface TranslateBody {
  q?: unknown;
  source?: unknown;
  target?: unknown;
  format?: unknown;
}

function translate(request: DoubleRequest): DoubleReply {
  const body = (request.body ?? {}) as TranslateBody;
  const texts = body.q;
  if (!Array.isArray(texts) || texts.length === 0 || texts.length > 128) {
    return googleError(400, 'Too many text segments or none.', 'INVALID_ARGUMENT');
  }
  if (typeof body.target !== 'string') return googleError(400, 'Invalid Value', 'INVALID_ARGUMENT');
  if (body.format !== undefined && body.format !== 'html' && body.format !== 'text') {
    return googleError(400, 'Invalid Value', 'INVALID_ARGUMENT');
  }
  return {
    status: 200,
    json: { data: { translations: texts.map((text) => ({ translatedText: `[${body.target}] ${text}` })) } },
  };
}

export async function startGoogleDouble({ apiKey }: { apiKey: string }): Promise<GoogleDouble> {
  const mishaps: GoogleMishap[] = [];
  const double = await startJsonDouble((request) => {
    const url = new URL(request.path, 'http://double');
    if (request.method !== 'POST' || url.pathname !== '/language/translate/v2')
      return googleError(404, 'Not Found', 'NOT_FOUND');
    const mishap = mishaps.shift();
    if (mishap === 'hang') return 'hang';
    if (mishap) return mishapReplies[mishap];
    if (url.searchParams.get('key') !== apiKey) return mishapReplies['bad-key'];
    return translate(request);
  });
  return { ...double, misbehaveNext: (...next) => mishaps.push(...next) };
}
