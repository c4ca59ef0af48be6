import type KDBush from 'kdbush';
import { around } from 'geokdbush';

/**
 * Which place names a GPS position. The nearest place alone picks suburbs and city sections
 * (Palisade for a vineyard near Grand Junction, Steglitz for a street in Berlin), so:
 *
 *   1. P = the nearest place within 50 km of the photo; none (mid-ocean, the poles) -> no place.
 *   2. If some place in P's country within 15 km OF THE PHOTO has at least 10x P's population,
 *      the nearest such place becomes P; repeat step 2.
 *   3. Else, if P is a section of a populated place (GeoNames PPLX: 'Zürich (Kreis 3)',
 *      Hamburg-Nord), the nearest place in P's country within 15 km that is not a section and has
 *      more people than P becomes P (its city, in practice); repeat step 2.
 *   4. Else P names the photo.
 *
 * Populations below 1,000 (the data set's floor; 0 means "unknown") count as 1,000. Every step
 * moves to a more populous place, so the loop ends after a handful of steps.
 *
 * Why these numbers: 39.115 N 108.401 W is 4.4 km from Palisade (2,651), 4.9 km from Clifton
 * (19,889, 7.5x) and 14.1 km from Grand Junction (60,358, 22.8x): the factor must exceed 7.5 and
 * the radius 14.1 km for 'Grand Junction'. Steglitz (72,464) to Berlin (3.4 million, 47x, 8.9 km)
 * passes easily. A real neighbour city stays itself: Oakland (419,267) is not read as
 * San Francisco (2x), Cambridge MA not as Boston (6x), Offenbach not as Frankfurt (5.5x), and
 * Potsdam is 24 km from Berlin's centre. Taking the NEAREST much bigger place rather than the
 * largest keeps a point in Oakland's Chinatown in Oakland rather than in San Francisco.
 * Step 3 exists because a city's districts can be a fifth of the city (Zürich's Kreise, Hamburg's
 * Bezirke): too big for step 2, yet a photo there should still read 'Zürich'.
 * Staying in P's country keeps Vatican City from reading as Rome and a border village from
 * reading as the foreign city across the river.
 * The price: a small independent town within 15 km of a metropolis reads as the metropolis
 * (Beverly Hills, 35,000, is 14.6 km from Los Angeles' centre and 114x smaller).
 */
export const NO_PLACE_BEYOND_KM = 50;
export const MUCH_BIGGER_RADIUS_KM = 15;
export const MUCH_BIGGER_FACTOR = 10;
export const POPULATION_FLOOR = 1000;

/** What the rule needs to know of each place, by place index. */
export interface PlaceTraits {
  populations: ArrayLike<number>;
  countryIndexes: ArrayLike<number>;
  isSection(place: number): boolean;
}

/** The index of the place naming (lat, lon), or -1. Items of `index` are place indexes. */
export function namingPlaceIndex(index: KDBush, places: PlaceTraits, lat: number, lon: number): number {
  const nearest = around(index, lon, lat, 1, NO_PLACE_BEYOND_KM)[0];
  if (nearest === undefined) return -1;
  const people = (place: number) => Math.max(places.populations[place]!, POPULATION_FLOOR);
  const country = places.countryIndexes[nearest]!;
  // One k-d traversal for all steps: the same-country places within 15 km, nearest first.
  const neighbours = around(index, lon, lat, Infinity, MUCH_BIGGER_RADIUS_KM, (candidate) => places.countryIndexes[candidate] === country);
  const nearestWithin15Km = (accept: (candidate: number) => boolean): number | undefined => neighbours.find(accept);
  let place = nearest;
  for (;;) {
    const current = people(place);
    const next =
      nearestWithin15Km((candidate) => people(candidate) >= MUCH_BIGGER_FACTOR * current) ??
      (places.isSection(place) ? nearestWithin15Km((candidate) => !places.isSection(candidate) && people(candidate) > current) : undefined);
    if (next === undefined) return place;
    place = next;
  }
}
