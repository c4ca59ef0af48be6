import { afterEach, describe, expect, it } from 'vitest';
import { handler } from '../../../lambdas/ws/connect';
import type { WsEvent } from '../../../lambdas/runtime/ws/ws-event';

const saved = { STAGE: process.env.STAGE, APP_ORIGIN: process.env.APP_ORIGIN };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** A $connect without a session cookie: past the Origin check it answers 401, before it 403. */
const connect = (headers: Record<string, string>): Promise<{ statusCode: number }> => {
  const event: WsEvent = { requestContext: { connectionId: 'c1', routeKey: '$connect', eventType: 'CONNECT', requestId: 'r1' }, headers };
  return handler(event);
};

describe('WebSocket $connect checks Origin', () => {
  it("in a deployed stage, opens only for the app's own origin", async () => {
    process.env.STAGE = 'prod';
    process.env.APP_ORIGIN = 'https://photos.example.com';
    expect((await connect({ Origin: 'https://photos.example.com' })).statusCode).toBe(401);
    expect((await connect({ origin: 'https://evil.example.net' })).statusCode).toBe(403);
    expect((await connect({ Origin: 'http://localhost:5173' })).statusCode).toBe(403);
    expect((await connect({ Origin: 'https://photos.example.com.evil.example.net' })).statusCode).toBe(403);
    expect((await connect({})).statusCode).toBe(403);
  });

  it('in a stage without a configured origin, lets any origin through (it cannot know its CloudFront domain)', async () => {
    process.env.STAGE = 'dev';
    process.env.APP_ORIGIN = '*';
    expect((await connect({ Origin: 'https://d111111abcdef8.cloudfront.net' })).statusCode).toBe(401);
  });

  it('locally, allows localhost on any port and clients that send no Origin', async () => {
    process.env.STAGE = 'local';
    process.env.APP_ORIGIN = 'http://127.0.0.1:4000';
    expect((await connect({ Origin: 'http://localhost:5173' })).statusCode).toBe(401);
    expect((await connect({ Origin: 'http://127.0.0.1:4000' })).statusCode).toBe(401);
    expect((await connect({})).statusCode).toBe(401);
    expect((await connect({ Origin: 'https://evil.example.net' })).statusCode).toBe(403);
  });
});
