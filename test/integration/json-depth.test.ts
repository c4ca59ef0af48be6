import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { TOO_DEEP_MESSAGE } from '../../lambdas/runtime/http/json-depth';
import { signUpVerified } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * Every route that takes a JSON body, signed in, sent one nested 2,000 levels deep: each answers
 * 400 with words, none 500 (the validators walk a value by recursion).
 */
let stack: TestStack;
let cookie: string;
beforeAll(async () => {
  stack = await startTestStack();
  cookie = (await signUpVerified(stack)).client.sessionCookie!;
});
afterAll(async () => {
  await stack?.stop();
});

const jsonRoutes = Object.entries(endpoints).filter(([, endpoint]) => endpoint.method !== 'GET' && endpoint.request !== undefined);
const deepBody = `${'['.repeat(2000)}${']'.repeat(2000)}`;

describe('request bodies nested too deeply', () => {
  it('there are JSON routes to try', () => {
    expect(jsonRoutes.length).toBeGreaterThan(40);
  });

  it.each(jsonRoutes)('%s answers 400 in words', async (_name, endpoint) => {
    const path = endpoint.path.replace(/\{[^}]+\}/g, '01ARZ3NDEKTSV4RRFFQ69G5FAV');
    const response = await stack.fetch(`/api${path}`, {
      method: endpoint.method,
      headers: { cookie, 'x-requested-with': 'heirloom', 'content-type': 'application/json' },
      body: deepBody,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(TOO_DEEP_MESSAGE);
  });
});
