import { FACEBOOK_GRAPH_URL, GraphFacebookTokenChecker } from '../adapters/identity/graph-facebook-token-checker';
import { GOOGLE_CERTS_URL, GoogleIdTokenVerifier } from '../adapters/identity/google-id-token-verifier';
import { RemoteJwks } from '../adapters/identity/remote-jwks';
import type { ExternalLoginDeps } from '../domain/accounts/external-login';
import type { FacebookTokenChecker, GoogleTokenVerifier, IdentityProviders } from '../ports/identity-providers';
import { accountsDeps } from './accounts-deps';

/**
 * Sign-in provider settings. They are optional, so they are read here rather than through
 * runtime/env.ts (whose names every function must be given): a provider without its settings is
 * switched off and POST /external_login answers 400 '<Provider> sign-in is not available'.
 *
 * - GOOGLE_CLIENT_ID      the web app's OAuth client id; the only audience accepted. Unset: Google off.
 * - GOOGLE_JWKS_URL       Google's signing keys (default https://www.googleapis.com/oauth2/v3/certs).
 * - FACEBOOK_APP_ID       with FACEBOOK_APP_SECRET, turns Facebook on.
 * - FACEBOOK_APP_SECRET   the app secret (for debug_token's app token and appsecret_proof).
 * - FACEBOOK_GRAPH_URL    the Graph API root (default https://graph.facebook.com).
 *
 * They are read on every call, and adapters are kept per distinct setting, so the key cache lives
 * as long as the container while a test (the local runtime runs handlers in this process) can
 * set process.env before a request and get providers built from it.
 */
export const IDENTITY_ENV = {
  googleClientId: 'GOOGLE_CLIENT_ID',
  googleJwksUrl: 'GOOGLE_JWKS_URL',
  facebookAppId: 'FACEBOOK_APP_ID',
  facebookAppSecret: 'FACEBOOK_APP_SECRET',
  facebookGraphUrl: 'FACEBOOK_GRAPH_URL',
} as const;

const setting = (name: keyof typeof IDENTITY_ENV): string | undefined => process.env[IDENTITY_ENV[name]]?.trim() || undefined;

const keySets = new Map<string, RemoteJwks>();
const googleVerifiers = new Map<string, GoogleTokenVerifier>();
const facebookCheckers = new Map<string, FacebookTokenChecker>();

export function identityProviders(): IdentityProviders {
  return { google: googleVerifier(), facebook: facebookChecker() };
}

/** The account deps plus the configured providers, for the external log-in use case. */
export function externalLoginDeps(): ExternalLoginDeps {
  return { ...accountsDeps(), identityProviders: identityProviders() };
}

function googleVerifier(): GoogleTokenVerifier | null {
  const clientId = setting('googleClientId');
  if (!clientId) return null;
  const url = setting('googleJwksUrl') ?? GOOGLE_CERTS_URL;
  const key = JSON.stringify([clientId, url]);
  let verifier = googleVerifiers.get(key);
  if (!verifier) {
    let keys = keySets.get(url);
    if (!keys) keySets.set(url, (keys = new RemoteJwks({ url })));
    verifier = new GoogleIdTokenVerifier({ clientId, keys });
    googleVerifiers.set(key, verifier);
  }
  return verifier;
}

function facebookChecker(): FacebookTokenChecker | null {
  const appId = setting('facebookAppId');
  const appSecret = setting('facebookAppSecret');
  if (!appId || !appSecret) return null;
  const baseUrl = setting('facebookGraphUrl') ?? FACEBOOK_GRAPH_URL;
  const key = JSON.stringify([appId, appSecret, baseUrl]);
  let checker = facebookCheckers.get(key);
  if (!checker) facebookCheckers.set(key, (checker = new GraphFacebookTokenChecker({ appId, appSecret, baseUrl })));
  return checker;
}
