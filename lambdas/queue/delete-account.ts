import { deleteAccountMessage } from '@heirloom/shared/contracts/queue';
import { DynamoOwnedItems } from '../adapters/aws/dynamo-owned-items';
import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import { S3OwnedObjects } from '../adapters/aws/s3-owned-objects';
import { eraseUserData } from '../domain/accounts/erase-user-data';
import { forgetPhotoFaces } from '../domain/faces/forget-photo-faces';
import { cancelAllSubscriptions } from '../domain/billing/billing-summary';
import { billingDeps } from '../runtime/billing-deps';
import { documentClient, s3Client } from '../runtime/clients';
import { faceDeps } from '../runtime/faces-deps';
import { readEnv } from '../runtime/env';
import { logger } from '../runtime/logger';
import { queueHandler } from '../runtime/queue/queue-handler';

const items = new DynamoOwnedItems(documentClient(), readEnv('tableName'));
const sharing = new DynamoSharingStore(documentClient(), readEnv('tableName'));
const objects = new S3OwnedObjects(s3Client(), [readEnv('uploadsBucket'), readEnv('mediaBucket')]);

/** Erases an account whose owner confirmed deletion through the e-mailed link. */
export const handler = queueHandler(deleteAccountMessage, async ({ user_id }) => {
  // First, while the customer link still exists: nothing keeps charging a deleted member.
  const cancelled = await cancelAllSubscriptions(await billingDeps(), user_id);
  if (cancelled) logger.info('Subscriptions cancelled for account deletion', { userId: user_id, cancelled });
  // A family keyed by this user's id (theirs was the larger library when it began) that others
  // still share keeps its tree, faces and places: only what is the user's own goes.
  const keepFamily = (await sharing.familyMembers(user_id)).some((member) => member.userId !== user_id);
  // Then the face collection: once the account's items are gone nothing would name it again.
  const faces = await faceDeps();
  if (!keepFamily) await faces.recognition.deleteCollection(faces.collectionFor(user_id));
  // The faces found in their pictures leave a family that outlives the account (theirs kept for
  // others, or one keyed by someone else) before the pictures go: erase-user-data.ts.
  const result = await eraseUserData(user_id, items, objects, keepFamily, (photos) => forgetPhotoFaces(faces, photos));
  logger.info('Account data erased', { userId: user_id, keepFamily, ...result });
});
