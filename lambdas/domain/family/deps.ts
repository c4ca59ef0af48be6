import type { MatchedPlace } from '@heirloom/shared/contracts/maps';
import type { FamilyStore } from './store';

/** What the family use cases need; tests pass the DynamoDB Local adapter or the in-memory store. */
export interface FamilyDeps {
  store: FamilyStore;
  now: () => number;
  newId: () => string;
  /**
   * Finds an event's place text on the map (places/place-matcher.ts); given only to the routes
   * that save events, which bundle the gazetteer. Without it a new place is matched when a map
   * first shows the event (maps/event-placements.ts).
   */
  placeMatcher?: (input: { text: string; coordinates?: { lat: number; lon: number } | null }) => MatchedPlace | null;
}
