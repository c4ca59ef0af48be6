import type { EventChoice, LocationChoice } from '@heirloom/shared/contracts/photos';
import { ValidationError } from '../errors';
import type { EventRecordSummary, LibraryPhoto } from '../../ports/library';
import type { LocationRecord } from '../../ports/media';
import type { LibraryDeps } from './deps';
import { photoDate } from './photo-date';

/** The fields a save or bulk update may send; undefined leaves a field as it is, null clears it. */
export interface PhotoChangeRequest {
  location?: LocationChoice | null;
  location_id?: string | null;
  event?: EventChoice | null;
  event_id?: string | null;
  date_taken?: string | null;
  description?: string | null;
}

/** The resolved changes, the same for every photo they apply to. */
export interface ResolvedChanges {
  location?: LocationRecord | null;
  event?: EventRecordSummary | null;
  date?: { dateTaken: string | null; dateSort: string };
  description?: string | null;
}

export const LOCATION_PREFIX = 'location:';
const NOT_YOUR_PLACE = 'That place is not one of yours: choose it from the list again';
const UNKNOWN_PLACE = 'We do not know that place: choose it from the list';
const UNKNOWN_EVENT = 'That event is not in your family tree';

/** `location` wins over `location_id` when both are sent (the client may send the whole photo back). */
function locationChange(request: PhotoChangeRequest): LocationChoice | null | undefined {
  if (request.location !== undefined) return request.location;
  if (request.location_id !== undefined) return request.location_id === null ? null : { id: request.location_id };
  return undefined;
}

function eventChange(request: PhotoChangeRequest): EventChoice | null | undefined {
  if (request.event !== undefined) return request.event;
  if (request.event_id !== undefined) return request.event_id === null ? null : { id: request.event_id };
  return undefined;
}

/**
 * A place chosen in the panel: one of the user's locations (by id, or a search result that already
 * was one), a gazetteer prediction (made into the user's location on first use), or an address
 * typed by hand (a location without a map position).
 */
export async function resolveLocation(deps: Pick<LibraryDeps, 'locations' | 'places'>, ownerId: string, choice: LocationChoice): Promise<LocationRecord> {
  const placeId = choice.place_id ?? null;
  const existingId = choice.id ?? choice.location_id ?? (placeId?.startsWith(LOCATION_PREFIX) ? placeId.slice(LOCATION_PREFIX.length) : null);
  if (existingId) {
    const location = await deps.locations.getLocation(existingId);
    if (!location || location.ownerId !== ownerId) throw new ValidationError(NOT_YOUR_PLACE, { location: [NOT_YOUR_PLACE] });
    return location;
  }
  if (placeId) {
    const place = deps.places.findPlace(placeId);
    if (!place) throw new ValidationError(UNKNOWN_PLACE, { location: [UNKNOWN_PLACE] });
    return deps.locations.locationForPlace(ownerId, { placeId: place.placeId, formattedAddress: place.formattedAddress, latitude: place.lat, longitude: place.lon });
  }
  const typed = (choice.formatted_address ?? choice.description ?? '').trim();
  if (!typed) throw new ValidationError(UNKNOWN_PLACE, { location: [UNKNOWN_PLACE] });
  return deps.locations.locationForAddress(ownerId, typed);
}

/** A new event's date and place, as the photos it is made for will have them. */
export interface EventPrefill {
  startDate: string;
  endDate: string;
  location: string;
}

/**
 * The date and place of an event made for these photos: from the earliest date to the latest (one
 * date when they share a day), at the place most of them were taken (the first such on a tie).
 */
export function eventPrefillOf(photos: ReadonlyArray<Pick<LibraryPhoto, 'dateTaken' | 'dateSort' | 'locationAddress'>>): EventPrefill {
  const dated = photos.filter((photo) => photo.dateTaken && photo.dateSort).sort((a, b) => (a.dateSort! < b.dateSort! ? -1 : a.dateSort! > b.dateSort! ? 1 : 0));
  const [first, last] = [dated[0], dated.at(-1)];
  const counts = new Map<string, number>();
  for (const photo of photos) if (photo.locationAddress) counts.set(photo.locationAddress, (counts.get(photo.locationAddress) ?? 0) + 1);
  const location = [...counts].reduce<[string, number] | null>((best, entry) => (best && best[1] >= entry[1] ? best : entry), null)?.[0] ?? '';
  return {
    startDate: first?.dateTaken ?? '',
    endDate: first && last && last.dateSort !== first.dateSort ? last.dateTaken! : '',
    location,
  };
}

/**
 * The event chooser (spec 000 section 4): an existing event links it; a typed name that is not an
 * event creates a Custom event prefilled with the photos' dates and place. (Participants from the
 * photo's faces join once face recognition exists.)
 */
export async function resolveEvent(deps: Pick<LibraryDeps, 'events'>, ownerId: string, choice: EventChoice, prefill: EventPrefill): Promise<EventRecordSummary> {
  if (choice.id) {
    const [event] = await deps.events.getEvents(ownerId, [choice.id]);
    if (!event) throw new ValidationError(UNKNOWN_EVENT, { event: [UNKNOWN_EVENT] });
    return event;
  }
  return deps.events.createCustomEvent(ownerId, { name: choice.name!, ...prefill });
}

/**
 * Reads a request into changes. A new event is prefilled from `prefillFrom` (the photo being saved,
 * or the whole selection) as they will be after the other changes.
 */
export async function resolveChanges(deps: Pick<LibraryDeps, 'locations' | 'places' | 'events'>, ownerId: string, request: PhotoChangeRequest, prefillFrom: readonly LibraryPhoto[]): Promise<ResolvedChanges> {
  const changes: ResolvedChanges = {};
  if (request.date_taken !== undefined) changes.date = photoDate(request.date_taken);
  if (request.description !== undefined) changes.description = request.description?.trim() || null;
  const location = locationChange(request);
  if (location !== undefined) changes.location = location === null ? null : await resolveLocation(deps, ownerId, location);
  const event = eventChange(request);
  if (event !== undefined) {
    const after = prefillFrom.map((photo) => ({
      dateTaken: changes.date ? changes.date.dateTaken : photo.dateTaken,
      dateSort: changes.date ? changes.date.dateSort : photo.dateSort,
      locationAddress: changes.location !== undefined ? (changes.location?.formattedAddress ?? null) : photo.locationAddress,
    }));
    changes.event = event === null ? null : await resolveEvent(deps, ownerId, event, eventPrefillOf(after));
  }
  return changes;
}

/** The photo with the changes applied (the same object when nothing changes). */
export function applyChanges(photo: LibraryPhoto, changes: ResolvedChanges, now: number): LibraryPhoto {
  const next: LibraryPhoto = { ...photo };
  // A date the family typed is worth trusting (photo-date-quality.ts); the same text sent back with
  // the rest of the photo (the panel may send it all) is not a new date and keeps its source.
  if (changes.date && changes.date.dateTaken !== photo.dateTaken) Object.assign(next, changes.date, { dateQuality: changes.date.dateSort ? 'family' : null });
  if (changes.description !== undefined) next.description = changes.description;
  if (changes.location !== undefined) {
    next.locationId = changes.location?.locationId ?? null;
    next.locationAddress = changes.location?.formattedAddress ?? null;
    next.locationPlaceId = changes.location?.placeId ?? null;
  }
  if (changes.event !== undefined) next.eventId = changes.event?.id ?? null;
  const fields = ['dateTaken', 'dateSort', 'dateQuality', 'description', 'locationId', 'locationAddress', 'locationPlaceId', 'eventId'] as const;
  if (fields.every((field) => next[field] === photo[field])) return photo;
  next.updatedAt = now;
  return next;
}
