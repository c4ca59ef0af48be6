import type { EventMapPhoto, EventMapResponse } from '@heirloom/shared/contracts/maps';
import { requireEvent } from '../family/events';
import type { LibraryPhoto } from '../../ports/library';
import { GAZETTEER_ATTRIBUTION } from '../places/build-gazetteer';
import { placesOfEvents, type MapDeps, type MapOwners } from './event-placements';

/** An event's photos read for its map, at most (pages of 100, one Query each). */
export const EVENT_MAP_PHOTO_CAP = 1000;
const PAGE = 100;

/** A camera without a GPS fix writes 0,0: that is no position. */
const hasPosition = (photo: LibraryPhoto): photo is LibraryPhoto & { latitude: number; longitude: number } =>
  photo.latitude !== null && photo.longitude !== null && !(photo.latitude === 0 && photo.longitude === 0);

/** GET /event/{id}/map: where the event's place is, and the GPS positions of the photos attached to it. */
export async function eventMap(deps: MapDeps, owners: MapOwners, eventId: string): Promise<EventMapResponse> {
  const event = await requireEvent(deps.family, owners.treeOwnerId, eventId);
  const photos: LibraryPhoto[] = [];
  let cursor: string | undefined;
  do {
    const page = await deps.library.photos.listPhotos(owners.libraryOwnerId, { by: 'event', eventId }, { undatedOnly: false, cursor, limit: PAGE });
    photos.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor && photos.length < EVENT_MAP_PHOTO_CAP);
  const placed = photos.filter(hasPosition);
  const [places, views] = await Promise.all([
    placesOfEvents(deps, owners, [event]),
    Promise.all(
      placed.map(
        async (photo): Promise<EventMapPhoto> => ({
          id: photo.photoId,
          name: photo.description || photo.name,
          lat: photo.latitude,
          lon: photo.longitude,
          thumbnail_url: await deps.library.signer.derived(photo.renditions.thumb64),
          date_taken: photo.dateTaken,
        }),
      ),
    ),
  ]);
  return { location: event.location, place: places.get(event.id) ?? null, photos: views, photos_without_gps: photos.length - placed.length, attribution: GAZETTEER_ATTRIBUTION };
}
