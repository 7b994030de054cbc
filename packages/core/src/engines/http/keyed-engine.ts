// The shell every keyed translation API shares (DeepL, Google, Azure): without its credential it serves
// no pairs (so routing never offers it), says which variable to set and refuses to translate; with it,
// texts go out in chunks of the API's size under the engine's concurrency limit.
import { UserFacingError } from '../../errors';
import type { Engine, LanguagePair, TranslateOptions } from '../engine';
import { concurrencyLimit } from './concurrency-limit';
import type { RemoteService } from './remote-service';
import { translateInChunks } from './translate-in-chunks';

/** What a chunk request needs of the caller's options; per-text context does not survive chunking. */
export type ChunkOptions = Omit<TranslateOptions, 'context'>;

/** `Credential` is an API key for most services, a service account for Google's v3. */
export interface KeyedEngineSpec<Credential = string> {
  id: string;
  service: RemoteService;
  credential: Credential | undefined;
  /** What to set to enable the engine, e.g. "Set DEEPL_API_KEY to enable DeepL." */
  unconfigured: string;
  /** Where a configured engine sends its requests, for `verso engines`. */
  configuredDetail: string;
  maxBatchChars: number;
  textsPerRequest: number;
  /** True when `translateChunk` applies `options.glossary` itself. */
  handlesGlossary?: boolean;
  pairs(): LanguagePair[];
  translateChunk(
    credential: Credential,
    texts: string[],
    from: string,
    to: string,
    options: ChunkOptions,
  ): Promise<string[]>;
}

export function keyedEngine<Credential>(spec: KeyedEngineSpec<Credential>): Engine {
  const { credential, service } = spec;
  const limit = concurrencyLimit(service.concurrency);
  return {
    id: spec.id,
    label: service.label,
    offline: false,
    maxBatchChars: spec.maxBatchChars,
    ...(spec.handlesGlossary && { handlesGlossary: true }),
    status: async () =>
      credential
        ? { available: true, detail: spec.configuredDetail }
        : { available: false, detail: spec.unconfigured },
    pairs: async () => (credential ? spec.pairs() : []),
    async translate(texts, from, to, { context: _perText, ...options } = {}) {
      if (!credential) {
        throw new UserFacingError(
          'engine_unavailable',
          `${service.label} is not available: ${spec.unconfigured}`,
        );
      }
      return translateInChunks(service, limit, texts, spec.textsPerRequest, (chunk) =>
        spec.translateChunk(credential, chunk, from, to, options),
      );
    },
  };
}
