import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { sampleLibrary, type SampleFile, type SampleLibrary } from './sample-library';

export interface DropboxStandIn {
  /** One origin for the three Dropbox hosts (www for sign-in, api, content). */
  readonly url: string;
  readonly appKey: string;
  readonly library: SampleLibrary;
  /** Calls seen, by route (tests check batching). */
  readonly calls: { route: string; size: number }[];
  /** The next `count` calls of `route` answer `status` (e.g. a 503 in the middle of a batch). */
  failNext(route: string, count: number, status?: number): void;
  /** An access token as the token endpoint hands out, valid for `seconds`. */
  issueToken(seconds?: number): string;
  /** Token-endpoint grants seen (tests check a refresh happened). */
  readonly grants: string[];
  /** Access tokens issued from now on last this long (a test makes them expire at once). */
  setAccessTokenSeconds(seconds: number): void;
  /** The person removes Heirloom from their Dropbox's connected apps: every refresh token stops working. */
  revokeRefreshTokens(): void;
  stop(): Promise<void>;
}

const TOKEN_SECONDS = 4 * 3600;
const ACCOUNT_ID = 'dbid:AAStandInAccount0001';

/**
 * A local Dropbox: the OAuth sign-in page and token endpoint (authorization code with PKCE and
 * token_access_type=offline: short-lived access tokens, a refresh token, Dropbox's invalid_grant
 * when it is revoked) and the v2 HTTP calls the app makes (list_folder and its continue,
 * get_thumbnail_batch, download), with Dropbox's error shapes. Runs when no Dropbox app key is set.
 */
export async function startDropboxStandIn(options: { host: string }): Promise<DropboxStandIn> {
  const appKey = 'standin-dropbox-app';
  // Tokens are signed, not stored, so a link saved before a restart of `npm start` keeps working.
  const secret = 'heirloom-local-dropbox-stand-in';
  const library = sampleLibrary('id:standin');
  const calls: DropboxStandIn['calls'] = [];
  const failures = new Map<string, { count: number; status: number }>();
  const codes = new Map<string, { challenge: string; redirectUri: string; offline: boolean }>();
  const grants: string[] = [];
  let accessSeconds = TOKEN_SECONDS;
  let revokedBefore = 0;

  const signature = (payload: string) => createHmac('sha256', secret).update(payload).digest('hex').slice(0, 32);
  const issueToken = (seconds = accessSeconds) => {
    const payload = `${Date.now() + seconds * 1000}.${randomBytes(6).toString('hex')}`;
    return `sl.standin.${payload}.${signature(payload)}`;
  };
  // Refresh tokens carry when they were issued, so revoking is 'everything issued before now'.
  const issueRefreshToken = () => {
    const payload = `${Date.now()}.${randomBytes(8).toString('hex')}`;
    return `standin-refresh.${payload}.${signature(`refresh.${payload}`)}`;
  };
  const refreshTokenValid = (token: string) => {
    const match = /^standin-refresh\.(\d+\.[0-9a-f]+)\.([0-9a-f]{32})$/.exec(token);
    if (!match || !timingSafeEqual(Buffer.from(signature(`refresh.${match[1]!}`)), Buffer.from(match[2]!))) return false;
    return Number(match[1]!.split('.')[0]) >= revokedBefore;
  };
  const tokenError = (header: string | undefined): string | null => {
    const match = /^Bearer sl\.standin\.(\d+\.[0-9a-f]+)\.([0-9a-f]{32})$/.exec(header ?? '');
    if (!match) return 'invalid_access_token';
    const expected = createHmac('sha256', secret).update(match[1]!).digest('hex').slice(0, 32);
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(match[2]!))) return 'invalid_access_token';
    return Number(match[1]!.split('.')[0]) < Date.now() ? 'expired_access_token' : null;
  };

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => sendJson(response, 500, { error_summary: (error as Error).message }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/oauth2/authorize') return signInPage(response, url, appKey);
    if (request.method === 'GET' && url.pathname === '/oauth2/decide') return decide(response, url, codes);
    if (request.method === 'POST' && url.pathname === '/oauth2/token') return token(request, response);

    const route = url.pathname;
    const failure = failures.get(route);
    if (failure && failure.count > 0) {
      failure.count--;
      calls.push({ route, size: 0 });
      return sendJson(response, failure.status, { error_summary: 'internal_server_error/' });
    }
    const authError = tokenError(request.headers.authorization);
    if (authError) return sendJson(response, 401, { error_summary: `${authError}/`, error: { '.tag': authError } });

    if (route === '/2/files/download') {
      const argument = JSON.parse(String(request.headers['dropbox-api-arg'] ?? '{}')) as { path?: string };
      calls.push({ route, size: 1 });
      const file = findFile(library, argument.path ?? '');
      if (!file) return pathNotFound(response);
      const bytes = await file.bytes();
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': bytes.length, 'dropbox-api-result': asciiJson(metadataOf(file, bytes.length)) });
      return response.end(bytes);
    }

    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
    if (route === '/2/files/list_folder' || route === '/2/files/list_folder/continue') {
      const { path, offset, limit } =
        route === '/2/files/list_folder'
          ? { path: String(body.path ?? ''), offset: 0, limit: Math.min(Number(body.limit ?? 2000), 2000) }
          : (JSON.parse(Buffer.from(String(body.cursor ?? ''), 'base64url').toString() || '{}') as { path: string; offset: number; limit: number });
      calls.push({ route, size: limit });
      const folder = path.toLowerCase();
      if (folder && !library.folders.some((name) => name.toLowerCase() === folder)) return pathNotFound(response);
      const all = [
        ...library.folders.filter((name) => folder === '' && name.split('/').length === 2).map((name) => ({ '.tag': 'folder', id: `id:folder${name.replace(/\W/g, '')}`, name: name.slice(1), path_display: name, path_lower: name.toLowerCase() })),
        ...(await Promise.all(library.files.filter((file) => file.folder.toLowerCase() === folder).map(async (file) => metadataOf(file, (await file.bytes()).length)))),
      ];
      const page = all.slice(offset, offset + limit);
      const hasMore = offset + limit < all.length;
      const cursor = Buffer.from(JSON.stringify({ path, offset: offset + limit, limit })).toString('base64url');
      return sendJson(response, 200, { entries: page, cursor, has_more: hasMore });
    }
    if (route === '/2/files/get_thumbnail_batch') {
      const entries = (body.entries ?? []) as Array<{ path: string }>;
      calls.push({ route, size: entries.length });
      if (entries.length > 25) return sendJson(response, 400, { error_summary: 'too_many_files/' });
      const answers = await Promise.all(
        entries.map(async (entry) => {
          const file = findFile(library, entry.path);
          if (!file || !file.name.endsWith('.jpg')) return { '.tag': 'failure', failure: { '.tag': 'path', path: { '.tag': 'not_found' } } };
          const thumbnail = await sharp(await file.bytes()).resize(480, 320, { fit: 'inside' }).jpeg({ quality: 70 }).toBuffer();
          return { '.tag': 'success', metadata: metadataOf(file, 0), thumbnail: thumbnail.toString('base64') };
        }),
      );
      return sendJson(response, 200, { entries: answers });
    }
    sendJson(response, 404, { error_summary: 'not_found/' });
  }

  /** Dropbox's /oauth2/token: the code with its PKCE verifier (no app secret), or a refresh token. */
  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    const grant = form.get('grant_type') ?? '';
    grants.push(grant);
    if (form.get('client_id') !== appKey) return sendJson(response, 400, { error: 'invalid_client', error_description: 'Invalid client_id' });
    if (grant === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
      if (!code || code.challenge !== challenge || code.redirectUri !== form.get('redirect_uri')) return sendJson(response, 400, { error: 'invalid_grant', error_description: 'code doesn\'t exist or has expired' });
      return sendJson(response, 200, {
        access_token: issueToken(),
        token_type: 'bearer',
        expires_in: accessSeconds,
        ...(code.offline ? { refresh_token: issueRefreshToken() } : {}),
        scope: 'files.metadata.read files.content.read',
        uid: '1001',
        account_id: ACCOUNT_ID,
      });
    }
    if (grant === 'refresh_token') {
      if (!refreshTokenValid(form.get('refresh_token') ?? '')) return sendJson(response, 400, { error: 'invalid_grant', error_description: 'refresh token is invalid or revoked' });
      return sendJson(response, 200, { access_token: issueToken(), token_type: 'bearer', expires_in: accessSeconds });
    }
    sendJson(response, 400, { error: 'unsupported_grant_type' });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, resolve);
  });
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url,
    appKey,
    library,
    calls,
    failNext: (route, count, status = 503) => void failures.set(route, { count, status }),
    issueToken,
    grants,
    setAccessTokenSeconds: (seconds) => void (accessSeconds = seconds),
    revokeRefreshTokens: () => void (revokedBefore = Date.now() + 1),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function findFile(library: SampleLibrary, path: string): SampleFile | undefined {
  if (path.startsWith('id:')) return library.files.find((file) => file.id === path);
  return library.files.find((file) => `${file.folder}/${file.name}`.toLowerCase() === path.toLowerCase());
}

const metadataOf = (file: SampleFile, size: number) => ({
  '.tag': 'file',
  id: file.id,
  name: file.name,
  path_display: `${file.folder}/${file.name}`,
  path_lower: `${file.folder}/${file.name}`.toLowerCase(),
  client_modified: file.modified,
  server_modified: file.modified,
  size,
});

const pathNotFound = (response: ServerResponse) => sendJson(response, 409, { error_summary: 'path/not_found/', error: { '.tag': 'path', path: { '.tag': 'not_found' } } });

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const asciiJson = (value: unknown) => JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Dropbox's consent page, plainly labelled as the local stand-in. */
function signInPage(response: ServerResponse, url: URL, appKey: string) {
  const redirect = url.searchParams.get('redirect_uri') ?? '';
  const pkce = url.searchParams.get('code_challenge_method') === 'S256' && /^[\w-]{43}$/.test(url.searchParams.get('code_challenge') ?? '');
  if (url.searchParams.get('client_id') !== appKey || url.searchParams.get('response_type') !== 'code' || !pkce || !/^https?:\/\//.test(redirect)) {
    response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
    return response.end('<p>Invalid sign-in request: unknown app, response type, PKCE challenge or redirect address.</p>');
  }
  const hidden = ['redirect_uri', 'state', 'code_challenge', 'token_access_type'].map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(url.searchParams.get(name) ?? '')}">`).join('');
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dropbox (local stand-in) - sign in</title>
<style>body{font-family:system-ui,sans-serif;background:#f7f5f2;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px;margin:16px}
h1{font-size:1.3rem;color:#0061fe}p{color:#333;line-height:1.5}.note{font-size:.85rem;color:#777}
button{font:inherit;padding:10px 20px;border-radius:8px;border:1px solid #0061fe;cursor:pointer;margin-right:8px}
.allow{background:#0061fe;color:#fff}.deny{background:#fff;color:#0061fe}</style></head>
<body><main><h1>Dropbox</h1><p><strong>Heirloom</strong> would like to see the files and folders in your Dropbox.</p>
<p class="note">This is the local Dropbox stand-in: a sample account with sample photos. No real Dropbox is contacted.</p>
<form method="get" action="/oauth2/decide">${hidden}<button class="allow" name="decision" value="allow">Allow</button><button class="deny" name="decision" value="deny">Cancel</button></form>
</main></body></html>`);
}

/** Back to the app with a one-time code (or the refusal) in the query, as Dropbox's code flow does. */
function decide(response: ServerResponse, url: URL, codes: Map<string, { challenge: string; redirectUri: string; offline: boolean }>) {
  const redirect = url.searchParams.get('redirect_uri') ?? '';
  if (!/^https?:\/\//.test(redirect)) return sendJson(response, 400, { error: 'invalid_redirect_uri' });
  const state = url.searchParams.get('state') ?? '';
  let answer: Record<string, string>;
  if (url.searchParams.get('decision') === 'allow') {
    const code = randomBytes(16).toString('base64url');
    codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri: redirect, offline: url.searchParams.get('token_access_type') === 'offline' });
    answer = { code, state };
  } else {
    answer = { error: 'access_denied', error_description: 'The user chose not to give your app access to their Dropbox account.', state };
  }
  const back = new URL(redirect);
  for (const [name, value] of Object.entries(answer)) back.searchParams.set(name, value);
  response.writeHead(302, { location: back.toString() });
  response.end();
}
