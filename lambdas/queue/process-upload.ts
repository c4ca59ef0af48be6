import { s3Notification } from '@heirloom/shared/contracts/queue';
import { processUploadedObject } from '../domain/uploads/processing/process-uploaded-object';
import { logger } from '../runtime/logger';
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
  }
});
