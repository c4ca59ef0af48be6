import KDBush from 'kdbush';
import { distance } from 'geokdbush';
import { formatAddress } from './address-format';
import { countryName } from './country-names';
import { PLACE_FLAGS, type GazetteerColumns } from './gazetteer-file';
import { namingPlaceIndex } from './nearest-place';
import { PlaceNameIndex } from './place-name-index';
import { PrefixIndex } from './prefix-index';
import { queryKey, searchKey } from './text-folding';

/** The spec's rule: location search starts only for text of at least 4 characters. */
export const MIN_PLACE_QUERY_LENGTH = 4;
export const DEFAULT_PREDICTION_LIMIT = 8;
const MAX_PREDICTION_LIMIT = 50;

/**
 * In autocomplete a city section competes as if it were this many times smaller, so 'zuri' offers
 * Zürich and then other towns, not Zürich's twelve districts ('Zürich (Kreis 3)'); a large
 * section still beats villages (Hollywood, 167,000, ranks like a town of 16,700).
 */
export const SECTION_RANK_DIVISOR = 10;

/** Place ids name their source, leaving room for places that do not come from GeoNames. */
const PLACE_ID_PREFIX = 'geonames:';

export interface Place {
  placeId: string;
  geonameId: number;
  name: string;
  asciiName: string;
  /** First-level division ('Colorado'); '' when unknown. */
  region: string;
  country: string;
  countryCode: string;
  lat: number;
  lon: number;
  /** 0 where GeoNames has no figure. */
  population: number;
  /** 'Grand Junction, Colorado, United States'; no part repeats another ('Berlin, Germany'). */
  formattedAddress: string;
  /** The formatted address after the name: 'Colorado, United States'. */
  secondaryText: string;
}

export interface ReverseGeocodeResult {
  placeId: string;
  name: string;
  region: string;
  country: string;
  countryCode: string;
  formattedAddress: string;
  /** From the position to the named place's centre, rounded to 10 m. */
  distanceKm: number;
}

/** Shaped like the maps service's place predictions the spec's location picker consumes. */
export interface PlacePrediction {
  place_id: string;
  description: string;
  structured_formatting: { main_text: string; secondary_text: string };
}

/** A place name to draw on the map. */
export interface MapLabelPlace {
  placeId: string;
  name: string;
  lat: number;
  lon: number;
  population: number;
}

/**
 * The loaded gazetteer. Each index is built on first use, so a Lambda that only reverse-geocodes
 * never pays for the search keys and one that only searches never builds the k-d tree.
 */
export class Gazetteer {
  private spatialIndex: KDBush | undefined;
  private prefixIndex: PrefixIndex | undefined;
  private indexById: Map<number, number> | undefined;
  private readonly countryNames: string[];
  private byPopulation: Uint32Array | undefined;
  private names: PlaceNameIndex | undefined;

  constructor(private readonly columns: GazetteerColumns) {
    this.countryNames = columns.countryCodes.map((code) => countryName(code));
  }

  get size(): number {
    return this.columns.count;
  }

  /** The credit GeoNames' CC BY licence asks for; show it wherever place names are shown. */
  get attribution(): string {
    return this.columns.attribution;
  }

  place(index: number): Place {
    const c = this.columns;
    if (!(index >= 0 && index < c.count)) throw new RangeError(`No place at ${index}`);
    const name = c.names[index]!;
    const region = c.regions[c.regionIndexes[index]!] ?? '';
    const country = this.countryNames[c.countryIndexes[index]!]!;
    return {
      placeId: `${PLACE_ID_PREFIX}${c.geonameIds[index]}`,
      geonameId: c.geonameIds[index]!,
      name,
      asciiName: c.asciiNames[index] || name,
      region,
      country,
      countryCode: c.countryCodes[c.countryIndexes[index]!]!,
      lat: c.latE5[index]! / 1e5,
      lon: c.lonE5[index]! / 1e5,
      population: c.populations[index]!,
      ...formatAddress(name, region, country),
    };
  }

  /** The place a prediction's place_id (or a result's placeId) names, or null. */
  findPlace(placeId: string): Place | null {
    if (!placeId.startsWith(PLACE_ID_PREFIX)) return null;
    const geonameId = Number(placeId.slice(PLACE_ID_PREFIX.length));
    if (!Number.isSafeInteger(geonameId)) return null;
    if (!this.indexById) {
      this.indexById = new Map();
      this.columns.geonameIds.forEach((id, index) => this.indexById!.set(id, index));
    }
    const index = this.indexById.get(geonameId);
    return index === undefined ? null : this.place(index);
  }

  /**
   * The place that names a GPS position (see nearest-place.ts for the rule), or null: nothing
   * within 50 km, an impossible position, or 0,0 (what a camera records without a GPS fix).
   */
  reverseGeocode(lat: number, lon: number): ReverseGeocodeResult | null {
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
    if (lat === 0 && lon === 0) return null;
    const { populations, countryIndexes, flags } = this.columns;
    const isSection = (place: number) => (flags[place]! & PLACE_FLAGS.section) !== 0;
    const index = namingPlaceIndex(this.spatial(), { populations, countryIndexes, isSection }, lat, lon);
    if (index < 0) return null;
    const place = this.place(index);
    return {
      placeId: place.placeId,
      name: place.name,
      region: place.region,
      country: place.country,
      countryCode: place.countryCode,
      formattedAddress: place.formattedAddress,
      distanceKm: Math.round(distance(lon, lat, place.lon, place.lat) * 100) / 100,
    };
  }

  /**
   * Prefix autocomplete: places whose name (or ascii name) starts with the text, ignoring case,
   * accents and punctuation, most populous first (city sections demoted, see SECTION_RANK_DIVISOR).
   * [] below MIN_PLACE_QUERY_LENGTH characters.
   * Entries GeoNames lists twice under one description are shown once.
   */
  searchPlaces(text: string, limit = DEFAULT_PREDICTION_LIMIT): PlacePrediction[] {
    const wanted = Math.min(Math.floor(limit), MAX_PREDICTION_LIMIT);
    if (!(wanted > 0) || text.trim().length < MIN_PLACE_QUERY_LENGTH) return [];
    const predictions: PlacePrediction[] = [];
    const seen = new Set<string>();
    for (const index of this.prefix().byRank(queryKey(text))) {
      const place = this.place(index);
      if (seen.has(place.formattedAddress)) continue;
      seen.add(place.formattedAddress);
      predictions.push({
        place_id: place.placeId,
        description: place.formattedAddress,
        structured_formatting: { main_text: place.name, secondary_text: place.secondaryText },
      });
      if (predictions.length === wanted) break;
    }
    return predictions;
  }

  /**
   * The most populous places inside a box (west may exceed east across the antimeridian), biggest
   * first, city sections left out: the place names a map shows at that view. Walks the places in
   * population order and stops at the limit, so a world view stops after a few hundred places and
   * even an empty box costs one pass over the columns (a few milliseconds).
   */
  largestPlacesIn(box: { west: number; south: number; east: number; north: number }, limit: number): MapLabelPlace[] {
    const { latE5, lonE5, flags, names, populations, geonameIds } = this.columns;
    const order = this.populationOrder();
    const [south, north] = [box.south * 1e5, box.north * 1e5];
    const [west, east] = [box.west * 1e5, box.east * 1e5];
    const wraps = box.west > box.east;
    const found: MapLabelPlace[] = [];
    for (let i = 0; i < order.length && found.length < limit; i++) {
      const index = order[i]!;
      if (flags[index]! & PLACE_FLAGS.section) continue;
      const lat = latE5[index]!;
      const lon = lonE5[index]!;
      if (lat < south || lat > north) continue;
      if (wraps ? lon < west && lon > east : lon < west || lon > east) continue;
      found.push({ placeId: `${PLACE_ID_PREFIX}${geonameIds[index]}`, name: names[index]!, lat: lat / 1e5, lon: lon / 1e5, population: populations[index]! });
    }
    return found;
  }

  /** Exact-name lookups of places, regions and countries, for matching typed place text (place-matcher.ts). */
  nameIndex(): PlaceNameIndex {
    this.names ??= new PlaceNameIndex(this.columns);
    return this.names;
  }

  /** Builds both indexes now: call it during a Lambda's init phase, which is not billed per request. */
  warmUp(): this {
    this.spatial();
    this.prefix();
    return this;
  }

  private populationOrder(): Uint32Array {
    if (!this.byPopulation) {
      const { count, populations } = this.columns;
      const order = new Uint32Array(count);
      for (let i = 0; i < count; i++) order[i] = i;
      this.byPopulation = order.sort((a, b) => populations[b]! - populations[a]!);
    }
    return this.byPopulation;
  }

  private spatial(): KDBush {
    if (!this.spatialIndex) {
      const { count, latE5, lonE5 } = this.columns;
      const index = new KDBush(count);
      for (let i = 0; i < count; i++) index.add(lonE5[i]! / 1e5, latE5[i]! / 1e5);
      this.spatialIndex = index.finish();
    }
    return this.spatialIndex;
  }

  private prefix(): PrefixIndex {
    if (!this.prefixIndex) {
      const { populations, flags } = this.columns;
      const ranks = populations.map((population, i) => (flags[i]! & PLACE_FLAGS.section ? Math.floor(population / SECTION_RANK_DIVISOR) : population));
      // One key per place: folding makes the ascii name's key the name's key.
      this.prefixIndex = new PrefixIndex(this.columns.names.map(searchKey), ranks);
    }
    return this.prefixIndex;
  }
}
