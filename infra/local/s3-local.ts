import { mkdirSync } from 'node:fs';
import { Agent, createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { LOCAL_CREDENTIALS } from './local-aws';
import type { S3rverEventRecord } from './s3-notification';
import { verifyS3Request } from './s3-signature';

export interface S3Local {
  readonly endpoint: string;
  stop(): Promise<void>;
}

export interface S3LocalOptions {
  /** Where s3rver keeps buckets and objects (persisted when it is under the data dir). */
  directory: string;
  buckets: readonly string[];
  /** Browser origins allowed to PUT/GET objects directly (presigned URLs). */
  corsOrigins: readonly string[];
  /** Called for every object-created event in any bucket. */
  onObjectCreated(record: S3rverEventRecord): void;
}

/**
 * s3rver in this process, its buckets created with a CORS rule for the app, behind a front door
 * that checks every request's Signature V4 as S3 does (s3-signature.ts): the endpoint handed out is
 * the front door's.
 */
export async function startS3Local(options: S3LocalOptions): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  const cors = Buffer.from(corsConfiguration(options.corsOrigins));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: options.directory,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [cors] })),
  });
  server.on('event', (event: { Records?: S3rverEventRecord[] }) => {
    for (const record of event.Records ?? []) {
      if (record.eventName.startsWith('ObjectCreated:')) options.onObjectCreated(record);
    }
  });
  const address = await server.run();
  if (server.httpServer) {
    // Outlive clients' idle keep-alive (undici's is 4 s) so a reused socket is never closed under a
    // request, which showed up as sporadic ECONNRESETs on presigned PUTs.
    server.httpServer.keepAliveTimeout = 65_000;
    server.httpServer.headersTimeout = 66_000;
  }
  const front = await startSignatureCheck(address.port);
  let stopped: Promise<void> | undefined;
  return {
    endpoint: `http://127.0.0.1:${(front.server.address() as AddressInfo).port}`,
    stop: () =>
      (stopped ??= (async () => {
        front.server.closeAllConnections();
        await new Promise<void>((resolve) => front.server.close(() => resolve()));
        front.agent.destroy();
        server.httpServer?.closeAllConnections();
        await server.close();
      })()),
  };
}

/** Refuses what S3 would refuse, then passes the request (streamed) to s3rver. */
async function startSignatureCheck(upstreamPort: number): Promise<{ server: Server; agent: Agent }> {
  const agent = new Agent({ keepAlive: true, keepAliveMsecs: 1_000 });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // CORS preflights carry no credentials; S3 answers them from the bucket's CORS rules.
    if (req.method !== 'OPTIONS') {
      const verdict = verifyS3Request({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers }, LOCAL_CREDENTIALS, Date.now());
      if (!verdict.ok) {
        req.resume();
        const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${verdict.code}</Code><Message>${verdict.message}</Message></Error>`;
        const origin = req.headers.origin;
        res.writeHead(verdict.status, {
          'content-type': 'application/xml',
          'content-length': Buffer.byteLength(body),
          // So a browser can read why its upload was refused (S3 adds these when the origin is allowed).
          ...(origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    const upstream = forward({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, agent };
}

function corsConfiguration(origins: readonly string[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const allowed = origins.map((origin) => `<AllowedOrigin>${escape(origin)}</AllowedOrigin>`).join('');
  const methods = ['GET', 'HEAD', 'PUT', 'POST'].map((method) => `<AllowedMethod>${method}</AllowedMethod>`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<CORSConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><CORSRule>' +
    `${allowed}${methods}<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds>` +
    '</CORSRule></CORSConfiguration>'
  );
}
