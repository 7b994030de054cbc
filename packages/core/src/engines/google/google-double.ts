// Test double: speaks the documented Cloud Translation APIs so the engine is tested without the real
// service: v2 (`POST /language/translate/v2?key=…`), and with a service account v3
// (`POST /v3/projects/{project}/locations/{location}:translateText`) behind the token endpoint of
// google-oauth-double.ts. It checks credentials and bodies as Google does, answers errors as
// `{ error: { code, message, status } }`, "translates" by tagging each text with the target language,
// and can be told to misbehave once per call to `misbehaveNext`.
import type { KeyObject } from 'node:crypto';
import {
  type DoubleReply,
  type DoubleRequest,
  type RunningDouble,
  startJsonDouble,
} from '../http/json-double';
import { type TokenIssuer, tokenIssuer } from './google-oauth-double';

export type GoogleMishap =
  | 'invalid-argument'
  | 'rate-limit'
  | 'server-error'
  | 'bad-key'
  | 'garbage'
  | 'hang';

export interface GoogleDoubleOptions {
  apiKey: string;
  /** Enables v3 for this account; its tokens come from `/token`. */
  serviceAccount?: { clientEmail: string; publicKey: KeyObject; project: string };
}

export interface GoogleDouble extends RunningDouble {
  /** The next requests, one each, meet these mishaps in order. */
  misbehaveNext(...mishaps: GoogleMishap[]): void;
  /** The v3 token endpoint's state: how long tokens last, and a way to expire them all. */
  tokens?: TokenIssuer;
}

function googleError(code: number, message: string, status: string, reason?: string): DoubleReply {
  const details = reason ? [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason }] : undefined;
  return { status: code, json: { error: { code, message, status, ...(details && { details }) } } };
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

/** What v2 answers a key it does not know: 400, not 401 or 403. */
const invalidKey = googleError(
  400,
  'API key not valid. Please pass a valid API key.',
  'INVALID_ARGUMENT',
  'API_KEY_INVALID',
);

const tagged = (target: string, texts: string[]) => texts.map((text) => `[${target}] ${text}`);

interface V2Body {
  q?: unknown;
  target?: unknown;
  format?: unknown;
}

function translateV2(request: DoubleRequest): DoubleReply {
  const body = (request.body ?? {}) as V2Body;
  const texts = body.q;
  if (!Array.isArray(texts) || texts.length === 0 || texts.length > 128) {
    return googleError(400, 'Too many text segments or none.', 'INVALID_ARGUMENT');
  }
  if (typeof body.target !== 'string') return googleError(400, 'Invalid Value', 'INVALID_ARGUMENT');
  if (body.format !== undefined && body.format !== 'html' && body.format !== 'text') {
    return googleError(400, 'Invalid Value', 'INVALID_ARGUMENT');
  }
  const translations = tagged(body.target, texts).map((translatedText) => ({ translatedText }));
  return { status: 200, json: { data: { translations } } };
}

interface V3Body {
  contents?: unknown;
  targetLanguageCode?: unknown;
  mimeType?: unknown;
}

function translateV3(request: DoubleRequest, project: string, allowed: string): DoubleReply {
  if (project !== allowed) {
    return googleError(
      403,
      `Permission 'cloudtranslate.generalModels.predict' denied on resource 'projects/${project}' (or it may not exist).`,
      'PERMISSION_DENIED',
      'IAM_PERMISSION_DENIED',
    );
  }
  const body = (request.body ?? {}) as V3Body;
  const texts = body.contents;
  if (!Array.isArray(texts) || texts.length === 0 || texts.length > 1024)
    return googleError(400, 'Number of contents must be between 1 and 1024.', 'INVALID_ARGUMENT');
  if ([...texts.join('')].length > 30_000) return googleError(400, 'Text is too long.', 'INVALID_ARGUMENT');
  if (typeof body.targetLanguageCode !== 'string')
    return googleError(400, 'Target language is required.', 'INVALID_ARGUMENT');
  if (body.mimeType !== undefined && body.mimeType !== 'text/html' && body.mimeType !== 'text/plain')
    return googleError(400, 'Unsupported mime type.', 'INVALID_ARGUMENT');
  const translations = tagged(body.targetLanguageCode, texts).map((translatedText) => ({ translatedText }));
  return { status: 200, json: { translations } };
}

const v3Path = /^\/v3\/projects\/([^/]+)\/locations\/([^/:]+):translateText$/;

export async function startGoogleDouble({
  apiKey,
  serviceAccount,
}: GoogleDoubleOptions): Promise<GoogleDouble> {
  const mishaps: GoogleMishap[] = [];
  const tokens = serviceAccount && tokenIssuer(serviceAccount);
  const double = await startJsonDouble((request) => {
    const url = new URL(request.path, 'http://double');
    const v3 = v3Path.exec(url.pathname);
    const known = ['/language/translate/v2', '/token'].includes(url.pathname) || v3;
    if (request.method !== 'POST' || !known) return googleError(404, 'Not Found', 'NOT_FOUND');
    const mishap = mishaps.shift();
    if (mishap === 'hang') return 'hang';
    if (mishap) return mishapReplies[mishap];
    if (url.pathname === '/language/translate/v2')
      return url.searchParams.get('key') === apiKey ? translateV2(request) : invalidKey;
    if (!tokens || !serviceAccount) return googleError(404, 'Not Found', 'NOT_FOUND');
    if (!v3) return tokens.issue(request);
    return (
      tokens.refusal(request) ?? translateV3(request, decodeURIComponent(v3[1] ?? ''), serviceAccount.project)
    );
  });
  return { ...double, tokens, misbehaveNext: (...next) => mishaps.push(...next) };
}
