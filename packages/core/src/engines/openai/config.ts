// The OpenAI-compatible engine's settings from the environment, validated once when the registry is built.
import { z } from 'zod';
import { optionalSetting, parseEnvironment } from '../http/environment';
import type { OpenAiOptions } from './index';

const openAiEnvironment = z.object({
  OPENAI_API_KEY: optionalSetting(z.string().trim()),
  OPENAI_BASE_URL: optionalSetting(z.string().url()),
  OPENAI_MODEL: optionalSetting(z.string().trim()),
});

export function openAiOptionsFromEnv(env: Record<string, string | undefined>): OpenAiOptions {
  const settings = parseEnvironment('OpenAI-compatible engine', openAiEnvironment, env);
  return { apiKey: settings.OPENAI_API_KEY, baseUrl: settings.OPENAI_BASE_URL, model: settings.OPENAI_MODEL };
}
