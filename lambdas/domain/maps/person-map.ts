import type { MapEvent, PersonMapPlace, PersonMapResponse } from '@heirloom/shared/contracts/maps';
import { requirePerson } from '../family/people';
import type { EventRecord } from '../family/records';
import { photoMap } from '../library/places';
import { GAZETTEER_ATTRIBUTION } from '../places/build-gazetteer';
import { placesOfEvents, type MapDeps, type MapOwners } from './event-placements';

/** Points this close (about 10 m) are one pin: an event in a town and photos taken in that town. */
const pinKey = (lat: number, lon: number) => `${lat.toFixed(4)},${lon.toFixed(4)}`;

export const mapEventOf = (event: EventRecord, role: string | null): MapEvent => ({
  id: event.id,
  name: event.name,
  event_type: event.eventType,
  start_date: event.startDate,
  location: event.location,
  event_role: role,
});

/**
 * GET /person/{id}/map: the places of the person's life events (their place text matched to the
 * map, see event-placements.ts) and the places of the photos of them (their named faces), one pin
 * per point, in the order of their events' dates; and the events whose place could not be found.
 */
export async function personMap(deps: MapDeps, owners: MapOwners, personId: string): Promise<PersonMapResponse> {
  await requirePerson(deps.family, owners.treeOwnerId, personId);
  const [participations, photoPoints] = await Promise.all([
    // In date order (undated last): the pins follow the person's life.
    deps.family.store.participationsOf(owners.treeOwnerId, personId),
    photoMap(deps.library, owners.libraryOwnerId, { person_id: personId }).then((map) => map.points),
  ]);
  const roleOf = new Map<string, string>();
  for (const participation of participations) if (!roleOf.has(participation.eventId)) roleOf.set(participation.eventId, participation.role);
  const order = [...roleOf.keys()];
  const events = (await deps.family.store.getEvents(owners.treeOwnerId, order)).sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  const placeOf = await placesOfEvents(deps, owners, events);

  const pins = new Map<string, PersonMapPlace>();
  const unplaced: MapEvent[] = [];
  let withoutPlace = 0;
  for (const event of events) {
    const place = placeOf.get(event.id) ?? null;
    if (!event.location.trim()) withoutPlace++;
    else if (!place) unplaced.push(mapEventOf(event, roleOf.get(event.id)!));
    else {
      const key = pinKey(place.lat, place.lon);
      const pin = pins.get(key) ?? { key, lat: place.lat, lon: place.lon, label: place.label, precision: place.precision, events: [], photo_count: 0, location_id: null, thumbnail_url: null };
      pin.events.push(mapEventOf(event, roleOf.get(event.id)!));
      pins.set(key, pin);
    }
  }

  const covers = new Map((await deps.library.photos.getPhotos(photoPoints.flatMap((point) => (point.image_id ? [point.image_id] : [])))).map((photo) => [photo.photoId, photo]));
  for (const point of photoPoints) {
    const key = pinKey(point.lat, point.lon);
    const cover = point.image_id ? covers.get(point.image_id) : undefined;
    const pin = pins.get(key) ?? { key, lat: point.lat, lon: point.lon, label: point.formatted_address, precision: null, events: [], photo_count: 0, location_id: null, thumbnail_url: null };
    pin.photo_count += point.image_count;
    pin.location_id ??= point.location_id;
    pin.thumbnail_url ??= cover ? await deps.library.signer.derived(cover.renditions.thumb300) : null;
    pins.set(key, pin);
  }
  return { places: [...pins.values()], unplaced, without_place: withoutPlace, attribution: GAZETTEER_ATTRIBUTION };
}
