// The shell every keyed translation API shares (DeepL, Google, Azure): without its key it serves no
// pairs (so routing never offers it), says which variable to set and refuses to translate; with it,
// texts go out in chunks of the API's size under the engine's concurrency limit.
import { UserFacingError } from '../../errors';
import type { Engine, LanguagePair } from '../engine';
import { concurrencyLimit } from './concurrency-limit';
import type { RemoteService } from './remote-service';
import { translateInChunks } from './translate-in-chunks';

export interface KeyedEngineSpec {
  id: string;
  service: RemoteService;
  apiKey: string | undefined;
  /** What to set to enable the engine, e.g. "Set DEEPL_API_KEY to enable DeepL." */
  unconfigured: string;
  /** Where a configured engine sends its requests, for `verso engines`. */
  configuredDetail: string;
  maxBatchChars: number;
  textsPerRequest: number;
  pairs(): LanguagePair[];
  translateChunk(
    key: string,
    texts: string[],
    from: string,
    to: string,
    signal?: AbortSignal,
  ): Promise<string[]>;
}

export function keyedEngine(spec: KeyedEngineSpec): Engine {
  const { apiKey, service } = spec;
  const limit = concurrencyLimit(service.concurrency);
  return {
    id: spec.id,
    label: service.label,
    offline: false,
    maxBatchChars: spec.maxBatchChars,
    status: async () =>
      apiKey
        ? { available: true, detail: spec.configuredDetail }
        : { available: false, detail: spec.unconfigured },
    pairs: async () => (apiKey ? spec.pairs() : []),
    async translate(texts, from, to, signal) {
      if (!apiKey) {
        throw new UserFacingError(
          'engine_unavailable',
          `${service.label} is not available: ${spec.unconfigured}`,
        );
      }
      return translateInChunks(service, limit, texts, spec.textsPerRequest, (chunk) =>
        spec.translateChunk(apiKey, chunk, from, to, signal),
      );
    },
  };
}
