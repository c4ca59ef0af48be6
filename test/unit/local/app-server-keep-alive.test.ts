import { request, type IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { listenAppServer } from '../../../infra/local/app-server';
import { createLog } from '../../../infra/local/log';

const headersOf = (port: number, path: string) =>
  new Promise<IncomingHttpHeaders>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { connection: 'keep-alive' } }, (response) => {
      response.resume();
      resolve(response.headers);
    })
      .on('error', reject)
      .end();
  });

describe('the local app server', () => {
  it('tells clients it keeps an idle connection for a minute, so they never reuse one it is closing', async () => {
    const app = await listenAppServer({ port: 0, host: '127.0.0.1', portFallback: false, log: createLog(true) });
    try {
      // Answered 503 until the stand-ins are ready; the connection's terms are the same.
      const headers = await headersOf(app.port, '/api/health');
      expect(headers.connection).toBe('keep-alive');
      expect(Number(/timeout=(\d+)/.exec(String(headers['keep-alive']))?.[1])).toBeGreaterThanOrEqual(60);
    } finally {
      await app.close();
    }
  });
});
