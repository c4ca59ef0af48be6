import { deleteAccountMessage } from '@heirloom/shared/contracts/queue';
import { DynamoOwnedItems } from '../adapters/aws/dynamo-owned-items';
import { S3OwnedObjects } from '../adapters/aws/s3-owned-objects';
import { eraseUserData } from '../domain/accounts/erase-user-data';
import { documentClient, s3Client } from '../runtime/clients';
import { faceDeps } from '../runtime/faces-deps';
import { readEnv } from '../runtime/env';
import { logger } from '../runtime/logger';
import { queueHandler } from '../runtime/queue/queue-handler';

const items = new DynamoOwnedItems(documentClient(), readEnv('tableName'));
const objects = new S3OwnedObjects(s3Client(), [readEnv('uploadsBucket'), readEnv('mediaBucket')]);

/** Erases an account whose owner confirmed deletion through the e-mailed link. */
export const handler = queueHandler(deleteAccountMessage, async ({ user_id }) => {
  // The face collection first: once the account's items are gone nothing would name it again.
  const faces = await faceDeps();
  await faces.recognition.deleteCollection(faces.collectionFor(user_id));
  const result = await eraseUserData(user_id, items, objects);
  logger.info('Account data erased', { userId: user_id, ...result });
});
