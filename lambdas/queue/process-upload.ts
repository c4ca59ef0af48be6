import { s3Notification } from '@heirloom/shared/contracts/queue';
import { processUploadedObject } from '../domain/uploads/processing/process-uploaded-object';
import { storageWarningFor } from '../domain/messages/storage-warning';
import { parseUploadKey } from '../domain/uploads/object-keys';
import { logger } from '../runtime/logger';
import { messageEvents, messagesDeps } from '../runtime/messages-deps';
import { processingDeps } from '../runtime/processing-deps';
import { queueHandler } from '../runtime/queue/queue-handler';
import { queueConsumers } from './consumers';

const MAX_RECEIVE_COUNT = queueConsumers.find((c) => c.queue === 'processing')!.maxReceiveCount;

/**
 * S3 ObjectCreated notifications for the uploads bucket, ten to a batch: each new file becomes a
 * photo, video, document or family-tree import, and its owner's open tabs are told.
 */
export const handler = queueHandler(s3Notification, async ({ Records }, record) => {
  const receiveCount = Number(record.attributes?.ApproximateReceiveCount ?? 1);
  for (const s3Record of Records) {
    if (!s3Record.eventName.startsWith('ObjectCreated')) continue;
    const key = s3Record.s3.object.key;
    const outcome = await processUploadedObject(processingDeps(), key, { receiveCount, maxReceiveCount: MAX_RECEIVE_COUNT });
    logger.info('Upload processed', { key, outcome });
    if (outcome === 'complete') await warnIfStorageNearlyFull(key);
  }
});

/** The uploader is told once a month when their space is 90% used (storage_nearly_full). */
async function warnIfStorageNearlyFull(key: string): Promise<void> {
  const userId = parseUploadKey(key)?.userId;
  const user = userId ? await messagesDeps().users.getUser(userId) : null;
  const warning = user ? storageWarningFor(user, Date.now()) : null;
  if (warning) await messageEvents().send(warning);
}
