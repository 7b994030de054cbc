// Google Cloud Translation's settings from the environment, validated once when the registry is built.
// A service account (a key file, or its JSON inline) selects v3; an API key alone selects v2.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { optionalSetting, parseEnvironment } from '../http/environment';
import type { GoogleOptions } from './index';
import { type GoogleServiceAccount, parseServiceAccountKey } from './service-account';

const googleEnvironment = z.object({
  GOOGLE_TRANSLATE_API_KEY: optionalSetting(z.string().trim()),
  GOOGLE_TRANSLATE_URL: optionalSetting(z.string().url()),
  GOOGLE_APPLICATION_CREDENTIALS: optionalSetting(z.string().trim()),
  GOOGLE_SERVICE_ACCOUNT_JSON: optionalSetting(z.string().trim()),
  GOOGLE_CLOUD_PROJECT: optionalSetting(z.string().trim()),
  GOOGLE_CLOUD_LOCATION: optionalSetting(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/, 'expected a location such as global or us-central1'),
  ),
});

type GoogleSettings = z.infer<typeof googleEnvironment>;

function misconfigured(variable: string, problem: string): Error {
  return new Error(`Google Translate is misconfigured: ${variable}: ${problem}.`);
}

/** The key's JSON and the variable it came from; the inline JSON, Verso's own variable, wins. */
function keySource(settings: GoogleSettings): { variable: string; json: string } | undefined {
  const inline = settings.GOOGLE_SERVICE_ACCOUNT_JSON;
  if (inline) return { variable: 'GOOGLE_SERVICE_ACCOUNT_JSON', json: inline };
  const path = settings.GOOGLE_APPLICATION_CREDENTIALS;
  if (!path) return undefined;
  try {
    return { variable: 'GOOGLE_APPLICATION_CREDENTIALS', json: readFileSync(path, 'utf8') };
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw misconfigured('GOOGLE_APPLICATION_CREDENTIALS', `cannot read ${path} (${reason})`);
  }
}

function serviceAccountFrom(settings: GoogleSettings): GoogleServiceAccount | undefined {
  const source = keySource(settings);
  if (!source) return undefined;
  let key: GoogleServiceAccount['key'];
  try {
    key = parseServiceAccountKey(source.json);
  } catch (error) {
    throw misconfigured(source.variable, `this is ${(error as Error).message}`);
  }
  const project = settings.GOOGLE_CLOUD_PROJECT ?? key.projectId;
  if (!project) throw misconfigured('GOOGLE_CLOUD_PROJECT', 'required, as the key names no project_id');
  return { key, project, location: settings.GOOGLE_CLOUD_LOCATION ?? 'global', variable: source.variable };
}

export function googleOptionsFromEnv(env: Record<string, string | undefined>): GoogleOptions {
  const settings = parseEnvironment('Google Translate', googleEnvironment, env);
  return {
    apiKey: settings.GOOGLE_TRANSLATE_API_KEY,
    serviceAccount: serviceAccountFrom(settings),
    baseUrl: settings.GOOGLE_TRANSLATE_URL,
  };
}
