// LibreTranslate (self-hosted or a hosted instance) through `/languages` and `/translate`. The language
// list is asked for once per engine; a failed listing is not kept, so a server that comes up later is used.
import { z } from 'zod';
import { UserFacingError } from '../../errors';
import { describePair } from '../../languages';
import type { Engine } from '../engine';
import { concurrencyLimit } from '../http/concurrency-limit';
import { remoteCall } from '../http/remote-call';
import { type RemoteTuning, remoteService } from '../http/remote-service';
import { translateInChunks } from '../http/translate-in-chunks';
import { type LibreTranslateCatalogue, languagesReply, readCatalogue } from './languages';

export interface LibreTranslateOptions extends RemoteTuning {
  /** The server, e.g. `http://localhost:5000`. */
  url?: string;
  /** Needed only by servers started with `--api-keys`. */
  apiKey?: string;
}

/** Texts per request: keeps requests small enough that a slow server answers within the timeout. */
const textsPerRequest = 50;

const translateReply = z.object({ translatedText: z.array(z.string()) });

const unconfigured = 'Set LIBRETRANSLATE_URL to enable LibreTranslate.';

export function createLibreTranslateEngine(options: LibreTranslateOptions = {}): Engine {
  const service = remoteService({ label: 'LibreTranslate', keyVariable: 'LIBRETRANSLATE_API_KEY' }, options);
  const limit = concurrencyLimit(service.concurrency);
  const url = options.url?.replace(/\/+$/, '');
  const { apiKey } = options;
  let catalogue: Promise<LibreTranslateCatalogue> | undefined;

  function loadCatalogue(serverUrl: string): Promise<LibreTranslateCatalogue> {
    if (!catalogue) {
      const listing = remoteCall(service, { url: `${serverUrl}/languages`, reply: languagesReply }).then(
        readCatalogue,
      );
      listing.catch(() => {
        catalogue = undefined;
      });
      catalogue = listing;
    }
    return catalogue;
  }

  /** The server's codes for from → to; refused here, before any text is sent, when it lists no such pair. */
  function serverPair(known: LibreTranslateCatalogue, from: string, to: string) {
    const source = known.serverCodes.get(from);
    const target = known.serverCodes.get(to);
    const served = known.pairs.some((pair) => pair.from === from && pair.to === to);
    if (source && target && served) return { source, target };
    throw new UserFacingError(
      'unsupported_pair',
      `The LibreTranslate server does not offer ${describePair(from, to)}.`,
      { engine: 'libretranslate', from, to },
    );
  }

  return {
    id: 'libretranslate',
    label: 'LibreTranslate',
    offline: false,
    maxBatchChars: 10_000,

    async status() {
      if (!url) return { available: false, detail: unconfigured };
      try {
        const known = await loadCatalogue(url);
        return { available: true, detail: `${known.serverCodes.size} languages at ${url}.` };
      } catch (error) {
        return { available: false, detail: (error as Error).message };
      }
    },

    async pairs() {
      if (!url) return [];
      const known = await loadCatalogue(url).catch(() => undefined);
      return known?.pairs ?? [];
    },

    async translate(texts, from, to, options) {
      if (!url)
        throw new UserFacingError('engine_unavailable', `LibreTranslate is not available: ${unconfigured}`);
      const known = await loadCatalogue(url);
      const { source, target } = serverPair(known, from, to);
      return translateInChunks(service, limit, texts, textsPerRequest, async (chunk) => {
        const reply = await remoteCall(service, {
          url: `${url}/translate`,
          body: { q: chunk, source, target, format: 'text', ...(apiKey && { api_key: apiKey }) },
          reply: translateReply,
          signal: options?.signal,
        });
        return reply.translatedText;
      });
    },
  };
}
