import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '@heirloom/shared/constants';
import { DynamoSessionStore } from '../../lambdas/adapters/aws/dynamo-session-store';
import { documentClient } from '../../lambdas/runtime/clients';
import { readEnv } from '../../lambdas/runtime/env';

/**
 * Stores a real session in the local table and returns the Cookie header a browser would send.
 * (Signing in through the API arrives with the accounts capability; until then tests seed it.)
 */
export async function signedInCookie(userId: string, ttlSeconds = 3600): Promise<string> {
  const sessionId = randomBytes(32).toString('base64url');
  const store = new DynamoSessionStore(documentClient(), readEnv('tableName'));
  await store.create({ sessionId, userId, expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds });
  return `${SESSION_COOKIE}=${sessionId}`;
}
