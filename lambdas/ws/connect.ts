import { SESSION_COOKIE } from '@heirloom/shared/constants';
import { readCookie } from '../runtime/http/cookies';
import { httpDeps } from '../runtime/http-deps';
import { logger } from '../runtime/logger';
import { connectionStore } from '../runtime/realtime-deps';
import { connectOriginAllowed } from '../runtime/ws/connect-origin';
import { header, type WsEvent, type WsResult } from '../runtime/ws/ws-event';

/**
 * A WebSocket opens only for a signed-in browser on the app's own page (its Origin): the session
 * cookie rides on the upgrade request.
 * The connection is remembered against the user so results can be pushed to every open tab.
 */
export async function handler(event: WsEvent): Promise<WsResult> {
  logger.resetKeys();
  logger.appendKeys({ requestId: event.requestContext.requestId, connectionId: event.requestContext.connectionId });
  const origin = header(event, 'origin');
  if (!connectOriginAllowed(origin)) {
    logger.info('Realtime connection refused: another origin', { origin });
    return { statusCode: 403, body: 'Forbidden' };
  }
  const cookie = header(event, 'cookie');
  const sessionId = readCookie(cookie ? [cookie] : [], SESSION_COOKIE);
  const session = sessionId ? await httpDeps.sessions().resolve(sessionId) : null;
  // A password-reset code's session only lets its holder choose a new password.
  if (!session || session.scope === 'password-reset') {
    logger.info('Realtime connection refused: no live session');
    return { statusCode: 401, body: 'Please sign in to continue' };
  }
  await connectionStore().add({
    connectionId: event.requestContext.connectionId,
    userId: session.userId,
    connectedAt: event.requestContext.connectedAt ?? Date.now(),
  });
  return { statusCode: 200 };
}
