/**
 * The offline gazetteer: names for photos' GPS positions and place autocomplete, from GeoNames
 * data shipped in npm packages (no network, no paid API). See README.md for the rules and data.
 */
import { defaultGazetteer } from './load-gazetteer';
import { DEFAULT_PREDICTION_LIMIT, MIN_PLACE_QUERY_LENGTH, type PlacePrediction, type ReverseGeocodeResult } from './gazetteer';

export { Gazetteer, MIN_PLACE_QUERY_LENGTH, DEFAULT_PREDICTION_LIMIT, SECTION_RANK_DIVISOR } from './gazetteer';
export type { MapLabelPlace, Place, PlacePrediction, ReverseGeocodeResult } from './gazetteer';
export { loadGazetteer, locateGazetteerFile, cachedGazetteerFile, defaultGazetteer } from './load-gazetteer';
export { addGazetteerToBundle } from './bundle-gazetteer';
export { buildGazetteer, GAZETTEER_FILE_NAME, GAZETTEER_ATTRIBUTION, GAZETTEER_BUILD_REVISION } from './build-gazetteer';
export { MUCH_BIGGER_FACTOR, MUCH_BIGGER_RADIUS_KM, NO_PLACE_BEYOND_KM, POPULATION_FLOOR } from './nearest-place';
export { formatAddress } from './address-format';
export { countryName } from './country-names';
export { searchKey, toAsciiName } from './text-folding';

/** The place naming a GPS position, from the process-wide gazetteer; null when none is near. */
export function reverseGeocode(lat: number, lon: number): ReverseGeocodeResult | null {
  return defaultGazetteer().reverseGeocode(lat, lon);
}

/** Prefix autocomplete from the process-wide gazetteer; [] for text under 4 characters. */
export function searchPlaces(text: string, limit = DEFAULT_PREDICTION_LIMIT): PlacePrediction[] {
  // Short text never searches, so it need not load the gazetteer either.
  if (text.trim().length < MIN_PLACE_QUERY_LENGTH) return [];
  return defaultGazetteer().searchPlaces(text, limit);
}
