// Access tokens for a service account, the way Google documents server-to-server OAuth: the signed
// assertion of jwt.ts is traded at the key's token_uri for a bearer token that lasts about an hour. One
// token serves every request until a minute before it runs out, and requests that need a new one at the
// same moment share one fetch.
import { z } from 'zod';
import { abortable } from '../http/abortable';
import { remoteCall } from '../http/remote-call';
import type { RemoteService } from '../http/remote-service';
import { jwtBearerGrant, signedAssertion } from './jwt';
import type { ServiceAccountKey } from './service-account';

const tokenReply = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  token_type: z.string(),
});

/** Renewing this early keeps a token from expiring between being handed out and reaching Google. */
const renewBeforeMs = 60_000;

export interface AccessTokens {
  get(signal?: AbortSignal): Promise<string>;
  /** Drops `token` after Google refused it, unless it has been replaced already. */
  forget(token: string): void;
}

export function accessTokens(
  service: RemoteService,
  key: ServiceAccountKey,
  now: () => number = Date.now,
): AccessTokens {
  let current: { value: string; renewAt: number } | undefined;
  let fetching: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const issuedAt = now();
    const reply = await remoteCall(service, {
      url: key.tokenUri,
      form: { grant_type: jwtBearerGrant, assertion: signedAssertion(key, issuedAt) },
      reply: tokenReply,
    });
    current = { value: reply.access_token, renewAt: issuedAt + reply.expires_in * 1000 - renewBeforeMs };
    return reply.access_token;
  }

  return {
    get(signal) {
      if (current && now() < current.renewAt) return Promise.resolve(current.value);
      // Shared by every waiting request, so not tied to one request's signal.
      fetching ??= fetchToken().finally(() => {
        fetching = undefined;
      });
      return abortable(fetching, signal);
    },
    forget(token) {
      if (current?.value === token) current = undefined;
    },
  };
}
