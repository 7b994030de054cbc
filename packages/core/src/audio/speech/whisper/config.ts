// The Whisper-compatible API's settings from the environment, validated once when the registry is built.
import { z } from 'zod';
import { optionalSetting, parseEnvironment } from '../../../engines/http/environment';
import type { WhisperOptions } from './index';

const whisperEnvironment = z.object({
  WHISPER_BASE_URL: optionalSetting(z.string().url()),
  WHISPER_API_KEY: optionalSetting(z.string().trim()),
  WHISPER_MODEL: optionalSetting(z.string().trim()),
});

export function whisperOptionsFromEnv(env: Record<string, string | undefined>): WhisperOptions {
  const settings = parseEnvironment('Whisper-compatible API', whisperEnvironment, env);
  return {
    baseUrl: settings.WHISPER_BASE_URL,
    apiKey: settings.WHISPER_API_KEY,
    model: settings.WHISPER_MODEL,
  };
}

/** Whether the operator set the API up: a base URL (a local whisper.cpp server) or a key (OpenAI). */
export function whisperConfigured(env: Record<string, string | undefined>): boolean {
  return Boolean(env.WHISPER_BASE_URL?.trim() || env.WHISPER_API_KEY?.trim());
}
