import { beforeAll, describe, expect, it } from 'vitest';
import { defaultGazetteer, reverseGeocode } from '../../../lambdas/domain/places';

// The real GeoNames data: built once into node_modules/.cache on the first run, then loaded.
beforeAll(() => void defaultGazetteer(), 60_000);

const address = (lat: number, lon: number) => reverseGeocode(lat, lon)?.formattedAddress ?? null;

describe('reverse geocoding the DESIGN examples and the test photos', () => {
  it('reads a vineyard near Palisade as Grand Junction (thompson-springs photo)', () => {
    expect(reverseGeocode(39.115, -108.401)).toEqual({
      placeId: 'geonames:5423573',
      name: 'Grand Junction',
      region: 'Colorado',
      country: 'United States',
      countryCode: 'US',
      formattedAddress: 'Grand Junction, Colorado, United States',
      distanceKm: expect.closeTo(14.1, 1),
    });
  });

  it('reads a street in Steglitz as Berlin, without repeating the State of Berlin', () => {
    expect(address(52.46, 13.33)).toBe('Berlin, Germany');
    expect(address(52.4605, 13.3314)).toBe('Berlin, Germany'); // digikam photo
    expect(reverseGeocode(52.46, 13.33)).toMatchObject({ name: 'Berlin', region: 'State of Berlin', countryCode: 'DE' });
  });

  it('reads the gps-datetime photo as San Francisco', () => {
    expect(address(37.775, -122.419)).toBe('San Francisco, California, United States');
  });
});

describe('reverse geocoding around the world', () => {
  it.each([
    [-33.8688, 151.2093, 'Sydney, New South Wales, Australia'],
    [-33.9249, 18.4241, 'Cape Town, Western Cape, South Africa'],
    [-22.9068, -43.1729, 'Rio de Janeiro, Brazil'],
    [-36.8485, 174.7633, 'Auckland, New Zealand'],
    [35.6895, 139.6917, 'Tokyo, Japan'],
    [19.43, -99.13, 'Mexico City, Mexico'],
    [1.29, 103.85, 'Singapore'],
    [-18.14, 178.44, 'Suva, Central, Fiji'],
  ])('%f, %f reads %s', (lat, lon, expected) => {
    expect(address(lat, lon)).toBe(expected);
  });

  it('keeps a neighbour city that is not MUCH smaller than the big one', () => {
    expect(address(37.8044, -122.2712)).toBe('Oakland, California, United States'); // SF 2x, 13 km
    expect(address(42.3736, -71.1097)).toBe('Cambridge, Massachusetts, United States'); // Boston 6x, 4 km
    expect(address(50.1, 8.766)).toBe('Offenbach, Hesse, Germany'); // Frankfurt 5.5x, 6 km
    expect(address(52.3906, 13.0645)).toBe('Potsdam, Brandenburg, Germany'); // Berlin 24 km away
  });

  it('reads a city district as its city', () => {
    expect(address(47.3786, 8.5192)).toBe('Zürich, Switzerland'); // Zürich (Kreis 4), 53,000 people
    expect(address(53.59, 10.0)).toBe('Hamburg, Germany'); // Hamburg-Nord, 280,000
    expect(address(40.672, -73.977)).toBe('Brooklyn, New York, United States'); // Park Slope
  });

  it('stays in the country of the nearest place', () => {
    expect(address(41.9022, 12.4533)).toBe('Vatican City'); // not Rome, 3 km away and 2,800x bigger
  });

  it('does not let a mid-size neighbour capture a village: Clifton (7.5x Palisade) loses to Grand Junction', () => {
    expect(reverseGeocode(39.115, -108.401)?.name).not.toBe('Clifton');
  });

  it('answers null mid-ocean and at 0,0', () => {
    expect(reverseGeocode(30, -40)).toBeNull(); // North Atlantic
    expect(reverseGeocode(-40, -120)).toBeNull(); // South Pacific
    expect(reverseGeocode(0, 0)).toBeNull();
  });
});
