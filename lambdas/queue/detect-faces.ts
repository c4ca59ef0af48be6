import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import { facesQueueMessage, type DetectFacesMessage, type FacesQueueMessage } from '@heirloom/shared/contracts/faces';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
// The model runs here when the stage's face engine is 'model' (its bundle then ships it: infra face-model-processing.ts).
import { detectFaces } from '../adapters/local/face-model';
import { RecognitionThrottledError } from '../adapters/paced-face-recognition';
import { searchArrivedFaces } from '../domain/faces/match-arrived';
import { regroupFamilyFaces } from '../domain/faces/regroup-family';
import { scanPhotoFaces } from '../domain/faces/scan-photo';
import { LeaseBusyError } from '../ports/lease';
import { sqsClient } from '../runtime/clients';
import { readEnv } from '../runtime/env';
import { faceDeps, facesQueue } from '../runtime/faces-deps';
import { countMetric, PRODUCT_METRICS, publishMetrics } from '../runtime/metrics';
import { logger } from '../runtime/logger';
import { messageEvents } from '../runtime/messages-deps';
import { queueConsumers } from './consumers';

const FACES = queueConsumers.find((consumer) => consumer.queue === 'faces')!;
/**
 * A photo is not started with less time left than this: its calls (an IndexFaces and a search per
 * face) with their throttling retries, a few seconds each at worst. A photo cut off by the timeout
 * would come back only after the queue's visibility timeout, one receive nearer the dead letters.
 */
const TIME_FOR_A_PHOTO_MS = 45_000;
/**
 * A family is regrouped only with this much time left: it reads the family's faces and the
 * look-alikes they keep (no recognition calls), ~8 s for 10,000 faces on the bench's CPU.
 */
const TIME_FOR_A_REGROUP_MS = 60_000;
/** The longest a busy photo waits before its next try. */
const MAX_RETRY_DELAY_SECONDS = 600;

/**
 * The faces queue (FIFO, one message group per family): {photo_id, library_id}, sent when a photo or
 * video has been processed and by the backfill of photos that came before faces. Finds the photo's
 * faces, crops them and groups them with people (one grouping at a time per family, scan-photo.ts);
 * a photo already scanned is skipped, so a repeated message changes nothing. Two more kinds come
 * from a member's join (move-family-items.ts): {photo_id, arrived} for each photo that moved in,
 * whose faces are searched among the family's (match-arrived.ts), and, behind them, {regroup} for
 * the family, regrouped then whatever its count of new faces.
 *
 * The batch's photos go one after another, each paced below the account's Rekognition rate. A
 * photo Rekognition keeps throttling is not a failed photo: it goes back to the queue to wait
 * (longer each time), as do the batch's photos after it, and it never reaches the dead-letter queue
 * for it: short of maxReceiveCount it is sent again as a fresh message instead. Only a
 * photo that fails for itself (an unreadable image) is retried and finally dead-lettered.
 * The photos after a failed one are still handled: the order of a family's photos does not matter
 * to grouping, only that they are grouped one at a time.
 */
export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  logger.resetKeys();
  if (context) logger.addContext(context);
  const failed: string[] = [];
  const regroupDue = new Set<string>();
  let waitReason: string | null = null;
  for (const record of event.Records) {
    logger.appendKeys({ messageId: record.messageId, receiveCount: record.attributes?.ApproximateReceiveCount });
    let message: FacesQueueMessage;
    try {
      message = facesQueueMessage.parse(JSON.parse(record.body));
    } catch (error) {
      logger.error('Unreadable faces message', error as Error);
      failed.push(record.messageId);
      continue;
    }
    const timeNeeded = 'regroup' in message ? TIME_FOR_A_REGROUP_MS : TIME_FOR_A_PHOTO_MS;
    if (!waitReason && context && context.getRemainingTimeInMillis() < timeNeeded) waitReason = 'out of time';
    if (waitReason) {
      if (await waitInQueue(record, message, waitReason)) failed.push(record.messageId);
      continue;
    }
    try {
      if ('regroup' in message) {
        // Asked for (a join has ended): now, in the family's turn, whatever the count of new faces.
        await regroup(message.library_id);
        regroupDue.delete(message.library_id);
        continue;
      }
      const ownerId = message.arrived ? await matchArrived(message) : await scan(message);
      if (ownerId) regroupDue.add(ownerId);
    } catch (error) {
      if (error instanceof RecognitionThrottledError || error instanceof LeaseBusyError) {
        // Throttled: the account is busy, so the rest of the batch waits too. A busy lease: this photo only.
        if (error instanceof RecognitionThrottledError) waitReason = 'throttled';
        if (await waitInQueue(record, message, error.message)) failed.push(record.messageId);
        continue;
      }
      logger.error('Queue message failed', error as Error);
      failed.push(record.messageId);
    }
  }
  // After a big upload: once the queue has less than a full batch to give (the family's photos
  // have stopped coming), a family with enough new faces is regrouped as a whole, so the order its
  // photos came in does not decide its people. Not now: the next batch or the family's own
  // request does it (the count of new faces is kept).
  if (event.Records.length < FACES.batchSize && !waitReason) {
    for (const ownerId of regroupDue) {
      if (context && context.getRemainingTimeInMillis() < TIME_FOR_A_REGROUP_MS) break;
      try {
        await regroup(ownerId);
      } catch (error) {
        logger.warn('Faces not regrouped this time', { ownerId, error: String(error) });
      }
    }
  }
  publishMetrics();
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
}

async function regroup(ownerId: string): Promise<void> {
  const outcome = await regroupFamilyFaces(await faceDeps(detectFaces), ownerId);
  logger.info('Faces regrouped', { ownerId, faces: outcome.faces, searches: outcome.searches, moved: outcome.moved, newUnnamed: outcome.newUnnamed.length, emptied: outcome.emptied.length });
}

/** Searches the faces of a photo that arrived with a joining member among the family's; answers the family when it is due a regrouping. */
async function matchArrived({ photo_id }: DetectFacesMessage): Promise<string | null> {
  const result = await searchArrivedFaces(await faceDeps(detectFaces), photo_id);
  logger.info('Arrived faces searched', { photoId: photo_id, ...result });
  return result.regroupDue ? result.ownerId : null;
}

/** Scans a photo; answers its library when that family is due a regrouping. */
async function scan({ photo_id }: DetectFacesMessage): Promise<string | null> {
  const deps = await faceDeps(detectFaces);
  const result = await scanPhotoFaces(deps, photo_id);
  logger.info('Faces', { photoId: photo_id, ...result });
  if (result.outcome === 'scanned') countMetric(PRODUCT_METRICS.facesFound, result.faces);
  if (result.outcome === 'scanned' && result.newUnnamed.length) {
    const photo = await deps.photos.getPhoto(photo_id);
    if (photo) await messageEvents().send({ kind: 'unnamed_people', user_id: photo.uploaderId, photo_id, count: result.newUnnamed.length, at: Date.now() });
  }
  return result.regroupDue && result.ownerId ? result.ownerId : null;
}

/**
 * Puts a photo back to wait for a later try: it shows again after a delay that doubles with each
 * receive (and each earlier re-send), and is answered as failed. One receive short of the
 * dead-letter queue (a failure at that receive would be its last) it is sent again as a fresh
 * message, whose receives count from one, and answered as done. Answers whether it stays in the
 * batch's failures.
 */
async function waitInQueue(record: SQSRecord, message: FacesQueueMessage, reason: string): Promise<boolean> {
  const subject = 'regroup' in message ? { libraryId: message.library_id } : { photoId: message.photo_id };
  const receives = Number(record.attributes?.ApproximateReceiveCount ?? '1') || 1;
  const deferrals = message.deferrals ?? 0;
  if (receives >= FACES.maxReceiveCount - 1) {
    try {
      await facesQueue().sendAgain({ ...message, deferrals: deferrals + 1 }, `w${deferrals + 1}`);
      logger.warn('Sent to the faces queue again', { ...subject, reason, receives, deferrals: deferrals + 1 });
      return false;
    } catch (error) {
      // Not sent: this message stays, and the next receive tries again.
      logger.error('Could not send a waiting photo to the faces queue again', error as Error);
      return true;
    }
  }
  const delaySeconds = Math.min(MAX_RETRY_DELAY_SECONDS, 2 ** (receives + 2 * deferrals));
  try {
    await sqsClient().send(new ChangeMessageVisibilityCommand({ QueueUrl: readEnv('facesQueueUrl'), ReceiptHandle: record.receiptHandle, VisibilityTimeout: delaySeconds }));
  } catch (error) {
    // It comes back after the queue's own visibility timeout instead.
    logger.warn('Could not shorten the wait of a faces message', { error: String(error) });
  }
  logger.warn('Waits in the faces queue', { ...subject, reason, receives, delaySeconds });
  return true;
}
