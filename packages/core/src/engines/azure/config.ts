// Azure Translator's settings from the environment, validated once when the registry is built.
import { z } from 'zod';
import { optionalSetting, parseEnvironment } from '../http/environment';
import type { AzureOptions } from './index';

const azureEnvironment = z.object({
  AZURE_TRANSLATOR_KEY: optionalSetting(z.string().trim()),
  AZURE_TRANSLATOR_REGION: optionalSetting(z.string().trim()),
  AZURE_TRANSLATOR_ENDPOINT: optionalSetting(z.string().url()),
});

export function azureOptionsFromEnv(env: Record<string, string | undefined>): AzureOptions {
  const settings = parseEnvironment('Azure Translator', azureEnvironment, env);
  return {
    apiKey: settings.AZURE_TRANSLATOR_KEY,
    region: settings.AZURE_TRANSLATOR_REGION,
    endpoint: settings.AZURE_TRANSLATOR_ENDPOINT,
  };
}
