import type { ImportRemovalMessageBody } from '@heirloom/shared/contracts/queue';
import { DynamoFaceStore } from '../adapters/aws/dynamo-face-store';
import { DynamoPhotoStore } from '../adapters/aws/dynamo-library-photos';
import { SqsJobQueue } from '../adapters/aws/sqs-job-queue';
import type { FamilyDeps } from '../domain/family/deps';
import type { RemoveImportDeps } from '../domain/genealogy-import/remove-import';
import type { JobQueue } from '../ports/job-queue';
import { documentClient, sqsClient } from './clients';
import { readEnv } from './env';
import { familyDeps } from './family-deps';
import { forgetImportedFiles } from '../domain/home/missing-files';
import { missingFileStore } from './home-deps';

let requests: (FamilyDeps & { removals: JobQueue<ImportRemovalMessageBody> }) | undefined;
let jobs: RemoveImportDeps | undefined;

/** POST /imports/{id}/remove: the tree and the import-removal queue. */
export function importRemovalRequestDeps(): FamilyDeps & { removals: JobQueue<ImportRemovalMessageBody> } {
  requests ??= { ...familyDeps(), removals: new SqsJobQueue<ImportRemovalMessageBody>(sqsClient(), readEnv('importRemovalQueueUrl')) };
  return requests;
}

/** The imports queue's consumer: the tree, and the library's faces and photos to tell what is linked. */
export function importRemovalDeps(): RemoveImportDeps {
  if (jobs) return jobs;
  const client = documentClient();
  const table = readEnv('tableName');
  const faces = new DynamoFaceStore(client, table);
  const photos = new DynamoPhotoStore(client, table);
  jobs = {
    ...familyDeps(),
    personOnPhotos: async (libraryOwner, personId) => (await faces.facesOfPerson(libraryOwner, personId, { limit: 1 })).items.length > 0,
    eventHasPhotos: async (libraryOwner, eventId) => (await photos.listPhotos(libraryOwner, { by: 'event', eventId }, { undatedOnly: false, limit: 1 })).items.length > 0,
    forgetMissingFiles: (ownerId, importKey, kept) => forgetImportedFiles(missingFileStore(), ownerId, importKey, kept),
  };
  return jobs;
}
