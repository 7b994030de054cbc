// Test double for Google's OpenID Connect: an oidc-provider instance (discovery, authorize, token,
// userinfo, jwks) with one client for the site's callback, which signs in a fixed test account without
// asking anything, or the account with an unverified address when the sign-in names it in `login_hint`.
// Never use it outside tests.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import {
  googleIssuer,
  googleOidc,
  googleTestAccount,
  googleUnverifiedAccount,
  siteUrl,
} from '../support/environment';

const accounts = [googleTestAccount, googleUnverifiedAccount];

const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

const provider = new Provider(googleIssuer, {
  clients: [
    {
      client_id: googleOidc.clientId,
      client_secret: googleOidc.clientSecret,
      redirect_uris: [`${siteUrl}/api/auth/callback/google`],
    },
  ],
  jwks: { keys: [{ ...signingKey, kid: 'test-double', use: 'sig', alg: 'RS256' }] },
  cookies: { keys: ['google-oidc-test-double'] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // Google puts the scope's claims in the ID token itself, which is where Auth.js reads them.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: (_ctx, sub) => {
    const account = accounts.find((each) => each.sub === sub);
    return account && { accountId: sub, claims: () => account };
  },
});

/** Answers the login and consent prompts as the account would, so the flow needs no clicks here. */
async function finishInteraction(request: IncomingMessage, response: ServerResponse) {
  const details = await provider.interactionDetails(request, response);
  if (details.prompt.name === 'login') {
    const hinted = accounts.find((account) => account.email === details.params.login_hint);
    await provider.interactionFinished(request, response, {
      login: { accountId: (hinted ?? googleTestAccount).sub },
    });
    return;
  }
  const grant = new provider.Grant({
    accountId: String(details.session?.accountId),
    clientId: String(details.params.client_id),
  });
  grant.addOIDCScope(String(details.params.scope));
  await provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } });
}

const handleOidc = provider.callback();

createServer((request, response) => {
  if (request.url?.startsWith('/interaction/')) {
    finishInteraction(request, response).catch((error: Error) => {
      console.error('google-oidc (test double): interaction failed', error);
      response.writeHead(500).end(error.message);
    });
    return;
  }
  handleOidc(request, response);
}).listen(googleOidc.port, '127.0.0.1', () => {
  console.log(`google-oidc (test double): issuer ${googleIssuer}`);
});
