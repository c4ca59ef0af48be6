import type { MatchedPlace } from '@heirloom/shared/contracts/maps';
import type { FamilyDeps } from '../family/deps';
import { isPlacementCurrent } from '../family/events';
import type { EventRecord } from '../family/records';
import { matchFamilyPlace, PLACE_MATCHER_VERSION, type FamilyPlace } from '../places/place-matcher';
import type { LibraryDeps } from '../library/deps';

/** What the person and event maps need: the tree, the library and the place matcher. */
export interface MapDeps {
  family: FamilyDeps;
  library: LibraryDeps;
  matchPlace: (input: { text: string; coordinates?: { lat: number; lon: number } | null }) => MatchedPlace | null;
}

/** Whose items a map reads: the tree (tree-access.ts) and the library (library/access.ts). */
export interface MapOwners {
  treeOwnerId: string;
  libraryOwnerId: string;
}

/**
 * Where each event's place is on the map. Events are matched when saved; those never matched
 * (imported, saved before places were matched, or by an older matcher) are matched here and the
 * result stored, so each event is matched once: this is the backfill, done as maps are opened.
 * A place the family's own photos carry wins over the gazetteer (the family chose it), except
 * over coordinates from the GEDCOM file.
 */
export async function placesOfEvents(deps: MapDeps, owners: MapOwners, events: readonly EventRecord[]): Promise<Map<string, MatchedPlace | null>> {
  const stale = events.filter((event) => !isPlacementCurrent(event));
  for (const event of stale) {
    const text = event.location.trim();
    event.placement = { text: event.location, version: PLACE_MATCHER_VERSION, place: text ? deps.matchPlace({ text, coordinates: event.placeCoordinates }) : null };
  }
  // Written back a few at a time, each only while the event keeps that place text (an edit meanwhile wins).
  for (let i = 0; i < stale.length; i += 10) {
    await Promise.all(stale.slice(i, i + 10).map((event) => deps.family.store.putEventPlacement(owners.treeOwnerId, event.id, event.placement!)));
  }

  const withText = events.filter((event) => event.location.trim());
  const familyPlaces = withText.some((event) => event.placement?.place?.source !== 'gedcom') ? await familyPlacesOf(deps, owners) : [];
  return new Map(
    events.map((event) => {
      const stored = event.placement?.place ?? null;
      if (!event.location.trim() || stored?.source === 'gedcom') return [event.id, stored];
      return [event.id, matchFamilyPlace(event.location, familyPlaces) ?? stored];
    }),
  );
}

async function familyPlacesOf(deps: MapDeps, owners: MapOwners): Promise<FamilyPlace[]> {
  const locations = await deps.library.locations.ownerLocations(owners.libraryOwnerId);
  return locations.flatMap((location) =>
    location.latitude !== null && location.longitude !== null ? [{ formattedAddress: location.formattedAddress, lat: location.latitude, lon: location.longitude }] : [],
  );
}
