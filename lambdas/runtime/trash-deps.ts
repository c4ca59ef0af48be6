import { DynamoNearDuplicateStore } from '../adapters/aws/dynamo-near-duplicates';
import { DynamoTrashState } from '../adapters/aws/dynamo-trash-state';
import type { TrashDeps } from '../domain/library/trash-purge';
import { documentClient } from './clients';
import { readEnv } from './env';
import { libraryDeps } from './library-deps';

let deps: TrashDeps | undefined;

/** Composition root for Recently deleted: the library's, with the trash's own state and the near-duplicate index. */
export function trashDeps(): TrashDeps {
  return (deps ??= {
    ...libraryDeps(),
    trash: new DynamoTrashState(documentClient(), readEnv('tableName')),
    duplicates: new DynamoNearDuplicateStore(documentClient(), readEnv('tableName')),
  });
}
