import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '../runtime/logger';
import { connectionStore } from '../runtime/realtime-deps';

/** API Gateway closes every WebSocket within two hours; anything older is certainly gone. */
const MAX_CONNECTION_AGE_MS = 2 * 60 * 60 * 1000;

/**
 * Disconnect events can be lost (a Lambda error, a region hiccup), and a stale record costs a
 * failed post on every push to that user. TTL removes them eventually; this removes them hourly.
 */
export async function handler(_event?: ScheduledEvent): Promise<{ removed: number }> {
  logger.resetKeys();
  const store = connectionStore();
  const cutoff = Date.now() - MAX_CONNECTION_AGE_MS;
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await store.openedBefore(cutoff, cursor);
    await Promise.all(page.connections.map((c) => store.remove(c.connectionId)));
    removed += page.connections.length;
    cursor = page.cursor ?? undefined;
  } while (cursor);
  logger.info('Stale realtime connections removed', { removed });
  return { removed };
}
