import type { MatchedPlace } from '@heirloom/shared/contracts/maps';
import type { FamilyDeps } from '../family/deps';
import type { FamilyItem } from '../family/records';
import { PLACE_MATCHER_VERSION } from '../places/place-version';

/**
 * Finds imported events' places on the map as they are written, when the importer was given the
 * place matcher. A file names a few hundred places thousands of times, so each text (with its
 * GEDCOM coordinates) is matched once per import. Without the matcher, maps match them when first
 * opened (maps/event-placements.ts).
 */
export function importedEventPlacer(deps: Pick<FamilyDeps, 'placeMatcher'>): (items: readonly FamilyItem[]) => void {
  const matcher = deps.placeMatcher;
  const matched = new Map<string, MatchedPlace | null>();
  return (items) => {
    if (!matcher) return;
    for (const item of items) {
      if (item.kind !== 'event') continue;
      const event = item.record;
      const text = event.location.trim();
      const coordinates = event.placeCoordinates ?? null;
      const key = coordinates ? `${text}\n${coordinates.lat},${coordinates.lon}` : text;
      if (!matched.has(key)) matched.set(key, text ? matcher({ text, coordinates }) : null);
      event.placement = { text: event.location, version: PLACE_MATCHER_VERSION, place: matched.get(key)! };
    }
  };
}
