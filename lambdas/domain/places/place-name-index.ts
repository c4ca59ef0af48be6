import { countryName } from './country-names';
import type { GazetteerColumns } from './gazetteer-file';
import { searchKey } from './text-folding';

/** A point that stands for a whole region or country: the mean of its places' positions. */
export interface AreaCentre {
  lat: number;
  lon: number;
}

/**
 * Exact-name lookups over the gazetteer for the place matcher (place-matcher.ts): places by their
 * folded name, regions (first-level divisions) and countries by theirs, and a centre for each
 * region and country. Built on first use (about 0.1 s over the 135,000 places).
 */
export class PlaceNameIndex {
  private readonly placesByName = new Map<string, number[]>();
  private readonly regionsByName = new Map<string, Array<{ region: number; country: number }>>();
  private readonly countriesByName = new Map<string, number>();
  private readonly regionCentres = new Map<number, AreaCentre>();
  private readonly countryCentres: AreaCentre[];

  constructor(private readonly columns: GazetteerColumns) {
    const { count, names, asciiNames, regionIndexes, countryIndexes, latE5, lonE5, populations } = columns;
    // Keyed region * 256 + country (country indexes are bytes): no string per place.
    const regionSums = new Map<number, [number, number, number]>();
    const countrySums = columns.countryCodes.map(() => [0, 0, 0] as [number, number, number]);
    for (let i = 0; i < count; i++) {
      // City sections count too: 'East Boston' is one of Boston's.
      const key = searchKey(names[i]!);
      this.addPlaceName(key, i);
      const asciiKey = asciiNames[i] ? searchKey(asciiNames[i]!) : key;
      if (asciiKey !== key) this.addPlaceName(asciiKey, i);
      const regionKey = regionIndexes[i]! * 256 + countryIndexes[i]!;
      const sum = regionSums.get(regionKey) ?? [0, 0, 0];
      sum[0] += latE5[i]!;
      sum[1] += lonE5[i]!;
      sum[2] += 1;
      regionSums.set(regionKey, sum);
      const countrySum = countrySums[countryIndexes[i]!]!;
      countrySum[0] += latE5[i]!;
      countrySum[1] += lonE5[i]!;
      countrySum[2] += 1;
    }
    for (const list of this.placesByName.values()) list.sort((a, b) => populations[b]! - populations[a]!);
    for (const [key, [lat, lon, n]] of regionSums) {
      this.regionCentres.set(key, { lat: lat / n / 1e5, lon: lon / n / 1e5 });
      const [region, country] = [Math.floor(key / 256), key % 256];
      const name = searchKey(columns.regions[region] ?? '');
      if (!name) continue;
      for (const variant of new Set([name, name.replace(/^(state|province|region|county|land|free state) of /, '')])) {
        const list = this.regionsByName.get(variant) ?? [];
        list.push({ region, country });
        this.regionsByName.set(variant, list);
      }
    }
    this.countryCentres = countrySums.map(([lat, lon, n]) => (n ? { lat: lat / n / 1e5, lon: lon / n / 1e5 } : { lat: 0, lon: 0 }));
    columns.countryCodes.forEach((code, index) => {
      this.countriesByName.set(searchKey(countryName(code)), index);
      this.countriesByName.set(code.toLowerCase(), index);
    });
  }

  private addPlaceName(key: string, place: number): void {
    if (!key) return;
    const list = this.placesByName.get(key);
    if (list) list.push(place);
    else this.placesByName.set(key, [place]);
  }

  /** Places named exactly so (after folding), most populous first. */
  placesNamed(key: string): readonly number[] {
    return this.placesByName.get(key) ?? [];
  }

  regionsNamed(key: string): ReadonlyArray<{ region: number; country: number }> {
    return this.regionsByName.get(key) ?? [];
  }

  /** The country's index, from its English name or ISO code ('gb'), or undefined. */
  countryNamed(key: string): number | undefined {
    return this.countriesByName.get(key);
  }

  countryIndexOfCode(code: string): number | undefined {
    const index = this.columns.countryCodes.indexOf(code);
    return index < 0 ? undefined : index;
  }

  populationOf(place: number): number {
    return this.columns.populations[place]!;
  }

  regionOf(place: number): number {
    return this.columns.regionIndexes[place]!;
  }

  countryOf(place: number): number {
    return this.columns.countryIndexes[place]!;
  }

  regionName(region: number): string {
    return this.columns.regions[region] ?? '';
  }

  countryName(country: number): string {
    return countryName(this.columns.countryCodes[country]!);
  }

  regionCentre(region: number, country: number): AreaCentre | undefined {
    return this.regionCentres.get(region * 256 + country);
  }

  countryCentre(country: number): AreaCentre | undefined {
    return this.countryCentres[country];
  }
}
