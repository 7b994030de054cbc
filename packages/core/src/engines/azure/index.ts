// Azure AI Translator v3 (`POST /translate?api-version=3.0`). Texts travel with `textType=html`, so the
// placeholders of the segment model come back where Azure moved them in the sentence.
import { z } from 'zod';
import type { Engine } from '../engine';
import { fromHtmlText, toHtmlText } from '../http/html-text';
import { type ChunkOptions, keyedEngine } from '../http/keyed-engine';
import { remoteCall } from '../http/remote-call';
import { type RemoteTuning, remoteService } from '../http/remote-service';
import { azureCode, azurePairs } from './languages';
import { azureRefusal } from './refusals';

export interface AzureOptions extends RemoteTuning {
  apiKey?: string;
  /** Needed for regional and multi-service resources; global resources leave it out. */
  region?: string;
  /** Defaults to the global endpoint, https://api.cognitive.microsofttranslator.com. */
  endpoint?: string;
}

/** Azure's documented limit of texts per request. */
const textsPerRequest = 100;

const translateReply = z.array(
  z.object({ translations: z.array(z.object({ text: z.string(), to: z.string() })).nonempty() }),
);

const unconfigured = 'Set AZURE_TRANSLATOR_KEY to enable Azure Translator.';

export function createAzureEngine(options: AzureOptions = {}): Engine {
  const service = remoteService(
    { label: 'Azure Translator', keyVariable: 'AZURE_TRANSLATOR_KEY', readRefusal: azureRefusal },
    options,
  );
  const { apiKey, region } = options;
  const endpoint = (options.endpoint ?? 'https://api.cognitive.microsofttranslator.com').replace(/\/+$/, '');

  async function translateChunk(
    key: string,
    texts: string[],
    from: string,
    to: string,
    { signal }: ChunkOptions,
  ) {
    const query = new URLSearchParams({
      'api-version': '3.0',
      from: azureCode(from),
      to: azureCode(to),
      textType: 'html',
    });
    const reply = await remoteCall(service, {
      url: `${endpoint}/translate?${query}`,
      headers: {
        'Ocp-Apim-Subscription-Key': key,
        ...(region && { 'Ocp-Apim-Subscription-Region': region }),
      },
      body: texts.map((text) => ({ Text: toHtmlText(text) })),
      reply: translateReply,
      signal,
    });
    return reply.map((entry) => fromHtmlText(entry.translations[0].text));
  }

  return keyedEngine({
    id: 'azure',
    service,
    credential: apiKey,
    unconfigured,
    configuredDetail: `Configured for ${new URL(endpoint).host}${region ? ` (region ${region})` : ''}.`,
    // Azure takes at most 50,000 characters per request, markup included; escaping adds a few, so a
    // batch stays well under.
    maxBatchChars: 40_000,
    textsPerRequest,
    pairs: azurePairs,
    translateChunk,
  });
}
