// Test double: speaks the documented LibreTranslate API (`GET /languages`, `POST /translate`) so the
// engine is tested without the real service. It answers errors as `{ error }` with 400/403/429/500 as
// LibreTranslate does, "translates" by tagging each text, and can be told to misbehave once per mishap.
import {
  type DoubleReply,
  type DoubleRequest,
  type RunningDouble,
  startJsonDouble,
} from '../http/json-double';

export type LibreTranslateMishap =
  | 'rate-limit'
  | 'server-error'
  | 'bad-key'
  | 'bad-request'
  | 'garbage'
  | 'hang';

export interface LibreTranslateDouble extends RunningDouble {
  /** The next requests, one each, meet these mishaps in order. */
  misbehaveNext(...mishaps: LibreTranslateMishap[]): void;
}

/** A newer server's listing: Chinese as zh-Hans/zh-Hant, Norwegian as nb, and a variant Verso lacks. */
const serverLanguages = [
  { code: 'en', name: 'English', targets: ['de', 'es', 'nb', 'zh-Hans', 'zh-Hant', 'pt-BR'] },
  { code: 'es', name: 'Spanish', targets: ['en'] },
  { code: 'de', name: 'German', targets: ['en'] },
  { code: 'nb', name: 'Norwegian Bokmål', targets: ['en'] },
  { code: 'zh-Hans', name: 'Chinese', targets: ['en'] },
  { code: 'zh-Hant', name: 'Chinese (traditional)', targets: ['en'] },
  { code: 'pt-BR', name: 'Portuguese (Brazil)', targets: ['en'] },
];

const mishapReplies: Record<Exclude<LibreTranslateMishap, 'hang'>, DoubleReply> = {
  'rate-limit': {
    status: 429,
    json: { error: 'Too many request limits violations' },
    headers: { 'retry-after': '1' },
  },
  'server-error': { status: 500, json: { error: 'Cannot translate text: internal error' } },
  'bad-key': { status: 403, json: { error: 'Invalid API key' } },
  'bad-request': { status: 400, json: { error: 'Invalid request: missing q parameter' } },
  garbage: { status: 200, json: { translatedText: 'not a list' } },
};

interface TranslateBody {
  q?: unknown;
  source?: unknown;
  target?: unknown;
  format?: unknown;
  api_key?: unknown;
}

function translate(request: DoubleRequest, apiKey: string | undefined): DoubleReply {
  const body = (request.body ?? {}) as TranslateBody;
  if (apiKey !== undefined && body.api_key !== apiKey) return mishapReplies['bad-key'];
  const source = serverLanguages.find((language) => language.code === body.source);
  if (!Array.isArray(body.q)) return { status: 400, json: { error: 'Invalid request: missing q parameter' } };
  if (!source) return { status: 400, json: { error: `${String(body.source)} is not supported` } };
  if (typeof body.target !== 'string' || !source.targets.includes(body.target)) {
    return { status: 400, json: { error: `${String(body.target)} is not supported` } };
  }
  if (body.format !== 'text' && body.format !== 'html')
    return { status: 400, json: { error: 'Invalid format' } };
  return { status: 200, json: { translatedText: body.q.map((text) => `[${body.target}] ${text}`) } };
}

export async function startLibreTranslateDouble({
  apiKey,
}: {
  apiKey?: string;
} = {}): Promise<LibreTranslateDouble> {
  const mishaps: LibreTranslateMishap[] = [];
  const double = await startJsonDouble((request) => {
    const mishap = mishaps.shift();
    if (mishap === 'hang') return 'hang';
    if (mishap) return mishapReplies[mishap];
    if (request.method === 'GET' && request.path === '/languages')
      return { status: 200, json: serverLanguages };
    if (request.method === 'POST' && request.path === '/translate') return translate(request, apiKey);
    return { status: 404, json: { error: 'Not Found' } };
  });
  return { ...double, misbehaveNext: (...next) => mishaps.push(...next) };
}
