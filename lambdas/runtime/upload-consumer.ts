import { s3Notification } from '@heirloom/shared/contracts/queue';
import { storageWarningFor } from '../domain/messages/storage-warning';
import { processUploadedObject, type ProcessingOutcome } from '../domain/uploads/processing/process-uploaded-object';
import type { UploadLane } from '../domain/uploads/processing/upload-lanes';
import { parseUploadKey } from '../domain/uploads/object-keys';
import { queueConsumers, type QueueName } from '../queue/consumers';
import { logger } from './logger';
import { messageEvents, messagesDeps } from './messages-deps';
import { countMetric, PRODUCT_METRICS } from './metrics';
import { processingDeps } from './processing-deps';
import { queueHandler } from './queue/queue-handler';

/**
 * The consumer of one upload lane's queue (lambdas/queue/consumers.ts): every message is an S3
 * notification (or one shaped like it: a routed upload, an archive's next slice), and each file
 * it names becomes a photo, video, document, tree import or archive import, its owner's tabs told.
 */
export function uploadConsumer(queue: QueueName, lane: UploadLane) {
  const consumer = queueConsumers.find((c) => c.queue === queue);
  if (!consumer) throw new Error(`No consumer for the ${queue} queue in lambdas/queue/consumers.ts`);
  return queueHandler(s3Notification, async ({ Records }, record) => {
    const receiveCount = Number(record.attributes?.ApproximateReceiveCount ?? 1);
    for (const s3Record of Records) {
      if (!s3Record.eventName.startsWith('ObjectCreated')) continue;
      const key = s3Record.s3.object.key;
      const outcome = await processUploadedObject(processingDeps(), key, {
        receiveCount,
        maxReceiveCount: consumer.maxReceiveCount,
        visibilityTimeoutMs: consumer.visibilityTimeoutSeconds * 1000,
        lane,
        laneWindowsMs: LANE_WINDOWS_MS,
      });
      logger.info('Upload processed', { key, lane, outcome });
      countOutcome(lane, outcome);
      if (outcome === 'complete') await warnIfStorageNearlyFull(key);
    }
  });
}

/** A tree file or an archive done is an import finished; a photo, video or document done is an upload processed. */
function countOutcome(lane: UploadLane, outcome: ProcessingOutcome): void {
  if (outcome === 'complete') countMetric(lane === 'gedcom' || lane === 'archives' ? PRODUCT_METRICS.importsFinished : PRODUCT_METRICS.uploadsProcessed);
  if (outcome === 'failed') countMetric(PRODUCT_METRICS.uploadsFailed);
}

const LANE_QUEUES: Record<UploadLane, QueueName> = { photos: 'processing', videos: 'videos', archives: 'archives', gedcom: 'gedcomImports' };
/** Each lane's queue: how long it may hold and retry an upload (every receive its full visibility timeout). */
const LANE_WINDOWS_MS = Object.fromEntries(
  Object.entries(LANE_QUEUES).map(([lane, queue]) => {
    const consumer = queueConsumers.find((c) => c.queue === queue)!;
    return [lane, consumer.maxReceiveCount * consumer.visibilityTimeoutSeconds * 1000];
  }),
) as Record<UploadLane, number>;

/** The uploader is told once a month when their space is 90% used (storage_nearly_full). */
async function warnIfStorageNearlyFull(key: string): Promise<void> {
  const userId = parseUploadKey(key)?.userId;
  const user = userId ? await messagesDeps().users.getUser(userId) : null;
  const warning = user ? storageWarningFor(user, Date.now()) : null;
  if (warning) await messageEvents().send(warning);
}
