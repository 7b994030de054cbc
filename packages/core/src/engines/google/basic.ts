// Cloud Translation v2, "Basic" (`POST /language/translate/v2`, API key in the query).
import { z } from 'zod';
import type { Engine } from '../engine';
import { fromHtmlText, toHtmlText } from '../http/html-text';
import { type ChunkOptions, keyedEngine } from '../http/keyed-engine';
import { remoteCall } from '../http/remote-call';
import { type RemoteTuning, remoteService } from '../http/remote-service';
import { googleCode, googlePairs } from './languages';
import { apiKeyRefusal } from './refusals';

/** Google's documented limit of texts (`q` entries) per request. */
const textsPerRequest = 128;

const translateReply = z.object({
  data: z.object({ translations: z.array(z.object({ translatedText: z.string() })) }),
});

const unconfigured =
  'Set GOOGLE_TRANSLATE_API_KEY (Cloud Translation v2) or GOOGLE_APPLICATION_CREDENTIALS (v3, a service account key file) to enable Google Translate.';

export function basicEngine(apiKey: string | undefined, baseUrl: string, tuning: RemoteTuning): Engine {
  const service = remoteService(
    { label: 'Google Translate', keyVariable: 'GOOGLE_TRANSLATE_API_KEY', readRefusal: apiKeyRefusal },
    tuning,
  );

  async function translateChunk(
    key: string,
    texts: string[],
    from: string,
    to: string,
    { signal }: ChunkOptions,
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
    credential: apiKey,
    unconfigured,
    configuredDetail: `Cloud Translation v2 (API key) at ${new URL(baseUrl).host}.`,
    // Google takes at most 204,800 bytes per request; 30,000 characters stay under it even escaped and
    // in 3-byte scripts.
    maxBatchChars: 30_000,
    textsPerRequest,
    pairs: googlePairs,
    translateChunk,
  });
}
