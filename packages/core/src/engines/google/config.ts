// Google Cloud Translation's settings from the environment, validated once when the registry is built.
import { z } from 'zod';
import { optionalSetting, parseEnvironment } from '../http/environment';
import type { GoogleOptions } from './index';

const googleEnvironment = z.object({
  GOOGLE_TRANSLATE_API_KEY: optionalSetting(z.string().trim()),
  GOOGLE_TRANSLATE_URL: optionalSetting(z.string().url()),
});

export function googleOptionsFromEnv(env: Record<string, string | undefined>): GoogleOptions {
  const settings = parseEnvironment('Google Translate', googleEnvironment, env);
  return { apiKey: settings.GOOGLE_TRANSLATE_API_KEY, baseUrl: settings.GOOGLE_TRANSLATE_URL };
}
