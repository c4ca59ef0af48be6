import { describe, expect, it } from 'vitest';
import { MUCH_BIGGER_FACTOR, MUCH_BIGGER_RADIUS_KM, NO_PLACE_BEYOND_KM, POPULATION_FLOOR } from '../../../lambdas/domain/places';
import { placeNorthOf, syntheticGazetteer } from './synthetic-places';

// The rule on made-up worlds around one photo, so each boundary is tested exactly:
// nearest place P within 50 km; while some place of P's country within 15 km of the photo has
// >= 10x P's population (populations under 1,000 count as 1,000), the nearest such place becomes
// P; and a city section (PPLX) gives way to the nearest non-section place within 15 km with more
// people.
const photo = { lat: 40, lon: -100 };
const at = (km: number, name: string, population: number, featureCode = 'PPL', countryCode = 'US') =>
  placeNorthOf(photo, km, { name, population, featureCode, countryCode });
const nameAt = (...places: ReturnType<typeof at>[]) => syntheticGazetteer(places).reverseGeocode(photo.lat, photo.lon)?.name ?? null;

describe('which place names a GPS position', () => {
  it('has the constants the rule is tuned with', () => {
    expect({ MUCH_BIGGER_FACTOR, MUCH_BIGGER_RADIUS_KM, NO_PLACE_BEYOND_KM, POPULATION_FLOOR }).toEqual({
      MUCH_BIGGER_FACTOR: 10,
      MUCH_BIGGER_RADIUS_KM: 15,
      NO_PLACE_BEYOND_KM: 50,
      POPULATION_FLOOR: 1000,
    });
  });

  it('names the nearest place when nothing much bigger is near', () => {
    expect(nameAt(at(1, 'Village', 2000), at(-3, 'Town', 19_999))).toBe('Village');
  });

  it('prefers a place of at least ten times the population within 15 km of the photo', () => {
    expect(nameAt(at(1, 'Village', 2000), at(-14.9, 'City', 20_000))).toBe('City');
  });

  it('ignores a much bigger place just beyond 15 km', () => {
    expect(nameAt(at(1, 'Village', 2000), at(-15.1, 'City', 1_000_000))).toBe('Village');
  });

  it('measures the 15 km from the photo, not from the nearest place', () => {
    // 14 km from the photo, 19 km from the village: still within reach.
    expect(nameAt(at(5, 'Village', 2000), at(-14, 'City', 100_000))).toBe('City');
  });

  it('climbs step by step: suburb of a town that is itself a suburb of a metropolis', () => {
    expect(nameAt(at(1, 'Village', 2000), at(4, 'Town', 25_000), at(-12, 'Metropolis', 300_000))).toBe('Metropolis');
  });

  it('takes the NEAREST much bigger place, not the largest, so a neighbour city keeps its own name', () => {
    // From the village both qualify; the nearer becomes P, and the other is only 1.5x bigger than it.
    expect(nameAt(at(0.5, 'Chinatown', 3000, 'PPLX'), at(1, 'Oakland', 400_000), at(-13, 'San Francisco', 600_000))).toBe('Oakland');
  });

  it('reads a big city district as its city even when the city is not ten times bigger', () => {
    expect(nameAt(at(0.2, 'Kreis 3', 48_000, 'PPLX'), at(2, 'Zürich', 341_730, 'PPLA'))).toBe('Zürich');
    // An ordinary place of the same size next to the same city keeps its name.
    expect(nameAt(at(0.2, 'Suburb', 48_000), at(2, 'Zürich', 341_730, 'PPLA'))).toBe('Suburb');
  });

  it('lets a section give way only to a bigger place that is not itself a section, within 15 km', () => {
    expect(nameAt(at(0.2, 'District', 48_000, 'PPLX'), at(1, 'Village', 3000), at(2, 'Other district', 90_000, 'PPLX'), at(5, 'City', 200_000))).toBe('City');
    expect(nameAt(at(0.2, 'District', 48_000, 'PPLX'), at(-16, 'City', 200_000))).toBe('District');
    expect(nameAt(at(0.2, 'District', 48_000, 'PPLX'), at(3, 'Smaller town', 40_000))).toBe('District');
  });

  it('never crosses into another country', () => {
    expect(nameAt(at(0.3, 'Vatican City', 829, 'PPLC', 'VA'), at(3, 'Rome', 2_318_895, 'PPLC', 'IT'))).toBe('Vatican City');
    expect(nameAt(at(0.3, 'District', 48_000, 'PPLX', 'CH'), at(2, 'Foreign city', 341_730, 'PPL', 'DE'))).toBe('District');
    // ...though the nearest place may well be across the border.
    expect(nameAt(at(0.3, 'Border village', 2000, 'PPL', 'MX'), at(-3, 'City', 500_000))).toBe('Border village');
  });

  it('counts an unknown (0) or tiny population as 1,000', () => {
    expect(nameAt(at(1, 'Seat', 0), at(-5, 'Town', 10_000))).toBe('Town');
    expect(nameAt(at(1, 'Seat', 0), at(-5, 'Town', 9_999))).toBe('Seat');
    expect(nameAt(at(1, 'Hamlet', 300), at(-5, 'Town', 10_000))).toBe('Town');
  });

  it('names nothing beyond 50 km', () => {
    expect(nameAt(at(49, 'Far', 5000))).toBe('Far');
    expect(nameAt(at(51, 'Too far', 5_000_000))).toBeNull();
  });

  it('reports the distance to the place it names', () => {
    const result = syntheticGazetteer([at(1, 'Village', 2000), at(-10, 'City', 50_000)]).reverseGeocode(photo.lat, photo.lon);
    expect(result?.distanceKm).toBeCloseTo(10, 1);
  });

  it('answers null for 0,0 (no GPS fix), impossible or missing coordinates', () => {
    const world = syntheticGazetteer([placeNorthOf({ lat: 0, lon: 0 }, 1, { name: 'Null Island', population: 5000 })]);
    expect(world.reverseGeocode(0, 0)).toBeNull();
    expect(world.reverseGeocode(0.001, 0)?.name).toBe('Null Island');
    for (const [lat, lon] of [[91, 0], [0, 181], [Number.NaN, 0], [0, Number.POSITIVE_INFINITY]] as const) expect(world.reverseGeocode(lat, lon)).toBeNull();
  });
});
