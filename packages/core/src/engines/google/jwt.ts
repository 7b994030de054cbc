// The assertion a service account signs to ask Google for an access token (OAuth 2.0 JWT bearer grant,
// RFC 7523): RS256 over its e-mail as issuer, the scope it wants, the token endpoint as audience and an
// hour of validity, the longest Google accepts.
import { sign } from 'node:crypto';
import type { ServiceAccountKey } from './service-account';

export const translationScope = 'https://www.googleapis.com/auth/cloud-translation';
export const jwtBearerGrant = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const lifetimeSeconds = 3600;

function encoded(part: object): string {
  return Buffer.from(JSON.stringify(part)).toString('base64url');
}

export function signedAssertion(key: ServiceAccountKey, issuedAtMs: number): string {
  const iat = Math.floor(issuedAtMs / 1000);
  const header = { alg: 'RS256', typ: 'JWT', ...(key.privateKeyId && { kid: key.privateKeyId }) };
  const claims = {
    iss: key.clientEmail,
    scope: translationScope,
    aud: key.tokenUri,
    iat,
    exp: iat + lifetimeSeconds,
  };
  const unsigned = `${encoded(header)}.${encoded(claims)}`;
  const signature = sign('RSA-SHA256', Buffer.from(unsigned), key.privateKey).toString('base64url');
  return `${unsigned}.${signature}`;
}
