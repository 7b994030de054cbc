// Test double: speaks the documented DeepL API v2 (`POST /v2/translate`, and the glossaries of
// deepl-glossary-double.ts) so the engine is tested without the real service. It checks the key and the
// body as DeepL does, "translates" by tagging each text with the target language after applying the
// glossary, and can be told to misbehave once per call to `misbehaveNext`.
import {
  type DoubleReply,
  type DoubleRequest,
  type RunningDouble,
  startJsonDouble,
} from '../http/json-double';
import { type GlossaryStore, glossaryStore } from './deepl-glossary-double';

export type DeeplMishap = 'rate-limit' | 'server-error' | 'bad-key' | 'quota' | 'garbage' | 'hang';

export interface DeeplDouble extends RunningDouble {
  /** The next requests, one each, meet these mishaps in order. */
  misbehaveNext(...mishaps: DeeplMishap[]): void;
  glossaries: GlossaryStore;
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
  glossary_id?: unknown;
}

function translate(request: DoubleRequest, glossaries: GlossaryStore): DoubleReply {
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
  const { glossary_id: glossaryId } = body;
  const translated: string[] = [];
  for (const text of texts.map(String)) {
    const withTerms =
      typeof glossaryId === 'string'
        ? glossaries.apply(glossaryId, body.source_lang, body.target_lang, text)
        : text;
    if (typeof withTerms !== 'string') return withTerms;
    translated.push(`[${body.target_lang}] ${withTerms}`);
  }
  return {
    status: 200,
    json: {
      translations: translated.map((text) => ({
        detected_source_language: typeof body.source_lang === 'string' ? body.source_lang : 'EN',
        text,
      })),
    },
  };
}

/** `/v2/glossaries` → undefined, `/v2/glossaries/abc` → 'abc'; anything else is no glossary path. */
function glossaryPath(path: string): { id: string | undefined } | undefined {
  const match = /^\/v2\/glossaries(?:\/([^/]+))?$/.exec(path);
  return match ? { id: match[1] && decodeURIComponent(match[1]) } : undefined;
}

export async function startDeeplDouble({ apiKey }: { apiKey: string }): Promise<DeeplDouble> {
  const mishaps: DeeplMishap[] = [];
  const glossaries = glossaryStore();
  const double = await startJsonDouble((request) => {
    const glossary = glossaryPath(request.path);
    const isTranslate = request.method === 'POST' && request.path === '/v2/translate';
    if (!isTranslate && !glossary) return { status: 404, json: { message: 'Not found' } };
    const mishap = mishaps.shift();
    if (mishap === 'hang') return 'hang';
    if (mishap) return mishapReplies[mishap];
    if (request.headers.authorization !== `DeepL-Auth-Key ${apiKey}`) return mishapReplies['bad-key'];
    if (request.method === 'POST' && !request.headers['content-type']?.startsWith('application/json')) {
      return { status: 415, json: { message: 'Unsupported media type' } };
    }
    return glossary ? glossaries.handle(request, glossary.id) : translate(request, glossaries);
  });
  return { ...double, glossaries, misbehaveNext: (...next) => mishaps.push(...next) };
}
