import type { AccountsDeps } from './deps';
import { newToken } from './secrets';

/** Sessions last 30 days from their last refresh (the client refreshes through /token). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export async function startSession(
  deps: AccountsDeps,
  userId: string,
  options: { scope?: 'password-reset'; ttlSeconds?: number } = {},
): Promise<{ sessionId: string; expiresAt: number }> {
  const sessionId = newToken();
  const expiresAt = Math.floor(deps.now() / 1000) + (options.ttlSeconds ?? SESSION_TTL_SECONDS);
  await deps.sessions.create({ sessionId, userId, expiresAt, ...(options.scope ? { scope: options.scope } : {}) });
  return { sessionId, expiresAt };
}
