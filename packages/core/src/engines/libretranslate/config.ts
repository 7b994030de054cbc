// LibreTranslate's settings from the environment, validated once when the registry is built.
import { z } from 'zod';
import { optionalSetting, parseEnvironment } from '../http/environment';
import type { LibreTranslateOptions } from './index';

const libreTranslateEnvironment = z.object({
  LIBRETRANSLATE_URL: optionalSetting(z.string().url()),
  LIBRETRANSLATE_API_KEY: optionalSetting(z.string().trim()),
});

export function libreTranslateOptionsFromEnv(env: Record<string, string | undefined>): LibreTranslateOptions {
  const settings = parseEnvironment('LibreTranslate', libreTranslateEnvironment, env);
  return { url: settings.LIBRETRANSLATE_URL, apiKey: settings.LIBRETRANSLATE_API_KEY };
}
