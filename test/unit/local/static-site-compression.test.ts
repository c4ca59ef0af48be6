import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite, pickEncoding } from '../../../infra/local/static-site';

let root: string;
let server: Server;
let base: string;
const CODE = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'heirloom-site-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), `<!doctype html><title>x</title>${'<!-- padding -->'.repeat(100)}`);
  writeFileSync(join(root, 'assets', 'app-abc123.js'), CODE);
  writeFileSync(join(root, 'assets', 'photo.png'), Buffer.alloc(4000, 1));
  server = createServer(createStaticSite(root));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    // node:http, not fetch: fetch would decompress and hide the encoding.
    import('node:http').then(({ get: httpGet }) =>
      httpGet(`${base}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject),
    );
  });

describe('the local static site compresses as CloudFront does', () => {
  it('prefers Brotli, falls back to gzip, and sends plain bytes to a client that accepts neither', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(CODE);
    expect(br.body.length).toBeLessThan(CODE.length / 10);

    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(CODE);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CODE);
  });

  it('leaves pictures alone and still serves index.html for client-side routes', async () => {
    expect((await get('/assets/photo.png', 'br')).headers['content-encoding']).toBeUndefined();
    const route = await get('/photos/strip', 'gzip');
    expect(route.status).toBe(200);
    expect(route.body.toString()).toContain('<title>x</title>');
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
