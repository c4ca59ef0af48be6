import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ulid } from 'ulid';

/** One push the stand-in accepted, still encrypted for the browser it was meant for. */
export interface ReceivedPush {
  /** The subscription's id: the last part of its endpoint. */
  subscriptionId: string;
  endpoint: string;
  /** The aes128gcm record (RFC 8188) exactly as posted. */
  body: Buffer;
  headers: Readonly<Record<string, string>>;
  /** The VAPID JWT's claims, after its signature was checked. */
  claims: { aud: string; exp: number; sub: string };
  receivedAt: number;
}

export interface PushStandIn {
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** A new endpoint a browser would be given when it subscribes. */
  newEndpoint(): string;
  /** Everything accepted, oldest first. */
  received(): readonly ReceivedPush[];
  /** Pushes posted to an endpoint, accepted or not (retries show here). */
  attempts(endpoint: string): number;
  /** From now on the push service answers this status for the endpoint (null: back to normal). */
  answerWith(endpoint: string, status: number | null): void;
  stop(): Promise<void>;
}

/** Push services refuse bigger payloads (RFC 8030 section 7.2 asks for at least 4096 bytes). */
const MAX_BODY_BYTES = 4096;
/** RFC 8292: a VAPID JWT expires at most 24 hours ahead. */
const MAX_JWT_LIFETIME_S = 24 * 60 * 60;

/**
 * The local stand-in for a browser push service (FCM, Mozilla autopush, Apple): it takes RFC 8030
 * pushes at /push/<id>, refuses any whose VAPID JWT (RFC 8292) is not signed by the app's public
 * key or is for another audience, expired or unencrypted, and records the rest (to the outbox too,
 * so a developer sees pushes beside mail). It cannot read them: only the browser holds the key.
 * DELETE /push/<id> is the browser unsubscribing: pushes to it then answer 410 Gone.
 */
export async function startPushStandIn(options: { host: string; publicKey: string; outboxFile?: string }): Promise<PushStandIn> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const attempts = new Map<string, number>();
  let url = '';

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/push\/([A-Za-z0-9_-]{1,128})$/.exec(new URL(req.url ?? '/', 'http://push').pathname);
    if (!match) return reply(res, 404, 'No such subscription');
    const subscriptionId = match[1]!;
    if (req.method === 'DELETE') {
      answers.set(subscriptionId, 410);
      return reply(res, 204);
    }
    if (req.method !== 'POST') return reply(res, 405, 'POST a push');
    const body = await readBody(req, MAX_BODY_BYTES);
    if (body === null) return reply(res, 413, 'Payload too large');
    attempts.set(subscriptionId, (attempts.get(subscriptionId) ?? 0) + 1);
    const forced = answers.get(subscriptionId);
    if (forced) return reply(res, forced, forced === 410 ? 'The subscription is gone' : 'The push service failed');
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const vapid = checkVapid(header('authorization'), options.publicKey, url);
    if (typeof vapid === 'string') return reply(res, vapid.startsWith('Key') ? 403 : 401, vapid);
    if (!/^\d+$/.test(header('ttl') ?? '')) return reply(res, 400, 'A push needs a TTL header');
    if (header('content-encoding') !== 'aes128gcm' || body.length === 0) return reply(res, 400, 'The payload must be encrypted (Content-Encoding: aes128gcm)');
    const endpoint = `${url}/push/${subscriptionId}`;
    const headers = Object.fromEntries(['authorization', 'ttl', 'urgency', 'topic', 'content-encoding'].flatMap((name) => (header(name) ? [[name, header(name)!]] : [])));
    received.push({ subscriptionId, endpoint, body, headers, claims: vapid, receivedAt: Date.now() });
    if (options.outboxFile) {
      const line = {
        id: ulid(),
        channel: 'push',
        to: endpoint,
        subject: 'Web Push (VAPID signature checked)',
        body: `${body.length} bytes encrypted for the browser (aes128gcm), TTL ${headers.ttl} s${headers.urgency ? `, urgency ${headers.urgency}` : ''}, from ${vapid.sub}`,
        sentAt: new Date().toISOString(),
      };
      await appendFile(options.outboxFile, `${JSON.stringify(line)}\n`, 'utf8');
    }
    res.writeHead(201, { location: `${endpoint}/messages/${randomUUID()}` });
    res.end();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => reply(res, 500, 'The push stand-in failed'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, () => resolve());
  });
  url = `http://${options.host}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    newEndpoint: () => `${url}/push/${randomUUID()}`,
    received: () => [...received],
    attempts: (endpoint) => attempts.get(endpoint.split('/').pop() ?? '') ?? 0,
    answerWith: (endpoint, status) => {
      const id = endpoint.split('/').pop() ?? '';
      if (status === null) answers.delete(id);
      else answers.set(id, status);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): the key is the app's, the
 * ES256 signature verifies with it, the audience is this push service and it has not expired.
 * Returns the claims, or why it was refused.
 */
export function checkVapid(authorization: string | undefined, publicKey: string, audience: string): { aud: string; exp: number; sub: string } | string {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization?.trim() ?? '');
  if (!match) return 'Missing VAPID authorization';
  const [, token, key] = match;
  if (key !== publicKey) return 'Key does not match the subscription';
  const [headerPart, claimsPart, signaturePart] = token!.split('.');
  if (!headerPart || !claimsPart || !signaturePart) return 'Malformed VAPID JWT';
  try {
    const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as { alg?: string };
    if (header.alg !== 'ES256') return 'The VAPID JWT must be ES256';
    const point = Buffer.from(publicKey, 'base64url');
    const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') };
    const signed = verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signaturePart, 'base64url'));
    if (!signed) return 'The VAPID JWT signature does not verify';
    const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
    const now = Date.now() / 1000;
    if (claims.aud !== audience) return `The VAPID JWT is for ${claims.aud}, not this push service`;
    if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + MAX_JWT_LIFETIME_S + 60) return 'The VAPID JWT has expired or lives too long';
    if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return 'The VAPID JWT needs a mailto: or https: subject';
    return { aud: claims.aud, exp: claims.exp, sub: claims.sub };
  } catch {
    return 'Malformed VAPID JWT';
  }
}

function reply(res: ServerResponse, status: number, text?: string): void {
  if (res.headersSent) return;
  res.writeHead(status, text ? { 'content-type': 'text/plain; charset=utf-8' } : {});
  res.end(text);
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
