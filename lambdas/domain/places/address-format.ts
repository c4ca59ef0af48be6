import { searchKey } from './text-folding';

/**
 * 'Grand Junction, Colorado, United States', but 'Berlin, Germany' (region 'State of Berlin') and
 * 'Singapore' (a city-state): a part that only repeats the part it belongs to is left out.
 */
export interface FormattedAddress {
  /** The whole line: place, region, country without repetition. */
  formattedAddress: string;
  /** Everything after the place name (the second line of a prediction); '' for a city-state. */
  secondaryText: string;
}

/**
 * Words that only say what kind of division a region is. 'State of Berlin', 'Minsk City',
 * 'Bogota D.C.', 'Nairobi County' and 'Yazd Province' are all just their city's name.
 */
const DIVISION_WORDS = new Set([
  'state', 'of', 'city', 'municipality', 'province', 'provincia', 'region', 'prefecture', 'capital',
  'county', 'department', 'division', 'district', 'federal', 'metropolitan', 'autonomous', 'governorate',
  'oblast', 'oblisi', 'voblasc', 'voblasts', 'voivodeship', 'parish', 'canton', 'krai', 'kray', 'okrug', 'raion',
  'atoll', 'urban', 'area', 'territory', 'commune', 'mairie', 'grad', 'si', 'do', 'shi', 'd', 'c', 'f',
  'the', 'de', 'del', 'la',
]);

function divisionCore(key: string): string {
  return key.split(' ').filter((word) => !DIVISION_WORDS.has(word)).join(' ');
}

/**
 * Whether a containing division's name only repeats the contained name. One-sided on purpose:
 * the division words are dropped from the container only, so 'Kansas City' still reads
 * 'Kansas City, Kansas' and 'Oklahoma City, Oklahoma' keeps its state.
 */
export function repeatsName(containedName: string, containerName: string): boolean {
  const contained = searchKey(containedName);
  const container = searchKey(containerName);
  return contained === container || contained === divisionCore(container);
}

export function formatAddress(name: string, region: string, country: string): FormattedAddress {
  const parts = [name];
  if (region && !repeatsName(name, region) && !repeatsName(region, country)) parts.push(region);
  if (country && !repeatsName(name, country)) parts.push(country);
  return { formattedAddress: parts.join(', '), secondaryText: parts.slice(1).join(', ') };
}
