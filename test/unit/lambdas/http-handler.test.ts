import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { NotFoundError, TooManyRequestsError } from '../../../lambdas/domain/errors';
import type { Session, SessionStore } from '../../../lambdas/ports/session-store';
import { httpHandler } from '../../../lambdas/runtime/http/http-handler';
import { HttpResponse } from '../../../lambdas/runtime/http/response';
import { logger } from '../../../lambdas/runtime/logger';
import { apiEvent } from '../../support/api-gateway-event';

/** A session store double: the real one is exercised by the integration tests. */
function sessionsWith(...sessions: Session[]): { sessions: () => SessionStore } {
  const byId = new Map(sessions.map((s) => [s.sessionId, s]));
  return { sessions: () => ({ resolve: async (id) => byId.get(id) ?? null }) };
}

const alice: Session = { sessionId: 'sess-alice', userId: 'user-alice', expiresAt: 9_999_999_999 };
const json = (result: { body?: string }) => JSON.parse(result.body ?? 'null');
const csrf = { 'x-requested-with': 'heirloom' };

describe('httpHandler', () => {
  const echo = httpHandler(
    {
      auth: 'public',
      body: z.object({ name: z.string().min(2, 'Name must be at least 2 characters'), age: z.number().int('Age must be a whole number') }),
      handle: async ({ body }) => ({ hello: body.name }),
    },
    sessionsWith(),
  );

  it('answers 200 with the JSON the route returns', async () => {
    const result = await echo(apiEvent({ method: 'POST', body: { name: 'Ada', age: 36 }, headers: csrf }));
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-type']).toContain('application/json');
    expect(json(result)).toEqual({ hello: 'Ada' });
  });

  it('answers 400 with a message per invalid field', async () => {
    const result = await echo(apiEvent({ method: 'POST', body: { name: 'A', age: 1.5 }, headers: csrf }));
    expect(result.statusCode).toBe(400);
    expect(json(result).fields).toEqual({ name: ['Name must be at least 2 characters'], age: ['Age must be a whole number'] });
    expect(json(result).message).toContain('name: Name must be at least 2 characters');
  });

  it('answers 400 when the body is not JSON', async () => {
    const result = await echo(apiEvent({ method: 'POST', body: '{not json', headers: csrf }));
    expect(result.statusCode).toBe(400);
    expect(json(result).message).toBe('The request body is not valid JSON');
  });

  it('refuses a state-changing request without the CSRF header, or from another origin', async () => {
    const missing = await echo(apiEvent({ method: 'POST', body: { name: 'Ada', age: 3 } }));
    expect(missing.statusCode).toBe(403);
    const foreign = await echo(apiEvent({ method: 'POST', body: { name: 'Ada', age: 3 }, headers: { ...csrf, origin: 'https://evil.example' } }));
    expect(foreign.statusCode).toBe(403);
    expect(json(foreign).message).toBe('This request came from another site and was refused');
  });

  describe('sessions', () => {
    const whoAmI = httpHandler({ auth: 'session', handle: async ({ session }) => ({ user: session.userId }) }, sessionsWith(alice));

    it('resolves the session from the HttpOnly cookie', async () => {
      const result = await whoAmI(apiEvent({ cookies: ['hl_session=sess-alice'] }));
      expect(result.statusCode).toBe(200);
      expect(json(result)).toEqual({ user: 'user-alice' });
    });

    it('answers 401 without a session or with an unknown one', async () => {
      expect((await whoAmI(apiEvent({}))).statusCode).toBe(401);
      const forged = await whoAmI(apiEvent({ cookies: ['hl_session=sess-mallory'] }));
      expect(forged.statusCode).toBe(401);
      expect(json(forged)).toEqual({ message: 'Please sign in to continue' });
    });
  });

  it('maps domain errors to their status in one place', async () => {
    const missing = httpHandler({ auth: 'public', handle: async () => { throw new NotFoundError('That photo does not exist'); } }, sessionsWith());
    const limited = httpHandler({ auth: 'public', handle: async () => { throw new TooManyRequestsError('Too many attempts'); } }, sessionsWith());
    expect((await missing(apiEvent({}))).statusCode).toBe(404);
    expect(json(await missing(apiEvent({})))).toEqual({ message: 'That photo does not exist' });
    expect((await limited(apiEvent({}))).statusCode).toBe(429);
  });

  it('answers a thrown error with a generic 500 and logs the detail with the request id', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const broken = httpHandler({ auth: 'public', handle: async () => { throw new Error('secret table name leaked'); } }, sessionsWith());
    const result = await broken(apiEvent({}));
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('secret');
    expect(json(result)).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(logged).toHaveBeenCalledWith('Unhandled error', expect.objectContaining({ message: 'secret table name leaked' }));
    logged.mockRestore();
  });

  it('lets a route set status, headers and cookies', async () => {
    const created = httpHandler({ auth: 'public', handle: async () => new HttpResponse(201, { id: 'x' }, { location: '/x' }, ['a=b; HttpOnly']) }, sessionsWith());
    const result = await created(apiEvent({}));
    expect(result.statusCode).toBe(201);
    expect(result.headers?.location).toBe('/x');
    expect(result.cookies).toEqual(['a=b; HttpOnly']);
  });

  it('echoes CORS headers only for the app origin', async () => {
    vi.stubEnv('APP_ORIGIN', 'https://app.example');
    const ok = httpHandler({ auth: 'public', handle: async () => ({}) }, sessionsWith());
    expect((await ok(apiEvent({ headers: { origin: 'https://app.example' } }))).headers?.['access-control-allow-origin']).toBe('https://app.example');
    expect((await ok(apiEvent({ headers: { origin: 'https://evil.example' } }))).headers?.['access-control-allow-origin']).toBeUndefined();
  });
});
