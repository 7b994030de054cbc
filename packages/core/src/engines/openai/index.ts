// Any OpenAI-compatible chat-completions endpoint (OpenAI, DeepSeek, Ollama, vLLM, llama.cpp server,
// OpenRouter). Several segments travel per request as a numbered JSON array, with their document
// context, the job's style and the glossary terms they contain (prompt.ts); an answer that is not a
// complete translation list is retried once in two halves before the job fails.
import { z } from 'zod';
import { UserFacingError } from '../../errors';
import type { Engine } from '../engine';
import { everyLanguagePair } from '../every-pair';
import { remoteCall } from '../http/remote-call';
import { type RemoteTuning, remoteService } from '../http/remote-service';
import { charactersPerRequest, halves, type RequestChunk, requestChunks } from './chunks';
import { type PromptOptions, translationMessages } from './prompt';
import { readTranslationList } from './reply';
import { serverLimit } from './server-limits';

export interface OpenAiOptions extends RemoteTuning {
  /** Optional: local servers (Ollama, vLLM, llama.cpp) usually take none. */
  apiKey?: string;
  /** Defaults to https://api.openai.com/v1. */
  baseUrl?: string;
  /** Defaults to gpt-4o-mini. Engines for other models of the same server share its concurrency limit. */
  model?: string;
}

interface ChunkOptions extends PromptOptions {
  signal?: AbortSignal;
}

export const defaultOpenAiBaseUrl = 'https://api.openai.com/v1';
export const defaultOpenAiModel = 'gpt-4o-mini';

/** A chat completion's answer, as far as Verso reads it. */
export const chatReply = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const unconfigured =
  'Set OPENAI_API_KEY (OpenAI and hosted services) or OPENAI_BASE_URL (a local server such as Ollama) to enable it; OPENAI_MODEL picks the model.';

export function createOpenAiEngine(options: OpenAiOptions = {}): Engine {
  const { apiKey } = options;
  // A base URL alone is enough: local servers need no key.
  const configured = Boolean(apiKey || options.baseUrl);
  const baseUrl = (options.baseUrl ?? defaultOpenAiBaseUrl).replace(/\/+$/, '');
  const model = options.model ?? defaultOpenAiModel;
  const host = new URL(baseUrl).host;
  const service = remoteService(
    { label: `The OpenAI-compatible API at ${host}`, keyVariable: 'OPENAI_API_KEY' },
    options,
  );
  const limit = serverLimit(baseUrl, service.concurrency);

  async function ask(chunk: RequestChunk, from: string, to: string, { signal, ...prompt }: ChunkOptions) {
    const reply = await remoteCall(service, {
      url: `${baseUrl}/chat/completions`,
      headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      body: { model, temperature: 0, messages: translationMessages(chunk, from, to, prompt) },
      reply: chatReply,
      signal,
    });
    return readTranslationList(reply.choices[0]?.message.content ?? '', chunk.texts.length);
  }

  function notAList(chunk: RequestChunk) {
    return new UserFacingError(
      'engine_unavailable',
      `The model ${model} at ${host} answered with something that is not a translation list, even when asked again with fewer texts. Try another model (OPENAI_MODEL).`,
      { engine: 'openai', model, texts: chunk.texts.length },
    );
  }

  /** One request; on a bad answer, the same texts once more in two halves, then a clear failure. */
  async function translateChunk(chunk: RequestChunk, from: string, to: string, options: ChunkOptions) {
    const whole = await ask(chunk, from, to, options);
    if (whole) return whole;
    const translated: string[] = [];
    // Inside the chunk's own concurrency slot: taking new slots here could wait on ourselves.
    for (const half of halves(chunk)) {
      const answer = await ask(half, from, to, options);
      if (!answer) throw notAList(chunk);
      translated.push(...answer);
    }
    return translated;
  }

  return {
    id: 'openai',
    label: 'OpenAI-compatible LLM',
    offline: false,
    model,
    handlesGlossary: true,
    // Enough for every concurrent request to carry a full chunk.
    maxBatchChars: charactersPerRequest * service.concurrency,

    status: async () =>
      configured
        ? { available: true, detail: `Model ${model} at ${baseUrl}.` }
        : { available: false, detail: unconfigured },

    // A language model takes any pair; quality varies, which the tiers will express.
    pairs: async () => (configured ? everyLanguagePair() : []),

    async translate(texts, from, to, { signal, context, glossary, style, description, formality } = {}) {
      if (!configured)
        throw new UserFacingError(
          'engine_unavailable',
          `The OpenAI-compatible engine is not available: ${unconfigured}`,
        );
      const options = { signal, glossary, style, description, formality };
      const translated = await Promise.all(
        requestChunks(texts, context).map((chunk) => limit(() => translateChunk(chunk, from, to, options))),
      );
      return translated.flat();
    },
  };
}
