import { logger } from '../runtime/logger';
import { connectionStore } from '../runtime/realtime-deps';
import type { WsEvent, WsResult } from '../runtime/ws/ws-event';

export async function handler(event: WsEvent): Promise<WsResult> {
  logger.resetKeys();
  logger.appendKeys({ requestId: event.requestContext.requestId, connectionId: event.requestContext.connectionId });
  await connectionStore().remove(event.requestContext.connectionId);
  return { statusCode: 200 };
}
