/**
 * Sign-in provider settings. They are optional, so they are read here rather than through
 * runtime/env.ts (whose names every function must be given): a provider without its settings is
 * switched off and POST /external_login answers 400 '<Provider> sign-in is not available'.
 *
 * - GOOGLE_CLIENT_ID      the web app's OAuth client id; the only audience accepted. Unset: Google off.
 * - GOOGLE_JWKS_URL       Google's signing keys (default https://www.googleapis.com/oauth2/v3/certs).
 * - FACEBOOK_APP_ID       with the app secret, turns Facebook on.
 * - FACEBOOK_APP_SECRET_ID the Secrets Manager secret holding the app secret (AWS), or
 *   FACEBOOK_APP_SECRET    the app secret itself (the local runtime): for debug_token's app token and appsecret_proof.
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
