import type { FamilyStore } from './store';

/** What the family use cases need; tests pass the DynamoDB Local adapter or the in-memory store. */
export interface FamilyDeps {
  store: FamilyStore;
  now: () => number;
  newId: () => string;
}
