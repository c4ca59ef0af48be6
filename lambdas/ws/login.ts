import { realtimeLogin } from '@heirloom/shared/contracts/realtime';
import { replayUploadOutcomes } from '../domain/uploads/processing/replay-outcomes';
import { logger } from '../runtime/logger';
import { mediaCatalog, mediaUrlSigner, uploadStore } from '../runtime/media-deps';
import { connectionStore, realtimePublisher } from '../runtime/realtime-deps';
import type { WsEvent, WsResult } from '../runtime/ws/ws-event';
import { nestsDeeperThan } from '../runtime/http/json-depth';

/**
 * The spec's login action. The connection was authenticated at $connect; this confirms it to the
 * client, and replays the outcome of any upload it names that finished while it was away.
 */
export async function handler(event: WsEvent): Promise<WsResult> {
  const { connectionId, requestId } = event.requestContext;
  logger.resetKeys();
  logger.appendKeys({ requestId, connectionId });
  const publisher = realtimePublisher();
  const parsed = realtimeLogin.safeParse(safeJson(event.body));
  if (!parsed.success) {
    await publisher.toConnection(connectionId, { type: 'error', message: 'The login message is not valid' });
    return { statusCode: 400 };
  }
  const connection = await connectionStore().get(connectionId);
  if (!connection) {
    await publisher.toConnection(connectionId, { type: 'login_failed', message: 'Please sign in to continue' });
    return { statusCode: 401 };
  }
  await publisher.toConnection(connectionId, { type: 'login_ok', user_id: connection.userId });
  await replayUploadOutcomes({ uploads: uploadStore(), catalog: mediaCatalog(), signer: mediaUrlSigner(), realtime: publisher }, connectionId, connection.userId, parsed.data.processing_ids);
  return { statusCode: 200 };
}

function safeJson(body: string | null | undefined): unknown {
  if (body && nestsDeeperThan(body)) return undefined;
  try {
    return JSON.parse(body ?? '');
  } catch {
    return undefined;
  }
}
