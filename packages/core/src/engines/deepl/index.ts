// DeepL through its API v2 `/v2/translate`. Texts travel with `tag_handling=xml`, so the placeholders
// of the segment model (`<g1>…</g1>`, `<x2/>`) come back where DeepL moved them in the sentence. A job's
// glossary travels as a DeepL glossary (glossaries.ts), which DeepL applies with the word forms it needs.
import { z } from 'zod';
import type { GlossaryTerm } from '../../glossary/glossary';
import type { Engine } from '../engine';
import type { Formality } from '../formality';
import { type ChunkOptions, keyedEngine } from '../http/keyed-engine';
import { failedWithStatus, remoteCall } from '../http/remote-call';
import { type RemoteTuning, remoteService } from '../http/remote-service';
import { deeplGlossaries, type GlossaryRequest } from './glossaries';
import { glossaryEntries } from './glossary-entries';
import { deeplGlossaryCode, deeplPairs, deeplSourceCode, deeplTargetCode } from './languages';

export type DeeplFormality = Formality;

export interface DeeplOptions extends RemoteTuning {
  apiKey?: string;
  /** Defaults to the free API for keys ending in `:fx`, else the Pro API. */
  baseUrl?: string;
  /** The operator's default (DEEPL_FORMALITY); a job's own formality replaces it. */
  formality?: DeeplFormality;
}

/** DeepL's documented limit of texts per request. */
const textsPerRequest = 50;

const translateReply = z.object({
  translations: z.array(z.object({ detected_source_language: z.string(), text: z.string() })),
});

const unconfigured = 'Set DEEPL_API_KEY to enable DeepL.';

interface ChunkRequest {
  key: string;
  texts: string[];
  from: string;
  to: string;
  signal?: AbortSignal;
  formality?: Formality;
}

function defaultBaseUrl(apiKey: string): string {
  return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

export function createDeeplEngine(options: DeeplOptions = {}): Engine {
  const service = remoteService({ label: 'DeepL', keyVariable: 'DEEPL_API_KEY', quotaStatus: 456 }, options);
  const { apiKey } = options;
  const baseUrl = (options.baseUrl ?? (apiKey ? defaultBaseUrl(apiKey) : '')).replace(/\/+$/, '');

  const glossaries = deeplGlossaries(service, baseUrl);

  async function send({ key, texts, from, to, signal, formality }: ChunkRequest, glossaryId?: string) {
    const reply = await remoteCall(service, {
      url: `${baseUrl}/v2/translate`,
      headers: { authorization: `DeepL-Auth-Key ${key}` },
      body: {
        text: texts,
        // Always sent: DeepL requires it with a glossary, and it spares a wrong guess without one.
        source_lang: deeplSourceCode(from),
        target_lang: deeplTargetCode(to),
        tag_handling: 'xml',
        ...(formality && { formality }),
        ...(glossaryId && { glossary_id: glossaryId }),
      },
      reply: translateReply,
      signal,
    });
    return reply.translations.map((translation) => translation.text);
  }

  function glossaryRequest(key: string, from: string, to: string, terms: readonly GlossaryTerm[] = []) {
    const entries = glossaryEntries(terms);
    if (entries.length === 0) return undefined;
    return { key, sourceLang: deeplGlossaryCode(from), targetLang: deeplGlossaryCode(to), entries };
  }

  async function sendWithGlossary(request: ChunkRequest, glossary: GlossaryRequest) {
    const id = await glossaries.idFor(glossary, request.signal);
    try {
      return await send(request, id);
    } catch (error) {
      // Deleted on DeepL's side since we made it (by hand, or by another tool on the account).
      if (!failedWithStatus(error, 404)) throw error;
      glossaries.forget(glossary, id);
      return send(request, await glossaries.idFor(glossary, request.signal));
    }
  }

  async function translateChunk(
    key: string,
    texts: string[],
    from: string,
    to: string,
    { signal, glossary: terms, formality = options.formality }: ChunkOptions,
  ) {
    const request = { key, texts, from, to, signal, formality };
    const glossary = glossaryRequest(key, from, to, terms);
    return glossary ? sendWithGlossary(request, glossary) : send(request);
  }

  return keyedEngine({
    id: 'deepl',
    service,
    credential: apiKey,
    unconfigured,
    configuredDetail: apiKey ? `Configured for ${new URL(baseUrl).host}.` : '',
    // DeepL takes at most 128 KiB per request; 30,000 characters stay under it even in 3-byte scripts.
    maxBatchChars: 30_000,
    textsPerRequest,
    handlesGlossary: true,
    pairs: deeplPairs,
    translateChunk,
  });
}
