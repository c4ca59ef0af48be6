import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import type { S3rverEventRecord } from './s3-notification';

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

/** s3rver in this process, on a free port, its buckets created with a CORS rule for the app. */
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
  let stopped: Promise<void> | undefined;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop: () =>
      (stopped ??= (async () => {
        server.httpServer?.closeAllConnections();
        await server.close();
      })()),
  };
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
