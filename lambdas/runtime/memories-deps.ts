import { DynamoMemoryStore } from '../adapters/aws/dynamo-memory-store';
import type { MemoryDeps } from '../domain/memories/types';
import { documentClient } from './clients';
import { readEnv } from './env';
import { familyDeps } from './family-deps';
import { libraryDeps } from './library-deps';

let deps: MemoryDeps | undefined;

/** Composition root for memories: the days-of-the-year index, the tree, and the library's faces and photos. */
export function memoriesDeps(): MemoryDeps {
  if (deps) return deps;
  const library = libraryDeps();
  deps = { memories: new DynamoMemoryStore(documentClient(), readEnv('tableName')), family: familyDeps().store, faces: library.faces, photos: library.photos };
  return deps;
}
