// DeepL through its API v2 `/v2/translate`. Texts travel with `tag_handling=xml`, so the placeholders
// of the segment model (`<g1>…</g1>`, `<x2/>`) come back where DeepL moved them in the sentence.
import { z } from 'zod';
import type { Engine } from '../engine';
import { keyedEngine } from '../http/keyed-engine';
import { remoteCall } from '../http/remote-call';
import { type RemoteTuning, remoteService } from '../http/remote-service';
import { deeplPairs, deeplSourceCode, deeplTargetCode } from './languages';

export type DeeplFormality = 'default' | 'more' | 'less' | 'prefer_more' | 'prefer_less';

export interface DeeplOptions extends RemoteTuning {
  apiKey?: string;
  /** Defaults to the free API for keys ending in `:fx`, else the Pro API. */
  baseUrl?: string;
  /** `prefer_*` falls back silently for target languages without formality; `more`/`less` are refused. */
  formality?: DeeplFormality;
}

/** DeepL's documented limit of texts per request. */
const textsPerRequest = 50;

const translateReply = z.object({
  translations: z.array(z.object({ detected_source_language: z.string(), text: z.string() })),
});

const unconfigured = 'Set DEEPL_API_KEY to enable DeepL.';

function defaultBaseUrl(apiKey: string): string {
  return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

export function createDeeplEngine(options: DeeplOptions = {}): Engine {
  const service = remoteService({ label: 'DeepL', keyVariable: 'DEEPL_API_KEY', quotaStatus: 456 }, options);
  const { apiKey, formality } = options;
  const baseUrl = (options.baseUrl ?? (apiKey ? defaultBaseUrl(apiKey) : '')).replace(/\/+$/, '');

  async function translateChunk(
    key: string,
    texts: string[],
    from: string,
    to: string,
    signal?: AbortSignal,
  ) {
    const reply = await remoteCall(service, {
      url: `${baseUrl}/v2/translate`,
      headers: { authorization: `DeepL-Auth-Key ${key}` },
      body: {
        text: texts,
        source_lang: deeplSourceCode(from),
        target_lang: deeplTargetCode(to),
        tag_handling: 'xml',
        ...(formality && { formality }),
      },
      reply: translateReply,
      signal,
    });
    return reply.translations.map((translation) => translation.text);
  }

  return keyedEngine({
    id: 'deepl',
    service,
    apiKey,
    unconfigured,
    configuredDetail: apiKey ? `Configured for ${new URL(baseUrl).host}.` : '',
    // DeepL takes at most 128 KiB per request; 30,000 characters stay under it even in 3-byte scripts.
    maxBatchChars: 30_000,
    textsPerRequest,
    pairs: deeplPairs,
    translateChunk,
  });
}
