import { SESSION_COOKIE } from '@heirloom/shared/constants';

/**
 * The session id lives only in this cookie: HttpOnly (no script can read it), SameSite=Lax (not
 * sent on cross-site POSTs), Secure outside local runs (localhost is served over plain http).
 */
export function sessionCookie(sessionId: string, expiresAtSeconds: number, nowMs = Date.now()): string {
  const maxAge = Math.max(0, expiresAtSeconds - Math.floor(nowMs / 1000));
  return `${SESSION_COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure()}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure()}`;
}

const secure = () => (process.env.STAGE === 'local' ? '' : '; Secure');
