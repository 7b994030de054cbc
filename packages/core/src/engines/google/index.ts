// Google Cloud Translation v2 (`POST /language/translate/v2`, key in the query). Texts travel with
// `format: 'html'`, so the placeholders of the segment model come back where Google moved them.
// v3 (projects, service accounts, glossaries) is not supported yet.
import { z } from 'zod';
import type { Engine } from '../engine';
import { fromHtmlText, toHtmlText } from '../http/html-text';
import { keyedEngine } from '../http/keyed-engine';
import { remoteCall } from '../http/remote-call';
import { type RemoteTuning, remoteService } from '../http/remote-service';
import { googleCode, googlePairs } from './languages';

export interface GoogleOptions extends RemoteTuning {
  apiKey?: string;
  /** Defaults to https://translation.googleapis.com. */
  baseUrl?: string;
}

/** Google's documented limit of texts (`q` entries) per request. */
const textsPerRequest = 128;

const translateReply = z.object({
  data: z.object({ translations: z.array(z.object({ translatedText: z.string() })) }),
});

const unconfigured = 'Set GOOGLE_TRANSLATE_API_KEY to enable Google Translate.';

export function createGoogleEngine(options: GoogleOptions = {}): Engine {
  const service = remoteService(
    { label: 'Google Translate', keyVariable: 'GOOGLE_TRANSLATE_API_KEY' },
    options,
  );
  const { apiKey } = options;
  const baseUrl = (options.baseUrl ?? 'https://translation.googleapis.com').replace(/\/+$/, '');

  async function translateChunk(
    key: string,
    texts: string[],
    from: string,
    to: string,
    signal?: AbortSignal,
  ) {
    const reply = await remoteCall(service, {
      url: `${baseUrl}/language/translate/v2?${new URLSearchParams({ key })}`,
      body: { q: texts.map(toHtmlText), source: googleCode(from), target: googleCode(to), format: 'html' },
      reply: translateReply,
      signal,
    });
    return reply.data.translations.map((translation) => fromHtmlText(translation.translatedText));
  }

  return keyedEngine({
    id: 'google',
    service,
    apiKey,
    unconfigured,
    configuredDetail: `Configured for ${new URL(baseUrl).host}.`,
    // Google takes at most 204,800 bytes per request; 30,000 characters stay under it even escaped and
    // in 3-byte scripts.
    maxBatchChars: 30_000,
    textsPerRequest,
    pairs: googlePairs,
    translateChunk,
  });
}
