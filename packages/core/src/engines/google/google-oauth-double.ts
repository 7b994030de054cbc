// The OAuth half of the Google test double. Its token endpoint checks a service account's signed JWT as
// Google does (RS256 signature against the account's public key, issuer, audience, scope, at most an
// hour of validity) before issuing a bearer token; API calls without a live token get Google's
// documented 401 body.
import { type KeyObject, verify } from 'node:crypto';
import type { DoubleReply, DoubleRequest } from '../http/json-double';

export interface TokenIssuerOptions {
  clientEmail: string;
  publicKey: KeyObject;
  /** The `expires_in` of issued tokens; 3599 as Google answers unless changed. */
  lifetimeSeconds?: number;
}

export interface TokenIssuer {
  lifetimeSeconds: number;
  issue(request: DoubleRequest): DoubleReply;
  /** Undefined when the request carries a live token, Google's 401 otherwise. */
  refusal(request: DoubleRequest): DoubleReply | undefined;
  /** Every token issued so far stops working, as when they expire or are revoked. */
  expireAll(): void;
}

const oauthError = (error: string, description: string): DoubleReply => ({
  status: 400,
  json: { error, error_description: description },
});

function unauthenticated(reason: 'CREDENTIALS_MISSING' | 'ACCESS_TOKEN_EXPIRED'): DoubleReply {
  const problem =
    reason === 'CREDENTIALS_MISSING'
      ? 'Request is missing required authentication credential.'
      : 'Request had invalid authentication credentials.';
  return {
    status: 401,
    headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/"' },
    json: {
      error: {
        code: 401,
        message: `${problem} Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.`,
        status: 'UNAUTHENTICATED',
        details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'googleapis.com' }],
      },
    },
  };
}

interface Claims {
  iss?: unknown;
  scope?: unknown;
  aud?: unknown;
  iat?: unknown;
  exp?: unknown;
}

const decoded = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString());

/** The assertion's claims when it is a JWT whose RS256 signature holds, else undefined. */
function verifiedClaims(assertion: string, publicKey: KeyObject): Claims | undefined {
  const [header, claims, signature, ...rest] = assertion.split('.');
  if (!header || !claims || !signature || rest.length > 0) return undefined;
  try {
    if ((decoded(header) as { alg?: unknown }).alg !== 'RS256') return undefined;
    const signed = Buffer.from(`${header}.${claims}`);
    if (!verify('RSA-SHA256', signed, publicKey, Buffer.from(signature, 'base64url'))) return undefined;
    return decoded(claims) as Claims;
  } catch {
    return undefined;
  }
}

function claimsProblem(
  claims: Claims,
  options: TokenIssuerOptions,
  audience: string,
): DoubleReply | undefined {
  const now = Date.now() / 1000;
  if (claims.iss !== options.clientEmail)
    return oauthError('invalid_grant', 'Invalid grant: account not found');
  if (claims.aud !== audience) return oauthError('invalid_grant', 'Invalid JWT: Failed audience check.');
  const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
  if (!scopes.includes('https://www.googleapis.com/auth/cloud-translation'))
    return oauthError('invalid_scope', 'Invalid OAuth scope or ID token audience provided.');
  const { iat, exp } = claims;
  if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= now || iat > now + 60 || exp - iat > 3600)
    return oauthError(
      'invalid_grant',
      'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.',
    );
  return undefined;
}

export function tokenIssuer(options: TokenIssuerOptions): TokenIssuer {
  const expiries = new Map<string, number>();
  const issuer: TokenIssuer = {
    lifetimeSeconds: options.lifetimeSeconds ?? 3599,
    issue(request) {
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
        return oauthError('invalid_request', 'Invalid Content-Type');
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
        return oauthError('unsupported_grant_type', `Invalid grant_type: ${form.get('grant_type') ?? ''}`);
      const claims = verifiedClaims(form.get('assertion') ?? '', options.publicKey);
      if (!claims) return oauthError('invalid_grant', 'Invalid JWT Signature.');
      const problem = claimsProblem(claims, options, `http://${request.headers.host}${request.path}`);
      if (problem) return problem;
      const token = `ya29.double-${expiries.size + 1}`;
      expiries.set(token, Date.now() + issuer.lifetimeSeconds * 1000);
      return {
        status: 200,
        json: { access_token: token, expires_in: issuer.lifetimeSeconds, token_type: 'Bearer' },
      };
    },
    refusal(request) {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return unauthenticated('CREDENTIALS_MISSING');
      return (expiries.get(token) ?? 0) > Date.now() ? undefined : unauthenticated('ACCESS_TOKEN_EXPIRED');
    },
    expireAll() {
      for (const token of expiries.keys()) expiries.set(token, 0);
    },
  };
  return issuer;
}
