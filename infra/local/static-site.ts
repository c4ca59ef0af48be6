import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

/**
 * The built web client, as CloudFront serves it: files by path (a prerendered public page is
 * <path>/index.html), app.html (the bare app shell the build writes) for any other client-side
 * route, or index.html for a build without prerendered pages; long-lived immutable caching for
 * the hashed /assets and revalidation for everything else. Files are looked up on each request, so a rebuild shows without a restart.
 */
export function createStaticSite(webRoot: string | undefined) {
  let serve: ReturnType<typeof sirv> | undefined;
  return (req: IncomingMessage, res: ServerResponse): void => {
    // Checked per request, so building the client while the runtime is up needs no restart.
    if (!webRoot || !existsSync(join(webRoot, 'index.html'))) return missingBuild(req, res);
    serve ??= sirv(webRoot, {
      dev: true,
      etag: true,
      single: existsSync(join(webRoot, 'app.html')) ? 'app.html' : true,
      setHeaders: (response, pathname) => {
        response.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    serve(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not Found');
    });
  };
}

function missingBuild(_req: IncomingMessage, res: ServerResponse): void {
  const html =
    '<!doctype html><meta charset="utf-8"><title>Heirloom (local)</title>' +
    '<body style="font:16px system-ui,sans-serif;max-width:40rem;margin:3rem auto">' +
    '<h1>The web client is not built yet</h1><p>Build it with <code>npm run build:web</code> (or run <code>npm start</code>, which builds it first), then reload.</p>' +
    '<p>The API is up under <code>/api</code>; sent mail is at <a href="/_dev/outbox">/_dev/outbox</a>.</p>';
  res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}
