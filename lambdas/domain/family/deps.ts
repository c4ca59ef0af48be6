import type { MessageEvent } from '@heirloom/shared/contracts/messages';
import type { JobQueue } from '../../ports/job-queue';
import type { MatchedPlace } from '@heirloom/shared/contracts/maps';
import type { MemoryStore } from '../../ports/memories';
import type { FamilyStore } from './store';

/** What the family use cases need; tests pass the DynamoDB Local adapter or the in-memory store. */
export interface FamilyDeps {
  store: FamilyStore;
  now: () => number;
  newId: () => string;
  /** Where a newer version of a person is told to the family (the messages queue). */
  messageEvents?: JobQueue<MessageEvent>;
  /** Where a person's first naming is noted, for the memories' "First photos of …". Absent in tools and tests that do not remember. */
  namings?: Pick<MemoryStore, 'noteNamed'>;
  /**
   * Finds an event's place text on the map (places/place-matcher.ts); given only to the routes
   * that save events, which bundle the gazetteer. Without it a new place is matched when a map
   * first shows the event (maps/event-placements.ts).
   */
  placeMatcher?: (input: { text: string; coordinates?: { lat: number; lon: number } | null }) => MatchedPlace | null;
}
