import type { MatchedPlace } from '@heirloom/shared/contracts/maps';
import { countryName } from './country-names';
import type { Gazetteer } from './gazetteer';
import type { PlaceNameIndex } from './place-name-index';
import { searchKey } from './text-folding';

/**
 * Matches an event's free-text place ('Buckingham Palace, London, England', GEDCOM PLAC or typed)
 * to a point on the map, offline:
 *  1. coordinates the GEDCOM file gave (PLAC.MAP.LATI/LONG) win;
 *  2. then one of the family's own places (the addresses their photos carry) that the text names;
 *  3. then the gazetteer, hierarchically: the most specific part that is a town consistent with
 *     the parts after it (country, region: 'London, Ontario' is not London, England), else the
 *     region or country the text names (precision says so).
 * Comparison folds case, accents and punctuation; 'St.'/'Saint', 'USA'/'United States', US state
 * codes and landmark words ('Windsor Castle' is at Windsor) are understood.
 * Bump PLACE_MATCHER_VERSION (place-version.ts) when the rules change: stored matches of an older version are redone.
 */
export { PLACE_MATCHER_VERSION } from './place-version';

export interface FamilyPlace {
  formattedAddress: string;
  lat: number;
  lon: number;
}

export interface PlaceMatchInput {
  text: string;
  /** GEDCOM's MAP coordinates for this place, when the file had them. */
  coordinates?: { lat: number; lon: number } | null;
  familyPlaces?: readonly FamilyPlace[];
}

/** Names people write for countries that are not the English short name ('USA', 'Holland'). */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  usa: 'US', 'u s a': 'US', us: 'US', 'u s': 'US', 'united states of america': 'US', america: 'US',
  uk: 'GB', 'u k': 'GB', 'great britain': 'GB', britain: 'GB',
  holland: 'NL', 'the netherlands': 'NL', deutschland: 'DE', prussia: 'DE', preussen: 'DE',
  eire: 'IE', 'republic of ireland': 'IE', 'czech republic': 'CZ', bohemia: 'CZ', 'russian federation': 'RU',
};

/** US state codes as GEDCOM files from American software write them ('Springfield, IL, USA'). */
const US_STATES: Readonly<Record<string, string>> = {
  al: 'alabama', ak: 'alaska', az: 'arizona', ar: 'arkansas', ca: 'california', co: 'colorado', ct: 'connecticut', de: 'delaware',
  dc: 'washington d c', fl: 'florida', ga: 'georgia', hi: 'hawaii', id: 'idaho', il: 'illinois', in: 'indiana', ia: 'iowa',
  ks: 'kansas', ky: 'kentucky', la: 'louisiana', me: 'maine', md: 'maryland', ma: 'massachusetts', mi: 'michigan', mn: 'minnesota',
  ms: 'mississippi', mo: 'missouri', mt: 'montana', ne: 'nebraska', nv: 'nevada', nh: 'new hampshire', nj: 'new jersey',
  nm: 'new mexico', ny: 'new york', nc: 'north carolina', nd: 'north dakota', oh: 'ohio', ok: 'oklahoma', or: 'oregon',
  pa: 'pennsylvania', ri: 'rhode island', sc: 'south carolina', sd: 'south dakota', tn: 'tennessee', tx: 'texas', ut: 'utah',
  vt: 'vermont', va: 'virginia', wa: 'washington', wv: 'west virginia', wi: 'wisconsin', wy: 'wyoming',
};

/** Words that name a building or spot inside a town: 'Windsor Castle' is matched as Windsor. */
const LANDMARK_WORDS = /\s(castle|palace|church|abbey|cathedral|chapel|hall|house|manor|cemetery|churchyard|hospital|priory|minster|parish|township|twp|village|city|town)$/;
const LEADING_WORDS = /^(city of|town of|village of|parish of)\s/;

const SPELLING_SWAPS: ReadonlyArray<[RegExp, string]> = [
  [/^st /, 'saint '],
  [/^saint /, 'st '],
  [/^ste /, 'sainte '],
  [/^sainte /, 'ste '],
  [/^mt /, 'mount '],
  [/^mount /, 'mt '],
  [/^ft /, 'fort '],
  [/^fort /, 'ft '],
];

/** English names of towns GeoNames knows by their own ('Cologne' is Köln) or by a longer one. */
const TOWN_ALIASES: Readonly<Record<string, string>> = {
  'new york': 'new york city', hanover: 'hannover', cologne: 'koln', munich: 'munchen', nuremberg: 'nurnberg',
  brunswick: 'braunschweig', florence: 'firenze', naples: 'napoli', turin: 'torino', lisbon: 'lisboa', prague: 'praha',
};

/** Ways one part may be written: 'st louis' / 'saint louis', 'mt vernon' / 'mount vernon', 'cologne' / 'koln'. */
function spellings(written: string): string[] {
  const part = written.replace(NEAR_WORDS, '');
  const out = new Set([part]);
  if (TOWN_ALIASES[part]) out.add(TOWN_ALIASES[part]);
  for (const [from, to] of SPELLING_SWAPS) if (from.test(part)) out.add(part.replace(from, to));
  return [...out];
}

/** The part without landmark words ('windsor castle' -> 'windsor'), or null when it has none. */
function withoutLandmark(part: string): string | null {
  let bare = part.replace(LEADING_WORDS, '');
  while (LANDMARK_WORDS.test(bare)) bare = bare.replace(LANDMARK_WORDS, '');
  return bare && bare !== part ? bare : null;
}

/** A town named after another part ('Nr. Bradford') counts as nearby within this distance. */
const NEAR_KM = 40;

function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** 'Nr. Bradford', 'near Leeds': the place is close to that town. */
const NEAR_WORDS = /^(nr|near|bei|by)\s+/;

const NOISE = new Set(['', 'unknown', 'not known', 'na', 'n a', 'none']);

/** The text's parts, most specific first, folded: 'Springfield, IL, USA' -> ['springfield', 'il', 'usa']. */
export function placeParts(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((part) => searchKey(part))
    .filter((part) => !NOISE.has(part) && !/^\d+$/.test(part));
}

interface PartMeaning {
  countries: Set<number>;
  regions: Array<{ region: number; country: number }>;
}

function meaningOf(index: PlaceNameIndex, part: string, isLast: boolean, later: readonly PartMeaning[]): PartMeaning {
  const countries = new Set<number>();
  const aliased = COUNTRY_ALIASES[part];
  const country = aliased ? index.countryIndexOfCode(aliased) : index.countryNamed(part.length === 2 && !isLast ? '' : part);
  if (country !== undefined) countries.add(country);
  const laterCountries = new Set(later.flatMap((meaning) => [...meaning.countries, ...meaning.regions.map((r) => r.country)]));
  const regionNames = [part, US_STATES[part]].filter((name): name is string => Boolean(name));
  const regions = regionNames
    .flatMap((name) => index.regionsNamed(name))
    .filter((region) => laterCountries.size === 0 || laterCountries.has(region.country))
    // A state code means the United States.
    .filter((region) => part.length !== 2 || index.countryIndexOfCode('US') === region.country);
  return { countries, regions };
}

const knownCountries = (meanings: readonly PartMeaning[]) => new Set(meanings.flatMap((m) => [...m.countries, ...m.regions.map((r) => r.country)]));

function familyMatch(parts: readonly string[], familyPlaces: readonly FamilyPlace[]): FamilyPlace | undefined {
  if (parts.length === 0) return undefined;
  return familyPlaces.find((place) => {
    const address = placeParts(place.formattedAddress);
    if (address[0] !== parts[0]) return false;
    // Every further part the text has is somewhere later in the address ('Grand Junction, Colorado' names 'Grand Junction, Colorado, United States').
    let at = 1;
    for (const part of parts.slice(1)) {
      const written = [part, US_STATES[part], COUNTRY_ALIASES[part] ? searchKey(countryName(COUNTRY_ALIASES[part])) : undefined];
      const found = Math.max(...written.map((name) => (name ? address.indexOf(name, at) : -1)));
      if (found < 0) return false;
      at = found + 1;
    }
    return true;
  });
}

/** The family's own place the text names ('Grand Junction, CO' names 'Grand Junction, Colorado, United States'), or null. */
export function matchFamilyPlace(text: string, familyPlaces: readonly FamilyPlace[]): MatchedPlace | null {
  const own = familyMatch(placeParts(text), familyPlaces);
  return own ? { lat: own.lat, lon: own.lon, label: own.formattedAddress, precision: 'exact', source: 'family' } : null;
}

export function matchPlace(gazetteer: Gazetteer, input: PlaceMatchInput): MatchedPlace | null {
  const text = input.text.trim();
  const coordinates = input.coordinates;
  if (coordinates && Number.isFinite(coordinates.lat) && Number.isFinite(coordinates.lon) && Math.abs(coordinates.lat) <= 90 && Math.abs(coordinates.lon) <= 180) {
    // 'Hull, , Plymouth County, MA, USA' (an empty jurisdiction kept in place) reads without the gap.
    const label = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', ');
    return { lat: coordinates.lat, lon: coordinates.lon, label: label || 'Place from the GEDCOM file', precision: 'exact', source: 'gedcom' };
  }
  const parts = placeParts(text);
  if (parts.length === 0) return null;
  const own = familyMatch(parts, input.familyPlaces ?? []);
  if (own) return { lat: own.lat, lon: own.lon, label: own.formattedAddress, precision: 'exact', source: 'family' };

  const index = gazetteer.nameIndex();
  // What each part means as a country or region, read from the end: a region is only a region of a country named after it.
  const meanings: PartMeaning[] = new Array(parts.length);
  for (let i = parts.length - 1; i >= 0; i--) meanings[i] = meaningOf(index, parts[i]!, i === parts.length - 1, meanings.slice(i + 1));

  const townsNamedLater = (i: number): { towns: number[]; saysNear: boolean } => {
    let saysNear = false;
    const towns = parts.slice(i + 1).flatMap((part, offset) => {
      const meaning = meanings[i + 1 + offset]!;
      if (meaning.countries.size || meaning.regions.length) return [];
      if (NEAR_WORDS.test(part)) saysNear = true;
      return spellings(part).flatMap((name) => index.placesNamed(name).slice(0, 20));
    });
    return { towns, saysNear };
  };
  const townAt = (i: number, names: readonly string[]): MatchedPlace | null => {
    const later = meanings.slice(i + 1);
    const countries = knownCountries(later);
    const regions = later.flatMap((meaning) => meaning.regions);
    // A town must lie in a country named after it and, where a region of its country is named, in that region.
    const candidates = names
      .flatMap((name) => spellings(name))
      .flatMap((name) => index.placesNamed(name))
      .filter((place) => {
        const country = index.countryOf(place);
        if (countries.size > 0 && !countries.has(country)) return false;
        const regionsHere = regions.filter((region) => region.country === country);
        return regionsHere.length === 0 || regionsHere.some((region) => region.region === index.regionOf(place));
      });
    if (candidates.length === 0) return null;
    // A later part naming a town prefers the candidates near it ('Newport, Shropshire'); one that
    // says 'near' ('Thornton, Nr. Bradford') wants one, else the town it is near is the better point.
    const { towns: laterTowns, saysNear } = townsNamedLater(i);
    const near = candidates.filter((place) => laterTowns.some((town) => distanceKm(gazetteer.place(place), gazetteer.place(town)) <= NEAR_KM));
    if (saysNear && near.length === 0) return null;
    const best = (near.length ? near : candidates).reduce((a, b) => (index.populationOf(b) > index.populationOf(a) ? b : a));
    const place = gazetteer.place(best);
    return { lat: place.lat, lon: place.lon, label: place.formattedAddress, precision: 'town', source: 'gazetteer' };
  };
  // A later part that names a country or region is that, not a town ('Kent, England' is not England, Arkansas);
  // the first part may be both ('Salzburg, Austria').
  const mayBeTown = (i: number) => i === 0 || (meanings[i]!.countries.size === 0 && meanings[i]!.regions.length === 0);
  for (let i = 0; i < parts.length; i++) {
    const town = mayBeTown(i) ? townAt(i, [parts[i]!]) : null;
    if (town) return town;
  }
  // 'Windsor Castle, Berkshire, England': no town is named as such, the castle's town is.
  for (let i = 0; i < parts.length; i++) {
    const bare = mayBeTown(i) ? withoutLandmark(parts[i]!) : null;
    const town = bare ? townAt(i, [bare]) : null;
    if (town) return town;
  }
  for (const meaning of meanings) {
    const region = meaning.regions[0];
    const centre = region && index.regionCentre(region.region, region.country);
    if (region && centre) return { ...centre, label: `${index.regionName(region.region)}, ${index.countryName(region.country)}`, precision: 'region', source: 'gazetteer' };
    const [country] = meaning.countries;
    const countryCentre = country !== undefined ? index.countryCentre(country) : undefined;
    if (country !== undefined && countryCentre) return { ...countryCentre, label: index.countryName(country), precision: 'country', source: 'gazetteer' };
  }
  return null;
}
