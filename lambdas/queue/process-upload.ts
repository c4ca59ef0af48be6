import { s3Notification } from '@heirloom/shared/contracts/queue';
import { isConditionalCheckFailure } from '../adapters/aws/conditional-check';
import { storedFileEntity } from '../adapters/aws/entities/stored-file-entity';
import { ownerOfKey } from '../domain/uploads/object-keys';
import { documentClient } from '../runtime/clients';
import { readEnv } from '../runtime/env';
import { logger } from '../runtime/logger';
import { queueHandler } from '../runtime/queue/queue-handler';
import { realtimePublisher } from '../runtime/realtime-deps';

const storedFiles = storedFileEntity(documentClient(), readEnv('tableName'));

/**
 * S3 ObjectCreated notifications for the uploads bucket, ten to a batch. Each new object is
 * recorded once (key + ETag), and its owner's open tabs are told it has arrived.
 */
export const handler = queueHandler(s3Notification, async ({ Records }) => {
  for (const record of Records) {
    if (!record.eventName.startsWith('ObjectCreated')) continue;
    const { key, size = 0, eTag = 'none' } = record.s3.object;
    const ownerId = ownerOfKey(key);
    if (!ownerId) {
      // Nothing outside a user's prefix is ours to process; retrying would not change that.
      logger.warn('Ignoring an object outside any user prefix', { key });
      continue;
    }
    const firstDelivery = await recordOnce({ objectKey: key, eTag, ownerId, size, receivedAt: Date.now() });
    if (!firstDelivery) {
      logger.info('Duplicate delivery ignored', { key, eTag });
      continue;
    }
    await realtimePublisher().toUser(ownerId, { type: 'processing_complete', upload_id: key, item: { object_key: key, size } });
  }
});

async function recordOnce(file: { objectKey: string; eTag: string; ownerId: string; size: number; receivedAt: number }): Promise<boolean> {
  try {
    await storedFiles.create(file).go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
