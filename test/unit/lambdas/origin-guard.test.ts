import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress } from '../../../lambdas/runtime/http/client-address';
import { httpHandler } from '../../../lambdas/runtime/http/http-handler';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV, VIEWER_ADDRESS_HEADER } from '../../../lambdas/runtime/http/origin';
import { apiEvent } from '../../support/api-gateway-event';

const SECRET = 'cloudfront-origin-secret-0123456789abcdef';
const noSessions = { sessions: () => ({ resolve: async () => null }) };
const whoAmI = httpHandler({ auth: 'public', handle: async ({ event }) => ({ address: clientAddress(event) }) }, noSessions);
const eventFrom = (sourceIp: string, headers: Record<string, string> = {}) => {
  const event = apiEvent({ headers });
  event.requestContext.http.sourceIp = sourceIp;
  return event;
};

afterEach(() => {
  delete process.env[ORIGIN_VERIFY_SECRET_ENV];
});

describe('without a CDN (the local runtime)', () => {
  it('takes the address from the connection and ignores every address header a client can set', async () => {
    const forged = { [VIEWER_ADDRESS_HEADER]: '203.0.113.7', 'cloudfront-viewer-address': '203.0.113.8:443', 'x-forwarded-for': '203.0.113.9' };
    const result = await whoAmI(eventFrom('127.0.0.5', forged));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual({ address: '127.0.0.5' });
  });
});

describe('behind CloudFront (the origin secret is configured)', () => {
  it('refuses a request that came around CloudFront, straight to the execute-api endpoint', async () => {
    process.env[ORIGIN_VERIFY_SECRET_ENV] = SECRET;
    const direct = await whoAmI(eventFrom('198.51.100.4', { [VIEWER_ADDRESS_HEADER]: '203.0.113.7' }));
    expect(direct.statusCode).toBe(403);
    expect(JSON.parse(direct.body!)).toEqual({ message: 'Forbidden' });
    const wrongSecret = await whoAmI(eventFrom('198.51.100.4', { [ORIGIN_VERIFY_HEADER]: SECRET.replace(/.$/, 'x') }));
    expect(wrongSecret.statusCode).toBe(403);
  });

  it('takes the viewer address CloudFront wrote on a request that carries the secret', async () => {
    process.env[ORIGIN_VERIFY_SECRET_ENV] = SECRET;
    const result = await whoAmI(eventFrom('130.176.0.10', { [ORIGIN_VERIFY_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: '203.0.113.7' }));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual({ address: '203.0.113.7' });
  });
});
