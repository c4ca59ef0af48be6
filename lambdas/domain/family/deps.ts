import type { MessageEvent } from '@heirloom/shared/contracts/messages';
import type { JobQueue } from '../../ports/job-queue';
import type { FamilyStore } from './store';

/** What the family use cases need; tests pass the DynamoDB Local adapter or the in-memory store. */
export interface FamilyDeps {
  store: FamilyStore;
  now: () => number;
  newId: () => string;
  /** Where a newer version of a person is told to the family (the messages queue). */
  messageEvents?: JobQueue<MessageEvent>;
}
