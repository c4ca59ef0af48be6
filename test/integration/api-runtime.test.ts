import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpHandler } from '../../lambdas/runtime/http/http-handler';
import { httpDeps } from '../../lambdas/runtime/http-deps';
import { logger } from '../../lambdas/runtime/logger';
import { signedInCookie } from '../support/sessions';
import { startTestStack, type TestStack } from '../support/local-stack';

/** A route that fails the way a bug would, mounted for this test only (never in the manifest). */
const brokenRoute = httpHandler(
  {
    auth: 'public',
    handle: async () => {
      throw new Error('connection to table heirloom-secret refused');
    },
  },
  httpDeps,
);

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ extraHttpRoutes: [{ method: 'GET', path: '/api/test/broken', handler: brokenRoute }] });
});
afterAll(async () => {
  await stack?.stop();
});

describe('the API over HTTP, as the browser calls it', () => {
  it('GET /api/health answers 200 from the real handler', async () => {
    const response = await stack.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', stage: 'local' });
  });

  it('GET /api/session answers 401 signed out and the user id with a live session cookie', async () => {
    expect((await stack.fetch('/api/session')).status).toBe(401);
    const cookie = await signedInCookie('user-123');
    const response = await stack.fetch('/api/session', { headers: { cookie } });
    expect(await response.json()).toEqual({ user_id: 'user-123' });
  });

  it('refuses an expired session', async () => {
    const cookie = await signedInCookie('user-expired', -10);
    expect((await stack.fetch('/api/session', { headers: { cookie } })).status).toBe(401);
  });

  it('answers bad input with 400 and a message per field', async () => {
    const response = await stack.fetch('/api/client_errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'heirloom' },
      body: JSON.stringify({ message: '', url: 42 }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string[]> };
    expect(body.fields).toEqual({ message: ['Message is required'], url: [expect.stringMatching(/string/i)] });
  });

  it('accepts a valid client error report', async () => {
    const response = await stack.fetch('/api/client_errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'heirloom' },
      body: JSON.stringify({ message: 'TypeError: x is undefined', url: '/photos/strip' }),
    });
    expect(await response.json()).toEqual({ received: true });
  });

  it('answers an unknown route with 404', async () => {
    const response = await stack.fetch('/api/definitely/not/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('answers a thrown error with a generic 500 and logs the detail with the request id', async () => {
    const logged = vi.spyOn(logger, 'error');
    const response = await stack.fetch('/api/test/broken');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('heirloom-secret');
    expect(JSON.parse(text)).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(logged).toHaveBeenCalledWith('Unhandled error', expect.objectContaining({ message: 'connection to table heirloom-secret refused' }));
    logged.mockRestore();
  });
});
