import { FACEBOOK_GRAPH_URL, GraphFacebookTokenChecker } from '../adapters/identity/graph-facebook-token-checker';
import { GOOGLE_CERTS_URL, GoogleIdTokenVerifier } from '../adapters/identity/google-id-token-verifier';
import { RemoteJwks } from '../adapters/identity/remote-jwks';
import type { ExternalLoginDeps } from '../domain/accounts/external-login';
import type { FacebookTokenChecker, GoogleTokenVerifier, IdentityProviders } from '../ports/identity-providers';
import { accountsDeps } from './accounts-deps';
import { IDENTITY_ENV } from './identity-env';
import { secretIdVariable, secretSetting } from './secret-setting';


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
  const appSecret = secretSetting(IDENTITY_ENV.facebookAppSecret);
  if (!appId || !appSecret) return null;
  const baseUrl = setting('facebookGraphUrl') ?? FACEBOOK_GRAPH_URL;
  const key = JSON.stringify([appId, process.env[IDENTITY_ENV.facebookAppSecret] ?? process.env[secretIdVariable(IDENTITY_ENV.facebookAppSecret)], baseUrl]);
  let checker = facebookCheckers.get(key);
  if (!checker) facebookCheckers.set(key, (checker = new GraphFacebookTokenChecker({ appId, appSecret, baseUrl })));
  return checker;
}
