import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import sirv from 'sirv';

/**
 * The built web client, as CloudFront serves it: files by path (a prerendered public page is
 * <path>/index.html), app.html (the bare app shell the build writes) for any other client-side
 * route, or index.html for a build without prerendered pages; long-lived immutable caching for
 * the hashed /assets and revalidation for everything else. Files are looked up on each request, so a rebuild shows without a restart.
 */
export function createStaticSite(webRoot: string | undefined) {
  let serve: ReturnType<typeof sirv> | undefined;
  const compressed = new CompressedFiles();
  return (req: IncomingMessage, res: ServerResponse): void => {
    // Checked per request, so building the client while the runtime is up needs no restart.
    if (!webRoot || !existsSync(join(webRoot, 'index.html'))) return missingBuild(req, res);
    if (compressed.serve(webRoot, req, res)) return;
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

/** What CloudFront compresses (its list of compressible types, for what the client is built of). */
const COMPRESSIBLE: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
/** CloudFront compresses files from 1,000 bytes up. */
const MIN_COMPRESS_BYTES = 1000;

type Encoding = 'br' | 'gzip';

/** The encoding CloudFront would pick for this Accept-Encoding: Brotli when offered, else gzip. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const offered = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name!.trim().toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Compressed copies of the built files, made on first request and kept while the file is
 * unchanged: CloudFront compresses the app's code on the fly (Brotli or gzip), and so does this.
 */
class CompressedFiles {
  private readonly cache = new Map<string, { stamp: string; body: Buffer }>();

  /** Answers a GET for an existing compressible file when the client accepts an encoding; false otherwise. */
  serve(webRoot: string, req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const encoding = pickEncoding(req.headers['accept-encoding'] as string | undefined);
    if (!encoding) return false;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    } catch {
      return false;
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = normalize(join(webRoot, pathname));
    if (!file.startsWith(normalize(webRoot) + sep)) return false;
    const type = COMPRESSIBLE[extname(file)];
    if (!type || !existsSync(file)) return false;
    const stat = statSync(file);
    if (!stat.isFile() || stat.size < MIN_COMPRESS_BYTES) return false;
    const stamp = `${stat.mtimeMs}-${stat.size}`;
    const etag = `W/"${stamp}-${encoding}"`;
    const headers = {
      'content-type': type,
      'content-encoding': encoding,
      vary: 'Accept-Encoding',
      etag,
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const body = this.compressed(file, stamp, encoding);
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  private compressed(file: string, stamp: string, encoding: Encoding): Buffer {
    const key = `${encoding}:${file}`;
    const cached = this.cache.get(key);
    if (cached?.stamp === stamp) return cached.body;
    const raw = readFileSync(file);
    const body = encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }) : gzipSync(raw, { level: 6 });
    this.cache.set(key, { stamp, body });
    return body;
  }
}
