/** Place queries start with 'places', the root the photos feature refreshes after an edit (by convention). */
export const PLACES_ROOT = 'places' as const;

export const placeKeys = {
  all: [PLACES_ROOT] as const,
  map: (personId: string | null) => [PLACES_ROOT, 'map', { personId }] as const,
  personMap: (personId: string) => [PLACES_ROOT, 'person-map', personId] as const,
  eventMap: (eventId: string) => [PLACES_ROOT, 'event-map', eventId] as const,
  locationList: (locationId: string, personId: string | null) => [PLACES_ROOT, 'location-list', locationId, { personId }] as const,
};
