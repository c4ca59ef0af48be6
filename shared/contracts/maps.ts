import * as z from 'zod';

/**
 * The person and event Map tabs: where an event's place text was found, and the photos' places.
 * Event places are free text (GEDCOM PLAC or typed); the server matches them to coordinates
 * (lambdas/domain/places/place-matcher.ts) and says how sure the point is.
 */

/** exact: the place's own coordinates (GEDCOM MAP or one of the family's places); town: the town it names; region, country: only that much was recognised. */
export const placePrecision = z.enum(['exact', 'town', 'region', 'country']);
export type PlacePrecision = z.infer<typeof placePrecision>;

/** Where the coordinates came from: the GEDCOM file's MAP, the family's own places, or the gazetteer. */
export const placeSource = z.enum(['gedcom', 'family', 'gazetteer']);
export type PlaceSource = z.infer<typeof placeSource>;

export const matchedPlace = z.object({
  lat: z.number(),
  lon: z.number(),
  /** What the point is: 'London, England, United Kingdom'; for an exact point, the event's own text. */
  label: z.string(),
  precision: placePrecision,
  source: placeSource,
});
export type MatchedPlace = z.infer<typeof matchedPlace>;

export const mapEvent = z.object({
  id: z.string(),
  name: z.string(),
  event_type: z.string(),
  start_date: z.string(),
  /** The place as written on the event. */
  location: z.string(),
  /** The person's role in it, on a person's map. */
  event_role: z.string().nullable(),
});
export type MapEvent = z.infer<typeof mapEvent>;

/** One pin on a person's map: the events placed there and the photos of them taken there. */
export const personMapPlace = z.object({
  key: z.string(),
  lat: z.number(),
  lon: z.number(),
  label: z.string(),
  /** How sure the events' point is (null for a pin of photos only). */
  precision: placePrecision.nullable(),
  events: z.array(mapEvent),
  photo_count: z.number(),
  /** The family's place the photos were taken at (opens its photo list). */
  location_id: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
});
export type PersonMapPlace = z.infer<typeof personMapPlace>;

export const personMapResponse = z.object({
  places: z.array(personMapPlace),
  /** Events with a place the matcher could not find on the map. */
  unplaced: z.array(mapEvent),
  /** Events with no place written at all. */
  without_place: z.number(),
  attribution: z.string(),
});
export type PersonMapResponse = z.infer<typeof personMapResponse>;

export const eventMapPhoto = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  thumbnail_url: z.string(),
  date_taken: z.string().nullable(),
});
export type EventMapPhoto = z.infer<typeof eventMapPhoto>;

export const eventMapResponse = z.object({
  /** The event's place text, and where it was found (null: not found, or none written). */
  location: z.string(),
  place: matchedPlace.nullable(),
  /** Photos attached to the event that carry a GPS position. */
  photos: z.array(eventMapPhoto),
  /** Photos attached to the event without one. */
  photos_without_gps: z.number(),
  attribution: z.string(),
});
export type EventMapResponse = z.infer<typeof eventMapResponse>;
