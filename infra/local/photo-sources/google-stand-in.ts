import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { sampleLibrary, type SampleLibrary } from './sample-library';

export interface GoogleStandIn {
  /** One origin for accounts.google.com, oauth2.googleapis.com, photospicker.googleapis.com and the media host. */
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly library: SampleLibrary;
  /** Token-endpoint grants seen (tests check a refresh happened). */
  readonly grants: string[];
  /** Access tokens issued from now on last this long (a test makes them expire at once). */
  setAccessTokenSeconds(seconds: number): void;
  /** The person removes Heirloom's access in their Google account: every refresh token stops working. */
  revokeRefreshTokens(): void;
  /** Picks these files in a session, as the person would in the picker page. */
  pick(sessionId: string, fileIds: readonly string[]): void;
  /** Sessions created and not yet deleted (sessions.delete removes them, and their picked items with them). */
  liveSessions(): string[];
  stop(): Promise<void>;
}

const SCOPE = 'https://www.googleapis.com/auth/photospicker.mediaitems.readonly';

interface Session {
  id: string;
  picked: string[] | null;
  createdAt: number;
}

/**
 * A local Google: the OAuth consent page (authorization code with PKCE, refresh tokens, Google's
 * error shapes) and the Photos Picker API (sessions, a picker page with the sample photos,
 * media items paged by pageToken, baseUrl bytes readable only with a token and only while a
 * session that picked them lives, as Google's end with their session). Runs when no
 * Google client id is set. 143 sample photos, so the 100-item pages are exercised.
 */
export async function startGoogleStandIn(options: { host: string }): Promise<GoogleStandIn> {
  const clientId = 'standin-google-client.apps.googleusercontent.com';
  const clientSecret = 'standin-google-secret';
  // Tokens are signed, not stored, so a link saved before a restart of `npm start` keeps working.
  const secret = 'heirloom-local-google-stand-in';
  const library = sampleLibrary('gphoto-standin-', 120);
  const photos = library.files.filter((file) => file.name.endsWith('.jpg'));
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const sessions = new Map<string, Session>();
  const grants: string[] = [];
  let accessSeconds = 3600;
  let revokedBefore = 0;

  const sign = (kind: string, payload: string) => `${kind}.${payload}.${createHmac('sha256', secret).update(`${kind}.${payload}`).digest('hex').slice(0, 32)}`;
  const verify = (kind: string, token: string): string | null => {
    const match = new RegExp(`^${kind.replace('.', '\\.')}\\.([\\w.-]+)\\.([0-9a-f]{32})$`).exec(token);
    if (!match) return null;
    const expected = sign(kind, match[1]!).slice(-32);
    return timingSafeEqual(Buffer.from(expected), Buffer.from(match[2]!)) ? match[1]! : null;
  };
  const issueTokens = (withRefresh: boolean) => ({
    access_token: sign('ya29.standin', `${Date.now() + accessSeconds * 1000}.${randomBytes(6).toString('hex')}`),
    expires_in: accessSeconds,
    token_type: 'Bearer',
    scope: SCOPE,
    ...(withRefresh ? { refresh_token: sign('1//standin', `${Date.now()}.${randomBytes(8).toString('hex')}`) } : {}),
  });
  const authorized = (request: IncomingMessage) => {
    const payload = verify('ya29.standin', (request.headers.authorization ?? '').replace(/^Bearer /, ''));
    return payload !== null && Number(payload.split('.')[0]) > Date.now();
  };

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => sendJson(response, 500, { error: { code: 500, message: (error as Error).message, status: 'INTERNAL' } }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    if (request.method === 'GET' && path === '/o/oauth2/v2/auth') return consentPage(response, url, clientId);
    if (request.method === 'GET' && path === '/o/oauth2/decide') return decide(response, url, codes);
    if (request.method === 'POST' && path === '/token') return token(request, response);
    const pickerPage = /^\/picker\/([\w-]+)(\/autoclose)?$/.exec(path);
    if (pickerPage) {
      const session = sessions.get(pickerPage[1]!);
      if (!session) return sendHtml(response, 404, '<p>This picking session has ended.</p>');
      if (request.method === 'POST') {
        const form = new URLSearchParams(await readBody(request));
        session.picked = form.getAll('id').filter((id) => photos.some((photo) => photo.id === id));
        return sendHtml(response, 200, pickedPage(session.picked.length, Boolean(pickerPage[2])));
      }
      return sendHtml(response, 200, pickerHtml(session.id, photos.map((photo) => ({ id: photo.id, name: photo.name })), Boolean(pickerPage[2])));
    }
    const pickerThumb = /^\/picker-thumbnail\/([\w-]+)$/.exec(path);
    if (pickerThumb) {
      // The picker page's own thumbnails (Google's picker shows the library to its signed-in user).
      const file = photos.find((photo) => photo.id === pickerThumb[1]);
      if (!file) return sendJson(response, 404, {});
      response.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'max-age=3600' });
      return response.end(await sharp(await file.bytes()).resize(240, 160, { fit: 'cover' }).jpeg({ quality: 70 }).toBuffer());
    }

    if (!authorized(request)) return sendJson(response, 401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });

    const media = /^\/media\/([\w-]+)=(d|w(\d+)-h(\d+))$/.exec(path);
    if (request.method === 'GET' && media) {
      const file = photos.find((photo) => photo.id === media[1]);
      const stillPicked = [...sessions.values()].some((session) => session.picked?.includes(media[1]!));
      if (!file || !stillPicked) return sendJson(response, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
      const original = await file.bytes();
      const bytes = media[2] === 'd' ? original : await sharp(original).resize(Number(media[3]), Number(media[4]), { fit: 'inside' }).jpeg({ quality: 70 }).toBuffer();
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length });
      return response.end(bytes);
    }
    if (request.method === 'POST' && path === '/v1/sessions') {
      const session: Session = { id: randomBytes(12).toString('hex'), picked: null, createdAt: Date.now() };
      sessions.set(session.id, session);
      return sendJson(response, 200, sessionBody(session));
    }
    const sessionPath = /^\/v1\/sessions\/([\w-]+)$/.exec(path);
    if (sessionPath) {
      const session = sessions.get(sessionPath[1]!);
      if (!session) return sendJson(response, 404, { error: { code: 404, message: 'Session not found', status: 'NOT_FOUND' } });
      if (request.method === 'DELETE') {
        sessions.delete(session.id);
        return sendJson(response, 200, {});
      }
      return sendJson(response, 200, sessionBody(session));
    }
    if (request.method === 'GET' && path === '/v1/mediaItems') {
      const session = sessions.get(url.searchParams.get('sessionId') ?? '');
      if (!session) return sendJson(response, 404, { error: { code: 404, message: 'Session not found', status: 'NOT_FOUND' } });
      if (!session.picked) return sendJson(response, 400, { error: { code: 400, message: 'The user has not finished picking.', status: 'FAILED_PRECONDITION' } });
      const pageSize = Math.min(Math.max(Number(url.searchParams.get('pageSize') ?? 25), 1), 100);
      const offset = Number(Buffer.from(url.searchParams.get('pageToken') ?? '', 'base64url').toString() || 0);
      const page = session.picked.slice(offset, offset + pageSize);
      const next = offset + pageSize < session.picked.length ? Buffer.from(String(offset + pageSize)).toString('base64url') : undefined;
      return sendJson(response, 200, {
        mediaItems: page.map((id) => {
          const file = photos.find((photo) => photo.id === id)!;
          return { id, createTime: file.modified, type: 'PHOTO', mediaFile: { baseUrl: `${origin()}/media/${id}`, mimeType: 'image/jpeg', filename: file.name, mediaFileMetadata: { width: 960, height: 640 } } };
        }),
        ...(next ? { nextPageToken: next } : {}),
      });
    }
    sendJson(response, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    grants.push(form.get('grant_type') ?? '');
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return sendJson(response, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
      if (!code || code.challenge !== challenge || code.redirectUri !== form.get('redirect_uri')) return sendJson(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      return sendJson(response, 200, issueTokens(true));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refresh = verify('1//standin', form.get('refresh_token') ?? '');
      if (!refresh || Number(refresh.split('.')[0]) < revokedBefore) return sendJson(response, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      return sendJson(response, 200, issueTokens(false));
    }
    sendJson(response, 400, { error: 'unsupported_grant_type' });
  }

  const origin = () => `http://localhost:${(server.address() as AddressInfo).port}`;
  const sessionBody = (session: Session) => ({
    id: session.id,
    pickerUri: `${origin()}/picker/${session.id}`,
    pollingConfig: { pollInterval: '1s', timeoutIn: '1800s' },
    expireTime: new Date(session.createdAt + 1800_000).toISOString(),
    mediaItemsSet: session.picked !== null,
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, resolve);
  });
  return {
    url: origin(),
    clientId,
    clientSecret,
    library,
    grants,
    setAccessTokenSeconds: (seconds) => void (accessSeconds = seconds),
    revokeRefreshTokens: () => void (revokedBefore = Date.now() + 1),
    pick: (sessionId, fileIds) => {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No picking session ${sessionId}`);
      session.picked = [...fileIds];
    },
    liveSessions: () => [...sessions.keys()],
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendHtml(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(body);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PAGE_HEAD = (title: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;background:#f8f9fa;margin:0;color:#202124}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:24px;max-width:960px;margin:16px auto}
h1{font-size:1.25rem}.note{font-size:.85rem;color:#5f6368}p{line-height:1.5}
button{font:inherit;padding:10px 20px;border-radius:20px;border:1px solid #1a73e8;cursor:pointer;margin-right:8px}
.primary{background:#1a73e8;color:#fff}.secondary{background:#fff;color:#1a73e8}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:8px;margin:16px 0}
.grid label{display:block;position:relative;cursor:pointer}.grid img{width:100%;aspect-ratio:3/2;object-fit:cover;border-radius:6px;display:block}
.grid input{position:absolute;top:6px;left:6px;width:20px;height:20px}.grid span{font-size:.75rem;color:#5f6368;display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.bar{position:sticky;bottom:0;background:#fff;padding:12px 0;border-top:1px solid #dadce0}</style></head><body>`;

/** Google's consent page, plainly labelled as the local stand-in. */
function consentPage(response: ServerResponse, url: URL, clientId: string) {
  const redirect = url.searchParams.get('redirect_uri') ?? '';
  const valid =
    url.searchParams.get('client_id') === clientId &&
    url.searchParams.get('response_type') === 'code' &&
    url.searchParams.get('code_challenge_method') === 'S256' &&
    (url.searchParams.get('code_challenge') ?? '').length >= 43 &&
    /^https?:\/\//.test(redirect);
  if (!valid) return sendHtml(response, 400, '<p>Error 400: invalid_request. Unknown client, response type, redirect address or missing PKCE challenge.</p>');
  const hidden = ['redirect_uri', 'state', 'code_challenge'].map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(url.searchParams.get(name) ?? '')}">`).join('');
  sendHtml(
    response,
    200,
    `${PAGE_HEAD('Sign in - Google Accounts (local stand-in)')}<main style="max-width:440px"><h1>Google</h1>
<p><strong>Heirloom</strong> wants to access your Google Account to <strong>view the photos and videos you select</strong> in Google Photos.</p>
<p class="note">This is the local Google stand-in: a sample account with sample photos. No real Google account is contacted.</p>
<form method="get" action="/o/oauth2/decide">${hidden}<button class="primary" name="decision" value="allow">Continue</button><button class="secondary" name="decision" value="deny">Cancel</button></form></main></body></html>`,
  );
}

/** Back to the app with a one-time code bound to the PKCE challenge (or the refusal) in the query. */
function decide(response: ServerResponse, url: URL, codes: Map<string, { challenge: string; redirectUri: string }>) {
  const redirect = url.searchParams.get('redirect_uri') ?? '';
  if (!/^https?:\/\//.test(redirect)) return sendJson(response, 400, { error: 'invalid_request' });
  const target = new URL(redirect);
  target.searchParams.set('state', url.searchParams.get('state') ?? '');
  if (url.searchParams.get('decision') === 'allow') {
    const code = `4/standin-${randomBytes(16).toString('hex')}`;
    codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri: redirect });
    target.searchParams.set('code', code);
    target.searchParams.set('scope', SCOPE);
  } else target.searchParams.set('error', 'access_denied');
  response.writeHead(302, { location: target.toString() });
  response.end();
}

/** Google Photos' picker: the sample library, tick the photos, Done. */
function pickerHtml(sessionId: string, photos: { id: string; name: string }[], autoclose: boolean) {
  const tiles = photos
    .map((photo) => `<label><input type="checkbox" name="id" value="${escapeHtml(photo.id)}" aria-label="${escapeHtml(photo.name)}"><img src="/picker-thumbnail/${escapeHtml(photo.id)}" alt="" loading="lazy"><span>${escapeHtml(photo.name)}</span></label>`)
    .join('');
  return `${PAGE_HEAD('Google Photos - select photos (local stand-in)')}<main><h1>Select photos to share with Heirloom</h1>
<p class="note">The local Google Photos stand-in: ${photos.length} sample photos.</p>
<form method="post" action="/picker/${sessionId}${autoclose ? '/autoclose' : ''}"><div class="grid">${tiles}</div>
<div class="bar"><button type="button" class="secondary" onclick="document.querySelectorAll('.grid input').forEach(i=>i.checked=true)">Select all</button><button class="primary" type="submit">Done</button></div></form></main></body></html>`;
}

function pickedPage(count: number, autoclose: boolean) {
  return `${PAGE_HEAD('Google Photos (local stand-in)')}<main style="max-width:440px"><h1>Done</h1><p>${count} ${count === 1 ? 'item' : 'items'} selected. You can close this window and go back to Heirloom.</p></main>${autoclose ? '<script>setTimeout(() => window.close(), 300)</script>' : ''}</body></html>`;
}
