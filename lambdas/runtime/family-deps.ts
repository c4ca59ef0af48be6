import { DynamoFamilyStore } from '../adapters/aws/dynamo-family-store';
import type { FamilyDeps } from '../domain/family/deps';
import { newId } from '../domain/family/ids';
import { documentClient } from './clients';
import { readEnv } from './env';

let deps: FamilyDeps | undefined;

/** Composition root for the family-tree use cases and GEDCOM import/export, built once per container. */
export function familyDeps(): FamilyDeps {
  deps ??= { store: new DynamoFamilyStore(documentClient(), readEnv('tableName')), now: Date.now, newId };
  return deps;
}
