import { DynamoFaceStore } from '../adapters/aws/dynamo-face-store';
import { DynamoNearDuplicateStore } from '../adapters/aws/dynamo-near-duplicates';
import type { DuplicateDeps } from '../domain/duplicates/deps';
import type { IndexDeps } from '../domain/duplicates/index-photo';
import { DynamoPhotoStore } from '../adapters/aws/dynamo-library-photos';
import { documentClient } from './clients';
import { readEnv } from './env';
import { libraryDeps } from './library-deps';

let deps: DuplicateDeps | undefined;

/** Composition root for the near-duplicate review: its index, the library (views, deleting) and the faces. */
export function duplicateDeps(): DuplicateDeps {
  if (deps) return deps;
  const client = documentClient();
  const table = readEnv('tableName');
  deps = { duplicates: new DynamoNearDuplicateStore(client, table), library: libraryDeps(), faces: new DynamoFaceStore(client, table), now: Date.now };
  return deps;
}

let indexDeps: IndexDeps | undefined;

/** The index alone, for the upload pipeline (which has no use for the library's other deps). */
export function duplicateIndexDeps(): IndexDeps {
  if (indexDeps) return indexDeps;
  const client = documentClient();
  const table = readEnv('tableName');
  indexDeps = { duplicates: new DynamoNearDuplicateStore(client, table), photos: new DynamoPhotoStore(client, table), now: Date.now };
  return indexDeps;
}
