// Cloud Translation v3, "Advanced" (`POST /v3/projects/{project}/locations/{location}:translateText`),
// authenticated as a service account with the bearer tokens of access-tokens.ts.
import { z } from 'zod';
import type { Engine } from '../engine';
import { fromHtmlText, toHtmlText } from '../http/html-text';
import { type ChunkOptions, keyedEngine } from '../http/keyed-engine';
import { failedWithStatus, remoteCall } from '../http/remote-call';
import { type RemoteTuning, remoteService } from '../http/remote-service';
import { accessTokens } from './access-tokens';
import { googleCode, googlePairs } from './languages';
import { serviceAccountRefusal } from './refusals';
import type { GoogleServiceAccount } from './service-account';

/** Google's documented limit of `contents` per request. */
const textsPerRequest = 1024;

const translateReply = z.object({ translations: z.array(z.object({ translatedText: z.string() })) });

interface ChunkRequest {
  token: string;
  texts: string[];
  from: string;
  to: string;
  signal?: AbortSignal;
}

export function advancedEngine(account: GoogleServiceAccount, baseUrl: string, tuning: RemoteTuning): Engine {
  const service = remoteService(
    {
      label: 'Google Translate',
      keyVariable: account.variable ?? 'GOOGLE_APPLICATION_CREDENTIALS',
      credentialName: 'service account',
      readRefusal: serviceAccountRefusal,
    },
    tuning,
  );
  const tokens = accessTokens(service, account.key);
  const location = account.location ?? 'global';
  const parent = `projects/${encodeURIComponent(account.project)}/locations/${encodeURIComponent(location)}`;

  async function send({ token, texts, from, to, signal }: ChunkRequest) {
    const reply = await remoteCall(service, {
      url: `${baseUrl}/v3/${parent}:translateText`,
      headers: { authorization: `Bearer ${token}` },
      body: {
        contents: texts.map(toHtmlText),
        sourceLanguageCode: googleCode(from),
        targetLanguageCode: googleCode(to),
        mimeType: 'text/html',
      },
      reply: translateReply,
      signal,
    });
    return reply.translations.map((translation) => fromHtmlText(translation.translatedText));
  }

  async function translateChunk(
    _account: GoogleServiceAccount,
    texts: string[],
    from: string,
    to: string,
    { signal }: ChunkOptions,
  ) {
    const token = await tokens.get(signal);
    try {
      return await send({ token, texts, from, to, signal });
    } catch (error) {
      // A token can be revoked, or run out early on a host whose clock is off; a fresh one is worth a try.
      if (!failedWithStatus(error, 401)) throw error;
      tokens.forget(token);
      return send({ token: await tokens.get(signal), texts, from, to, signal });
    }
  }

  return keyedEngine({
    id: 'google',
    service,
    credential: account,
    // Never shown: this engine exists only once an account is configured.
    unconfigured: '',
    configuredDetail: `Cloud Translation v3, project ${account.project} (location ${location}) at ${new URL(baseUrl).host}.`,
    // Google documents 30,000 code points per request; escaping `&`, `<` and `>` adds a few, so a batch
    // stays well under.
    maxBatchChars: 25_000,
    textsPerRequest,
    pairs: googlePairs,
    translateChunk,
  });
}
