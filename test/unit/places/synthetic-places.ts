import { toColumns } from '../../../lambdas/domain/places/build-gazetteer';
import type { SourcePlace } from '../../../lambdas/domain/places/gazetteer-sources';
import { Gazetteer } from '../../../lambdas/domain/places';

/** Kilometres per degree of latitude on geokdbush's sphere (radius 6371 km). */
export const KM_PER_DEGREE = (6371 * Math.PI) / 180;

/** A place `km` north (negative: south) of the given point, for worlds built to test one rule. */
export function placeNorthOf(origin: { lat: number; lon: number }, km: number, place: Partial<SourcePlace> & { name: string; population: number }): SourcePlace {
  return {
    geonameId: Math.floor(Math.random() * 1e9),
    featureCode: 'PPL',
    countryCode: 'US',
    regionName: 'Colorado',
    lat: origin.lat + km / KM_PER_DEGREE,
    lon: origin.lon,
    ...place,
  };
}

export function syntheticGazetteer(places: SourcePlace[]): Gazetteer {
  return new Gazetteer(toColumns(places, { synthetic: 'test' }));
}
