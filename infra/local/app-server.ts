import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { BLOG_MEDIA_PATH } from '@heirloom/lambdas/domain/blog/media-path';
import { API_PREFIX } from '@heirloom/lambdas/http/routes';
import type { LocalLog } from './log';
import { DEV_JOBS_PATH } from './dev-jobs';
import { OUTBOX_PAGE_PATH } from './outbox-page';
import { WS_MANAGEMENT_PATH } from './ws-management';

export const WS_PATH = '/ws';

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface AppRoutes {
  api: RequestHandler;
  wsManagement: RequestHandler;
  /** The dev outbox page; absent unless the stage is local. Served to loopback clients only. */
  outbox?: RequestHandler;
  /** POST /_dev/jobs/{name}: runs a scheduled job now (dev-only; scripts such as faces:backfill). */
  devJobs: RequestHandler;
  site: RequestHandler;
  /** Post images (CloudFront's /blog-media/* behaviour). */
  blogMedia: RequestHandler;
  upgradeWebSocket(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void>;
}

export interface AppServer {
  readonly server: Server;
  readonly port: number;
  /** Until called, every request is answered 503 (the stand-ins are still starting). */
  ready(routes: AppRoutes): void;
  close(): Promise<void>;
}

/**
 * The one app port, playing CloudFront's part: /api to the HTTP API, /ws to the WebSocket API,
 * everything else to the web client; plus the dev-only management API and outbox page.
 * It listens first so the app URL is known while the stand-ins start.
 */
export async function listenAppServer(options: { port: number; host: string; portFallback: boolean; log: LocalLog }): Promise<AppServer> {
  const { host, log } = options;
  let routes: AppRoutes | undefined;

  const server = createServer((req, res) => {
    if (!routes) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '2' });
      res.end('Heirloom is starting; try again in a moment.');
      return;
    }
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const handler = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)
      ? routes.api
      : path.startsWith(`${WS_MANAGEMENT_PATH}/`)
        ? routes.wsManagement
        : (path === OUTBOX_PAGE_PATH || path === `${OUTBOX_PAGE_PATH}.json`) && routes.outbox && isLoopback(req.socket.remoteAddress)
          ? routes.outbox
          : path.startsWith(BLOG_MEDIA_PATH)
            ? routes.blogMedia
            : path.startsWith(`${DEV_JOBS_PATH}/`) && isLoopback(req.socket.remoteAddress)
              ? routes.devJobs
              : routes.site;
    Promise.resolve(handler(req, res)).catch((error: unknown) => {
      log.error(`${req.method} ${req.url} failed`, error);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal Server Error' }));
      } else res.destroy();
    });
  });

  // Outlive clients' idle keep-alive sockets, as the S3 stand-in does (s3-local.ts): with Node's
  // 5 s, a journey's API call after a longer pause sometimes reused a socket the server was closing
  // and failed with ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (!routes || path !== WS_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    routes.upgradeWebSocket(req, socket, head).catch((error: unknown) => {
      log.error('WebSocket upgrade failed', error);
      socket.destroy();
    });
  });

  try {
    await listen(server, options.port, host);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || !options.portFallback) throw error;
    await listen(server, 0, host);
  }
  const address = server.address();
  let closed: Promise<void> | undefined;
  return {
    server,
    port: typeof address === 'object' && address ? address.port : options.port,
    ready: (value) => {
      routes = value;
    },
    close: () =>
      (closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      })),
  };
}

/**
 * The outbox shows sign-in codes, so only this machine may read it, even when the server is bound
 * to every interface (HOST=0.0.0.0 to try the app from a phone on the same network).
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/, '');
  return plain === '::1' || /^127\.\d+\.\d+\.\d+$/.test(plain);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
