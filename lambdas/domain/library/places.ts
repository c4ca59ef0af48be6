import { MIN_LOCATION_QUERY_LENGTH, NONE, PHOTO_PAGE_SIZE, type ListReason, type MapPoint, type PlacePredictionView, type PlaceSummary } from '@heirloom/shared/contracts/photos';
import type { EventSummary } from '@heirloom/shared/contracts/photos';
import type { LocationView, PhotoView } from '@heirloom/shared/contracts/media';
import { NotFoundError } from '../errors';
import type { LibraryLocation } from '../../ports/library';
import { isInLibrary, viewOf, type LibraryScope } from './access';
import type { LibraryDeps } from './deps';
import { PERSON_NOT_FOUND, photosOfPerson } from './list-photos';
import { LOCATION_PREFIX } from './photo-changes';
import { eventSummaryOf, locationViewOf, photoViewsOf } from './views';

/** How many of the user's own places the search shows before the gazetteer's. */
export const OWN_LOCATION_MATCHES = 5;
const LOCATION_NOT_FOUND = 'That place is not one of yours';

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

function ownPrediction(location: LibraryLocation): PlacePredictionView {
  const [main = location.formattedAddress, ...rest] = location.formattedAddress.split(',').map((part) => part.trim());
  return {
    place_id: location.placeId ?? `${LOCATION_PREFIX}${location.locationId}`,
    description: location.formattedAddress,
    structured_formatting: { main_text: main, secondary_text: rest.join(', ') },
    location_id: location.locationId,
  };
}

/**
 * GET /locations?q=: from 4 characters on (spec 001 section 5), the user's own places whose
 * address has every word typed (those with the most photos first), then gazetteer predictions
 * for places the user has not used yet.
 */
export async function searchLocations(deps: LibraryDeps, ownerId: string, q: string): Promise<{ predictions: PlacePredictionView[]; attribution: string }> {
  const text = q.trim();
  if (text.length < MIN_LOCATION_QUERY_LENGTH) return { predictions: [], attribution: deps.places.attribution };
  const words = fold(text).split(' ').filter(Boolean);
  const own = (await deps.locations.ownerLocations(ownerId))
    .filter((location) => {
      const address = ` ${fold(location.formattedAddress)}`;
      return words.every((word) => address.includes(` ${word}`));
    })
    .sort((a, b) => b.imageCount - a.imageCount || a.formattedAddress.localeCompare(b.formattedAddress))
    .slice(0, OWN_LOCATION_MATCHES);
  const known = new Set(own.map((location) => location.placeId).filter(Boolean));
  const places = deps.places.searchPlaces(text).filter((prediction) => !known.has(prediction.place_id));
  return { predictions: [...own.map(ownPrediction), ...places.map((place) => ({ ...place, location_id: null }))], attribution: deps.places.attribution };
}

function summaryOf(location: LibraryLocation): PlaceSummary {
  const events = Object.entries(location.eventCounts).sort(([, a], [, b]) => b - a);
  return {
    image_count: location.imageCount,
    event_count: events.length,
    image_id: location.coverPhotoId,
    event_id: events[0]?.[0] ?? null,
    location_id: location.locationId,
    formatted_address: location.formattedAddress,
  };
}

/** The places with photos: a point on the map for each one with a position, the others (typed as written) apart. */
function placesOf(locations: readonly LibraryLocation[]): { points: MapPoint[]; unmapped: PlaceSummary[] } {
  const points: MapPoint[] = [];
  const unmapped: PlaceSummary[] = [];
  for (const location of locations) {
    if (location.imageCount <= 0) continue;
    if (location.latitude === null || location.longitude === null) unmapped.push(summaryOf(location));
    else points.push({ ...summaryOf(location), lat: location.latitude, lon: location.longitude });
  }
  return { points, unmapped };
}

/**
 * GET /photos/map: one point per place with photos, from the counters each place keeps (one
 * Query over the user's places), and the places with no position. For a person, the places of the
 * photos their faces are in.
 */
export async function photoMap(deps: LibraryDeps, scope: LibraryScope, query: { person_id?: string; location_id?: string }): Promise<{ points: MapPoint[]; unmapped: PlaceSummary[]; reason?: ListReason }> {
  const { family: ownerId, arriving } = viewOf(scope);
  if (query.person_id !== undefined && query.person_id !== NONE) {
    if (!(await deps.people.getPerson(ownerId, query.person_id))) throw new NotFoundError(PERSON_NOT_FOUND);
    const photos = await photosOfPerson(deps, scope, query.person_id);
    const byPlace = new Map<string, string[]>();
    for (const photo of photos) if (photo.locationId) byPlace.set(photo.locationId, [...(byPlace.get(photo.locationId) ?? []), photo.photoId]);
    const locations = (await deps.locations.locationsWithPhotos(ownerId)).filter((location) => byPlace.has(location.locationId) && (!query.location_id || location.locationId === query.location_id));
    return placesOf(locations.map((location) => ({ ...location, imageCount: byPlace.get(location.locationId)!.length, coverPhotoId: byPlace.get(location.locationId)![0]! })));
  }
  // A joiner's places move into the family after their photos: until then they are read where they are.
  const locations = (await Promise.all([ownerId, ...(arriving ? [arriving] : [])].map((owner) => deps.locations.locationsWithPhotos(owner)))).flat();
  return placesOf(locations.filter((location) => !query.location_id || location.locationId === query.location_id));
}

/**
 * GET /locationlist/{locationId}: the photos taken at a place (50 a page, one Query each) and, on
 * the first page, the events those photos belong to.
 */
export async function locationList(
  deps: LibraryDeps,
  scope: LibraryScope,
  locationId: string,
  query: { person_id?: string; page?: string },
): Promise<{ location: LocationView; photos: PhotoView[]; events: EventSummary[]; next_page: string | null; reason?: ListReason }> {
  const { family: ownerId, arriving } = viewOf(scope);
  const [location, page] = await Promise.all([
    deps.locations.getLocation(locationId),
    query.person_id !== undefined && query.person_id !== NONE
      ? Promise.resolve(null)
      : deps.photos.listPhotos(ownerId, { by: 'location', locationId }, { undatedOnly: false, cursor: query.page, limit: PHOTO_PAGE_SIZE, arriving }),
  ]);
  if (!location || !isInLibrary({ familyId: location.ownerId }, scope)) throw new NotFoundError(LOCATION_NOT_FOUND);
  if (!page) {
    if (!(await deps.people.getPerson(ownerId, query.person_id!))) throw new NotFoundError(PERSON_NOT_FOUND);
    const here = (await photosOfPerson(deps, scope, query.person_id!)).filter((photo) => photo.locationId === locationId);
    return { location: locationViewOf(location), photos: await photoViewsOf(here, deps), events: [], next_page: null };
  }
  const eventIds = query.page ? [] : Object.keys(location.eventCounts);
  const [photos, events] = await Promise.all([photoViewsOf(page.items, deps), eventIds.length ? deps.events.getEvents(ownerId, eventIds) : Promise.resolve([])]);
  return { location: locationViewOf(location), photos, events: events.map(eventSummaryOf), next_page: page.cursor };
}
