import { messageEvent } from '@heirloom/shared/contracts/messages';
import { recordMessageEvent } from '../domain/messages/deliver';
import { logger } from '../runtime/logger';
import { messagesDeps } from '../runtime/messages-deps';
import { queueHandler } from '../runtime/queue/queue-handler';

/**
 * The messages queue, ten events to a batch: each becomes messages for the people it concerns,
 * sent at once where they asked for that. Each event succeeds or fails on its own, so one that
 * keeps failing goes to the dead-letter queue without holding up the rest.
 */
export const handler = queueHandler(messageEvent, async (event) => {
  const made = await recordMessageEvent(messagesDeps(), event);
  logger.info('Message event handled', { kind: event.kind, made });
});
