import type { ScheduledEvent } from 'aws-lambda';
import { releaseAbandonedUploads } from '../domain/uploads/abandon-uploads';
import { logger } from '../runtime/logger';
import { objectStorage, uploadStore } from '../runtime/media-deps';
import { realtimePublisher } from '../runtime/realtime-deps';

/** Every 15 minutes: space reserved by uploads whose file never arrived is given back. */
export async function handler(_event?: ScheduledEvent): Promise<{ released: number }> {
  logger.resetKeys();
  const released = await releaseAbandonedUploads({ uploads: uploadStore(), storage: objectStorage(), realtime: realtimePublisher(), now: Date.now });
  logger.info('Abandoned uploads released', { released });
  return { released };
}
