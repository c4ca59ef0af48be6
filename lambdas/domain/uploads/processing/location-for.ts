import type { LocationRecord } from '../../../ports/media';
import type { ProcessingDeps } from './deps';

/** The owner's location record for a GPS position, by reverse geocoding with the offline gazetteer. */
export async function locationFor(deps: ProcessingDeps, ownerId: string, latitude: number, longitude: number): Promise<LocationRecord | null> {
  const place = deps.places.reverseGeocode(latitude, longitude);
  if (!place) return null;
  return deps.catalog.locationForPlace(ownerId, { placeId: place.placeId, formattedAddress: place.formattedAddress, latitude, longitude });
}
