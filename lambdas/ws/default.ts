import { logger } from '../runtime/logger';
import { realtimePublisher } from '../runtime/realtime-deps';
import type { WsEvent, WsResult } from '../runtime/ws/ws-event';

/** Any message whose action has no route: tell the client instead of dropping it silently. */
export async function handler(event: WsEvent): Promise<WsResult> {
  const { connectionId, requestId } = event.requestContext;
  logger.resetKeys();
  logger.appendKeys({ requestId, connectionId });
  logger.info('Unknown realtime action');
  await realtimePublisher().toConnection(connectionId, { type: 'error', message: 'Unknown action' });
  return { statusCode: 400 };
}
