// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, ApiError, buildPath, NETWORK_ERROR_STATUS } from '../../../web/src/lib/api-client';
import { shouldRetry } from '../../../web/src/lib/query-client';
import { endpointTable } from '../../../web/scripts/endpoint-table';
import { fakeServer, json } from './helpers';

/** The table the client build swaps in for the shared one (web/scripts/endpoint-table.ts). */
async function browserEndpointTable(): Promise<Record<string, unknown>> {
  const plugin = endpointTable() as unknown as { resolveId(source: string): string | null; load(id: string): string | null };
  const id = plugin.resolveId('@heirloom/shared/contracts/http-api')!;
  const code = plugin.load(id)!;
  return JSON.parse(code.replace(/^export const endpoints = /, '').replace(/;\s*$/, '')) as Record<string, unknown>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const report = { message: 'TypeError: x is undefined', url: 'http://localhost/plans' };

describe('api client', () => {
  it('GETs same-origin under /api with the cookie, without a CSRF header, and returns the parsed body', async () => {
    const requests = fakeServer({ 'GET /api/health': () => json(200, { status: 'ok', stage: 'dev' }) });

    const health = await api(endpoints.getHealth);

    expect(health).toEqual({ status: 'ok', stage: 'dev' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/health', credentials: 'same-origin' });
    expect(requests[0]?.headers['x-requested-with']).toBeUndefined();
  });

  it('sends the CSRF header and a JSON body on POST', async () => {
    const requests = fakeServer({ 'POST /api/client_errors': () => json(202, { received: true }) });

    await expect(api(endpoints.postClientError, report)).resolves.toEqual({ received: true });

    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/client_errors', credentials: 'same-origin', body: report });
    expect(requests[0]?.headers['x-requested-with']).toBe('heirloom');
    expect(requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('maps an error body to ApiError with status, message and field messages', async () => {
    fakeServer({
      'POST /api/client_errors': () =>
        json(400, { message: 'Please correct the highlighted fields', fields: { url: ['URL is required'], 'a.b': ['one', 'two'] } }),
    });

    const error = await api(endpoints.postClientError, report).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe('Please correct the highlighted fields');
    expect(apiError.fields).toEqual({ url: ['URL is required'], 'a.b': ['one', 'two'] });
    expect(apiError.fieldMessage('a.b')).toBe('one');
    expect(apiError.isClientError).toBe(true);
  });

  it('gives a readable message when the error body is not the API shape', async () => {
    fakeServer({ 'GET /api/session': () => new Response('<html>Bad gateway</html>', { status: 502 }) });

    const error = (await api(endpoints.getSession).catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/went wrong on our side/);
    expect(error.fields).toEqual({});
  });

  it('keeps 401 distinguishable for the session check', async () => {
    fakeServer({ 'GET /api/session': () => json(401, { message: 'Not signed in' }) });

    const error = (await api(endpoints.getSession).catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(401);
    expect(error.message).toBe('Not signed in');
  });

  it('rejects a 2xx answer that is not the shape the contract names (a proxy page, a stray null)', async () => {
    fakeServer({
      'GET /api/health': () => json(200, null),
      'GET /api/session': () => new Response('<html>Sign in to the hotel wifi</html>', { status: 200 }),
    });

    const notAnObject = (await api(endpoints.getHealth).catch((e: unknown) => e)) as ApiError;
    const notJson = (await api(endpoints.getSession).catch((e: unknown) => e)) as ApiError;

    expect(notAnObject).toBeInstanceOf(ApiError);
    expect(notAnObject.message).toMatch(/unexpected response/);
    expect(notJson.message).toMatch(/unexpected response/);
  });

  it('works from the browser build\'s endpoint table (no schemas, the response shape as a word)', async () => {
    const table = await browserEndpointTable();
    const requests = fakeServer({ 'POST /api/client_errors': () => json(202, { received: true }), 'GET /api/health': () => json(200, []) });

    await expect(api(table.postClientError as typeof endpoints.postClientError, report)).resolves.toEqual({ received: true });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/client_errors', body: report });
    await expect(api(table.getHealth as typeof endpoints.getHealth)).rejects.toThrow(/unexpected response/);
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));

    const error = (await api(endpoints.getHealth).catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(NETWORK_ERROR_STATUS);
    expect(error.message).toMatch(/couldn't reach Heirloom/);
  });

  it('sends what the caller gave, leaving validation to the handler, whose 400 names the fields', async () => {
    const requests = fakeServer({ 'POST /api/client_errors': () => json(400, { message: 'Please correct the highlighted fields', fields: { message: ['Message is required'] } }) });

    const error = (await api(endpoints.postClientError, { message: '   ', url: '/' }).catch((e: unknown) => e)) as ApiError;

    expect(requests[0]?.body).toEqual({ message: '   ', url: '/' });
    expect(error.status).toBe(400);
    expect(error.fieldMessage('message')).toBe('Message is required');
  });

  it('fills path parameters, encoded, and adds query values', async () => {
    const unlinkFace = {
      method: 'DELETE',
      path: '/person/{person_id}/face/{face_id}',
      request: undefined,
      response: z.object({ ok: z.boolean() }),
    } as const;
    const requests = fakeServer({ 'DELETE /api/person/p%201/face/f2': () => json(200, { ok: true }) });

    await api(unlinkFace, { params: { person_id: 'p 1', face_id: 'f2' }, query: { list: ['Me', 'Kids'], page: 2, skip: undefined } });

    expect(requests[0]?.url).toBe('/api/person/p%201/face/f2?list=Me&list=Kids&page=2');
    expect(requests[0]?.headers['x-requested-with']).toBe('heirloom');
    expect(buildPath('/photo/:id', { id: 7 })).toBe('/photo/7');
    expect(() => buildPath('/photo/{id}', {})).toThrow(/Missing path parameter "id"/);
  });

  it('rethrows an abort as it is, so a cancelled query is not shown as an error', async () => {
    fakeServer({});
    const controller = new AbortController();
    controller.abort();

    const error = await api(endpoints.getHealth, { signal: controller.signal }).catch((e: unknown) => e);

    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('the browser build\'s endpoint table', () => {
  it('has every shared endpoint with its method, path and whether it sends a body, and no schema', async () => {
    const table = await browserEndpointTable();

    expect(Object.keys(table).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(table[name], name).toEqual({
        method: endpoint.method,
        path: endpoint.path,
        ...(endpoint.request ? { request: true } : {}),
        response: expect.stringMatching(/^(object|array|any)$/),
      });
    }
    expect(table.getUser).toMatchObject({ response: 'object' });
  });
});

describe('query retry policy', () => {
  it('retries network failures and 5xx, never 4xx, at most 3 times', () => {
    expect(shouldRetry(0, new ApiError(503, 'down'))).toBe(true);
    expect(shouldRetry(0, new ApiError(0, 'offline'))).toBe(true);
    expect(shouldRetry(0, new ApiError(404, 'missing'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'signed out'))).toBe(false);
    expect(shouldRetry(3, new ApiError(503, 'down'))).toBe(false);
  });
});
