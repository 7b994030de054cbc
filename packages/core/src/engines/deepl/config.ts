// DeepL's settings from the environment, validated once when the registry is built.
import { z } from 'zod';
import { formalities } from '../formality';
import { optionalSetting, parseEnvironment } from '../http/environment';
import type { DeeplOptions } from './index';

const deeplEnvironment = z.object({
  DEEPL_API_KEY: optionalSetting(z.string().trim()),
  DEEPL_API_URL: optionalSetting(z.string().url()),
  DEEPL_FORMALITY: optionalSetting(z.enum(formalities)),
});

export function deeplOptionsFromEnv(env: Record<string, string | undefined>): DeeplOptions {
  const { DEEPL_API_KEY, DEEPL_API_URL, DEEPL_FORMALITY } = parseEnvironment('DeepL', deeplEnvironment, env);
  return { apiKey: DEEPL_API_KEY, baseUrl: DEEPL_API_URL, formality: DEEPL_FORMALITY };
}
