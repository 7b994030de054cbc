// Test double: speaks the documented DeepL API v2 (`POST /v2/translate`) so the engine is tested without
// the real service. It checks the key and the body as DeepL does, "translates" by tagging each text
// with the target language, and can be told to misbehave once per call to `misbehaveNext`.
import {
  type DoubleReply,
  type DoubleRequest,
  type RunningDouble,
  startJsonDouble,
} from '../http/json-double';

export type DeeplMishap = 'rate-limit' | 'server-error' | 'bad-key' | 'quota' | 'garbage' | 'hang';

export interface DeeplDouble extends RunningDouble {
  /** The next requests, one each, meet these mishaps in order. */
  misbehaveNext(...mishaps: DeeplMishap[]): void;
}

const mishapReplies: Record<Exclude<DeeplMishap, 'hang'>, DoubleReply> = {
  'rate-limit': { status: 429, json: { message: 'Too many requests' }, headers: { 'retry-after': '1' } },
  'server-error': { status: 500, json: { message: 'Internal server error' } },
  'bad-key': { status: 403, json: { message: 'Authorization failure, check auth_key' } },
  quota: { status: 456, json: { message: 'Quota exceeded. The character limit has been reached.' } },
  garbage: { status: 200, text: '<html><body>Welcome to the captive portal</body></html>' },
};

interface TranslateBody {
  text?: unknown;
  source_lang?: unknown;
  target_lang?: unknown;
  tag_handling?: unknown;
}

function translate(request: DoubleRequest): DoubleReply {
  const body = (request.body ?? {}) as TranslateBody;
  const texts = body.text;
  if (
    !Array.isArray(texts) ||
    texts.length === 0 ||
    texts.length > 50 ||
    typeof body.target_lang !== 'string'
  ) {
    return { status: 400, json: { message: "Value for 'text' or 'target_lang' not supported." } };
  }
  return {
    status: 200,
    json: {
      translations: texts.map((text) => ({
        detected_source_language: typeof body.source_lang === 'string' ? body.source_lang : 'EN',
        text: `[${body.target_lang}] ${text}`,
      })),
    },
  };
}

export async function startDeeplDouble({ apiKey }: { apiKey: string }): Promise<DeeplDouble> {
  const mishaps: DeeplMishap[] = [];
  const double = await startJsonDouble((request) => {
    if (request.method !== 'POST' || request.path !== '/v2/translate')
      return { status: 404, json: { message: 'Not found' } };
    const mishap = mishaps.shift();
    if (mishap === 'hang') return 'hang';
    if (mishap) return mishapReplies[mishap];
    if (request.headers.authorization !== `DeepL-Auth-Key ${apiKey}`) return mishapReplies['bad-key'];
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return { status: 415, json: { message: 'Unsupported media type' } };
    }
    return translate(request);
  });
  return { ...double, misbehaveNext: (...next) => mishaps.push(...next) };
}
