// Any Whisper-compatible transcription API: OpenAI's, or a whisper.cpp or faster-whisper server on the
// operator's own machine. Each chunk goes up as a WAV file (`POST {base}/v1/audio/transcriptions`,
// multipart) and comes back as `verbose_json` with segment and word times and the language it heard.

import { remoteCall } from '../../../engines/http/remote-call';
import { type RemoteTuning, remoteService } from '../../../engines/http/remote-service';
import { UserFacingError } from '../../../errors';
import { resolveLanguage } from '../../../languages';
import { secondsOf, wavFile } from '../../media/pcm';
import type { SpeechEngine } from '../speech-engine';
import { phrasesOf, verboseReply } from './verbose-reply';

export interface WhisperOptions extends RemoteTuning {
  /** Defaults to OpenAI's, https://api.openai.com. */
  baseUrl?: string;
  /** Optional: local servers usually take none. */
  apiKey?: string;
  /** Defaults to whisper-1. */
  model?: string;
}

export const defaultWhisperBaseUrl = 'https://api.openai.com';
export const defaultWhisperModel = 'whisper-1';

const unconfigured =
  'Set WHISPER_BASE_URL (a whisper.cpp or faster-whisper server) or WHISPER_API_KEY (OpenAI) to enable it; WHISPER_MODEL picks the model.';

/** `https://api.openai.com/v1/` and `https://api.openai.com` name the same API. */
function apiRoot(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
}

function uploadOf(pcm: Buffer, language: string, model: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(wavFile(pcm))], { type: 'audio/wav' }), 'chunk.wav');
  form.append('model', model);
  form.append('response_format', 'verbose_json');
  form.append('timestamp_granularities[]', 'segment');
  form.append('timestamp_granularities[]', 'word');
  // The API takes ISO 639-1: `zh-HK` is sent as `zh`.
  if (language !== 'auto') form.append('language', resolveLanguage(language).code.split('-')[0] ?? language);
  return form;
}

export function createWhisperEngine(options: WhisperOptions = {}): SpeechEngine {
  const configured = Boolean(options.baseUrl || options.apiKey);
  const root = apiRoot(options.baseUrl ?? defaultWhisperBaseUrl);
  const model = options.model ?? defaultWhisperModel;
  const service = remoteService(
    { label: `The Whisper-compatible API at ${new URL(root).host}`, keyVariable: 'WHISPER_API_KEY' },
    { timeoutMs: 300_000, ...options },
  );
  return {
    id: 'whisper',
    label: 'Whisper',
    description:
      'A Whisper-compatible transcription API (OpenAI, or a whisper.cpp or faster-whisper server): about a hundred languages, found by itself when the source is "auto".',
    offline: false,
    // OpenAI takes files of up to 25 MB; ten minutes of 16 kHz mono WAV is 19 MB.
    chunkSeconds: 600,
    status: async () =>
      configured
        ? { available: true, detail: `${root}/v1/audio/transcriptions with ${model}` }
        : { available: false, detail: unconfigured },
    assertLanguage(language) {
      if (!configured)
        throw new UserFacingError('engine_unavailable', `Whisper is not available: ${unconfigured}`, {
          engine: 'whisper',
        });
      if (language !== 'auto') resolveLanguage(language);
    },
    async transcribe(chunk, language, signal) {
      const reply = await remoteCall(service, {
        url: `${root}/v1/audio/transcriptions`,
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        multipart: uploadOf(chunk.pcm, language, model),
        reply: verboseReply,
        signal,
      });
      return { phrases: phrasesOf(reply, secondsOf(chunk.pcm)), language: reply.language };
    },
  };
}
