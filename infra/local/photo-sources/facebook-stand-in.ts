import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { sampleLibrary, type SampleFile, type SampleLibrary } from './sample-library';

export interface FacebookStandIn {
  /** One origin for www.facebook.com (the login dialog), graph.facebook.com/v19.0 and the photo CDN. */
  readonly url: string;
  readonly appId: string;
  readonly appSecret: string;
  readonly library: SampleLibrary;
  /** A user token as the login dialog hands out (short-lived), with these permissions. */
  issueToken(permissions?: string[]): string;
  stop(): Promise<void>;
}

const USER_ID = '10158000000000001';
const SHORT_SECONDS = 2 * 3600;
const LONG_SECONDS = 60 * 24 * 3600;
/** The sample trip's photos carry a caption and a tagged place, as Facebook posts often do. */
const TRIP_PLACE = { name: 'Lake Garda, Italy', location: { latitude: 45.6389, longitude: 10.6667 } };

/**
 * A local Facebook: the login dialog (token in the URL hash), the Graph API calls the app makes
 * (/me, /me/permissions, the long-lived token swap, /me/photos paged by cursor, /{photo-id}) with
 * Graph's error shapes, and a CDN for the images. Runs when no Facebook app id is set.
 */
export async function startFacebookStandIn(options: { host: string }): Promise<FacebookStandIn> {
  const appId = 'standin-facebook-app';
  const appSecret = 'standin-facebook-secret';
  const secret = 'heirloom-local-facebook-stand-in';
  const library = sampleLibrary('fbphoto', 60);
  const photos = library.files.filter((file) => file.name.endsWith('.jpg')).sort((a, b) => b.modified.localeCompare(a.modified));
  const photoId = (file: SampleFile) => file.id.replace(/\D/g, '').padStart(17, '2');

  const issue = (seconds: number, permissions: string[]) => {
    const payload = `${Date.now() + seconds * 1000}.${permissions.join('+')}.${randomBytes(4).toString('hex')}`;
    return `EAAstandin.${payload}.${createHmac('sha256', secret).update(payload).digest('hex').slice(0, 32)}`;
  };
  const read = (token: string): { permissions: string[] } | null => {
    const match = /^EAAstandin\.(\d+)\.([\w+]*)\.([0-9a-f]+)\.([0-9a-f]{32})$/.exec(token);
    if (!match) return null;
    const payload = `${match[1]}.${match[2]}.${match[3]}`;
    const expected = createHmac('sha256', secret).update(payload).digest('hex').slice(0, 32);
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(match[4]!)) || Number(match[1]) < Date.now()) return null;
    return { permissions: match[2] ? match[2].split('+') : [] };
  };

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => sendJson(response, 500, { error: { message: (error as Error).message, type: 'GraphMethodException', code: 1 } }));
  });

  const origin = () => `http://localhost:${(server.address() as AddressInfo).port}`;
  const graphPhoto = (file: SampleFile) => {
    const id = photoId(file);
    const trip = file.folder === '/Family trip 2019';
    return {
      id,
      created_time: file.modified.replace('Z', '+0000'),
      ...(trip ? { name: `${file.name.replace(/-/g, ' ').replace('.jpg', '')} at the lake`, place: { id: '110000000000001', ...TRIP_PLACE } } : {}),
      picture: `${origin()}/cdn/${id}_s.jpg`,
      images: [
        { source: `${origin()}/cdn/${id}_o.jpg`, width: 960, height: 640 },
        { source: `${origin()}/cdn/${id}_s.jpg`, width: 240, height: 160 },
      ],
    };
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    if (path === '/v19.0/dialog/oauth') return loginDialog(response, url, appId);
    if (path === '/v19.0/dialog/decide') return decide(response, url, (permissions) => issue(SHORT_SECONDS, permissions));
    const cdn = /^\/cdn\/(\d+)_(s|o)\.jpg$/.exec(path);
    if (cdn) {
      const file = photos.find((photo) => photoId(photo) === cdn[1]);
      if (!file) return sendJson(response, 404, {});
      const bytes = cdn[2] === 'o' ? await file.bytes() : await sharp(await file.bytes()).resize(480, 320, { fit: 'inside' }).jpeg({ quality: 70 }).toBuffer();
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length, 'cache-control': 'max-age=3600' });
      return response.end(bytes);
    }
    if (path === '/v19.0/oauth/access_token') {
      if (url.searchParams.get('client_id') !== appId || url.searchParams.get('client_secret') !== appSecret) return graphError(response, 400, 'Error validating client secret.', 1);
      const short = read(url.searchParams.get('fb_exchange_token') ?? '');
      if (!short) return graphError(response, 400, 'Error validating access token.', 190);
      return sendJson(response, 200, { access_token: issue(LONG_SECONDS, short.permissions), token_type: 'bearer', expires_in: LONG_SECONDS });
    }

    const user = read((request.headers.authorization ?? '').replace(/^Bearer /, '') || (url.searchParams.get('access_token') ?? ''));
    if (!user) return graphError(response, 401, 'Error validating access token: Session has expired or is invalid.', 190);
    if (path === '/v19.0/me') return sendJson(response, 200, { id: USER_ID, name: 'Sample Stand-in' });
    if (path === '/v19.0/me/permissions') {
      return sendJson(response, 200, { data: ['public_profile', ...user.permissions].map((permission) => ({ permission, status: 'granted' })) });
    }
    if (path === '/v19.0/me/photos') {
      if (!user.permissions.includes('user_photos')) return sendJson(response, 200, { data: [] });
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 25), 100);
      const offset = Number(Buffer.from(url.searchParams.get('after') ?? '', 'base64url').toString() || 0);
      const page = photos.slice(offset, offset + limit);
      const cursor = (at: number) => Buffer.from(String(at)).toString('base64url');
      const more = offset + limit < photos.length;
      return sendJson(response, 200, {
        data: page.map(graphPhoto),
        paging: { cursors: { before: cursor(offset), after: cursor(offset + page.length) }, ...(more ? { next: `${origin()}/v19.0/me/photos?after=${cursor(offset + limit)}&limit=${limit}` } : {}) },
      });
    }
    const single = /^\/v19\.0\/(\d+)$/.exec(path);
    if (single) {
      const file = photos.find((photo) => photoId(photo) === single[1]);
      if (!file) return graphError(response, 400, `Unsupported get request. Object with ID '${single[1]}' does not exist.`, 100);
      return sendJson(response, 200, graphPhoto(file));
    }
    graphError(response, 400, 'Unknown path components', 2500);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, resolve);
  });
  return {
    url: origin(),
    appId,
    appSecret,
    library,
    issueToken: (permissions = ['user_photos']) => issue(SHORT_SECONDS, permissions),
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

const graphError = (response: ServerResponse, status: number, message: string, code: number) => sendJson(response, status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'standin' } });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Facebook's login dialog, plainly labelled as the local stand-in; the photos permission can be left out. */
function loginDialog(response: ServerResponse, url: URL, appId: string) {
  const redirect = url.searchParams.get('redirect_uri') ?? '';
  if (url.searchParams.get('client_id') !== appId || url.searchParams.get('response_type') !== 'token' || !/^https?:\/\//.test(redirect)) {
    response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
    return response.end('<p>Invalid login request: unknown app, response type or redirect address.</p>');
  }
  const hidden = ['redirect_uri', 'state'].map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(url.searchParams.get(name) ?? '')}">`).join('');
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log in with Facebook (local stand-in)</title>
<style>body{font-family:system-ui,sans-serif;background:#f0f2f5;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:8px;box-shadow:0 2px 12px #0002;padding:28px;max-width:420px;margin:16px}
h1{font-size:1.3rem;color:#1877f2}p{color:#1c1e21;line-height:1.5}.note{font-size:.85rem;color:#65676b}
label{display:block;margin:12px 0}button{font:inherit;padding:10px 20px;border-radius:6px;border:1px solid #1877f2;cursor:pointer;margin-right:8px}
.allow{background:#1877f2;color:#fff}.deny{background:#fff;color:#1877f2}</style></head>
<body><main><h1>facebook</h1><p><strong>Heirloom</strong> is requesting access to your name and profile picture and your photos.</p>
<form method="get" action="/v19.0/dialog/decide">${hidden}<label><input type="checkbox" name="user_photos" value="1" checked> Photos</label>
<p class="note">This is the local Facebook stand-in: a sample account with sample photos. No real Facebook is contacted.</p>
<button class="allow" name="decision" value="allow">Continue as Sample</button><button class="deny" name="decision" value="deny">Cancel</button></form>
</main></body></html>`);
}

function decide(response: ServerResponse, url: URL, issueToken: (permissions: string[]) => string) {
  const redirect = url.searchParams.get('redirect_uri') ?? '';
  if (!/^https?:\/\//.test(redirect)) return sendJson(response, 400, { error: { message: 'Invalid redirect_uri', code: 191 } });
  const state = url.searchParams.get('state') ?? '';
  const hash = new URLSearchParams(
    url.searchParams.get('decision') === 'allow'
      ? { access_token: issueToken(url.searchParams.get('user_photos') ? ['user_photos'] : []), data_access_expiration_time: String(Math.floor(Date.now() / 1000) + 90 * 86400), expires_in: String(SHORT_SECONDS), state }
      : { error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied', state },
  );
  response.writeHead(302, { location: `${redirect}#${hash.toString()}` });
  response.end();
}
