import { createHmac, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stand-ins for the sign-in providers, served over real HTTP on 127.0.0.1 so the production
 * adapters (lambdas/adapters/identity) run unchanged against them.
 *
 * Pointing the app at them: the local runtime runs handlers in the test's own process, and
 * lambdas/runtime/identity-deps.ts reads its settings from process.env on every request, so a
 * test sets GOOGLE_CLIENT_ID / GOOGLE_JWKS_URL / FACEBOOK_APP_ID / FACEBOOK_APP_SECRET /
 * FACEBOOK_GRAPH_URL (see `useIdentityStandIns`) before it calls POST /api/external_login.
 */

interface StandInServer {
  readonly url: string;
  stop(): Promise<void>;
}

async function listen(handle: (request: IncomingMessage, response: ServerResponse, url: URL) => void): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => handle(request, response, new URL(request.url ?? '/', 'http://127.0.0.1')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server) =>
  new Promise<void>((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export const newSigningKey = (kid = `key-${randomBytes(4).toString('hex')}`): SigningKey => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, publicKey };
};

/** Signs a JWT with RS256 (or writes whatever header `header` overrides, for forgery tests). */
export function signJwt(claims: Record<string, unknown>, key: SigningKey, header: Record<string, unknown> = {}): string {
  const encoded = `${base64url({ alg: 'RS256', typ: 'JWT', kid: key.kid, ...header })}.${base64url(claims)}`;
  return `${encoded}.${sign('RSA-SHA256', Buffer.from(encoded), key.privateKey).toString('base64url')}`;
}

export interface GoogleStandIn extends StandInServer {
  /** The JWKS address to give GOOGLE_JWKS_URL. */
  readonly jwksUrl: string;
  readonly clientId: string;
  /** The keys the JWKS serves now; the first signs new tokens. */
  keys: SigningKey[];
  /** Cache-Control sent with the JWKS. */
  cacheControl: string;
  /** How many times the JWKS was fetched. */
  readonly jwksRequests: number;
  /** A token as Google would issue it for this client, valid from now for an hour. */
  idToken(claims?: Record<string, unknown>, key?: SigningKey): string;
}

let subjectCounter = 0;
/** A fresh Google account id (`sub`). */
export const newGoogleSubject = () => `1${Date.now()}${String(subjectCounter++).padStart(4, '0')}`;

/** Serves a JWKS like https://www.googleapis.com/oauth2/v3/certs and signs ID tokens with its keys. */
export async function startGoogleStandIn(clientId = 'heirloom-test.apps.googleusercontent.com'): Promise<GoogleStandIn> {
  let jwksRequests = 0;
  const state = { keys: [newSigningKey()], cacheControl: 'public, max-age=3600, must-revalidate, no-transform' };
  const { server, url } = await listen((request, response, address) => {
    if (request.method !== 'GET' || address.pathname !== '/oauth2/v3/certs') return sendJson(response, 404, { error: 'not_found' });
    jwksRequests++;
    const keys = state.keys.map(({ kid, publicKey }) => ({ ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }));
    sendJson(response, 200, { keys }, { 'cache-control': state.cacheControl });
  });
  return {
    url,
    jwksUrl: `${url}/oauth2/v3/certs`,
    clientId,
    get keys() {
      return state.keys;
    },
    set keys(keys) {
      state.keys = keys;
    },
    get cacheControl() {
      return state.cacheControl;
    },
    set cacheControl(value) {
      state.cacheControl = value;
    },
    get jwksRequests() {
      return jwksRequests;
    },
    idToken(claims = {}, key = state.keys[0]!) {
      const now = Math.floor(Date.now() / 1000);
      return signJwt({ iss: 'https://accounts.google.com', azp: clientId, aud: clientId, sub: newGoogleSubject(), iat: now, exp: now + 3600, ...claims }, key);
    },
    stop: () => close(server),
  };
}

export interface FacebookUser {
  id: string;
  name?: string;
  email?: string;
}

export interface FacebookStandIn extends StandInServer {
  readonly appId: string;
  readonly appSecret: string;
  /** Every request seen, for asserting what the adapter asked. */
  readonly requests: readonly URL[];
  /** A user access token Facebook would give our app's login dialog for this person. */
  issueToken(user: FacebookUser, options?: { appId?: string; valid?: boolean }): string;
}

let facebookCounter = 0;
export const newFacebookUserId = () => `10${Date.now()}${String(facebookCounter++).padStart(4, '0')}`;

/**
 * The two Graph API endpoints the app uses: GET /debug_token (asked with the app token
 * `<app id>|<app secret>`) and GET /me?fields=id,name,email (which insists on appsecret_proof,
 * as an app with "Require App Secret" switched on does).
 */
export async function startFacebookStandIn(appId = '4242424242', appSecret = randomBytes(16).toString('hex')): Promise<FacebookStandIn> {
  const tokens = new Map<string, { user: FacebookUser; appId: string; valid: boolean }>();
  const requests: URL[] = [];
  const oauthError = (response: ServerResponse, message: string) =>
    sendJson(response, 400, { error: { message, type: 'OAuthException', code: 190, fbtrace_id: 'stand-in' } });

  const { server, url } = await listen((request, response, address) => {
    requests.push(address);
    const query = address.searchParams;
    if (request.method === 'GET' && address.pathname === '/debug_token') {
      if (query.get('access_token') !== `${appId}|${appSecret}`) return oauthError(response, 'Invalid OAuth access token signature.');
      const token = tokens.get(query.get('input_token') ?? '');
      if (!token) return sendJson(response, 200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } });
      return sendJson(response, 200, {
        data: {
          app_id: token.appId,
          type: 'USER',
          application: 'Heirloom',
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          is_valid: token.valid,
          scopes: ['email', 'public_profile'],
          user_id: token.user.id,
        },
      });
    }
    if (request.method === 'GET' && address.pathname === '/me') {
      const accessToken = query.get('access_token') ?? '';
      const token = tokens.get(accessToken);
      if (!token || !token.valid) return oauthError(response, 'Invalid OAuth access token.');
      const proof = createHmac('sha256', appSecret).update(accessToken).digest('hex');
      if (query.get('appsecret_proof') !== proof) return oauthError(response, 'Invalid appsecret_proof provided in the API argument');
      const fields = (query.get('fields') ?? 'id,name').split(',');
      const profile = Object.fromEntries(Object.entries(token.user).filter(([field, value]) => fields.includes(field) && value !== undefined));
      return sendJson(response, 200, profile);
    }
    sendJson(response, 404, { error: { message: 'Unknown path components', type: 'OAuthException', code: 2500 } });
  });

  return {
    url,
    appId,
    appSecret,
    requests,
    issueToken(user, options = {}) {
      const token = `EAAG${randomBytes(24).toString('base64url')}`;
      tokens.set(token, { user, appId: options.appId ?? appId, valid: options.valid ?? true });
      return token;
    },
    stop: () => close(server),
  };
}

const IDENTITY_VARIABLES = ['GOOGLE_CLIENT_ID', 'GOOGLE_JWKS_URL', 'FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET', 'FACEBOOK_GRAPH_URL'] as const;

/**
 * Points the in-process handlers at the stand-ins (or, with null, switches that provider off).
 * Returns a function that puts the previous values back.
 */
export function useIdentityStandIns(google: GoogleStandIn | null, facebook: FacebookStandIn | null): () => void {
  const previous = Object.fromEntries(IDENTITY_VARIABLES.map((name) => [name, process.env[name]]));
  const next: Record<(typeof IDENTITY_VARIABLES)[number], string | undefined> = {
    GOOGLE_CLIENT_ID: google?.clientId,
    GOOGLE_JWKS_URL: google?.jwksUrl,
    FACEBOOK_APP_ID: facebook?.appId,
    FACEBOOK_APP_SECRET: facebook?.appSecret,
    FACEBOOK_GRAPH_URL: facebook?.url,
  };
  const apply = (values: Record<string, string | undefined>) => {
    for (const name of IDENTITY_VARIABLES) {
      if (values[name] === undefined) delete process.env[name];
      else process.env[name] = values[name];
    }
  };
  apply(next);
  return () => apply(previous);
}
