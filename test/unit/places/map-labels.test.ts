import { describe, expect, it } from 'vitest';
import { syntheticGazetteer } from './synthetic-places';

const place = (name: string, lat: number, lon: number, population: number, featureCode = 'PPL') => ({
  geonameId: Math.floor(Math.random() * 1e9),
  featureCode,
  countryCode: 'US',
  regionName: 'Colorado',
  name,
  lat,
  lon,
  population,
});

const gazetteer = syntheticGazetteer([
  place('Denver', 39.74, -104.99, 715_000),
  place('Aurora', 39.73, -104.83, 386_000),
  place('Grand Junction', 39.06, -108.55, 65_000),
  place('Capitol Hill', 39.73, -104.98, 900_000, 'PPLX'),
  place('Suva', -18.14, 178.44, 93_000),
  place('Apia', -13.83, -171.76, 37_000),
]);
const names = (box: { west: number; south: number; east: number; north: number }, limit = 10) => gazetteer.largestPlacesIn(box, limit).map((label) => label.name);

describe('place names for the map', () => {
  it('gives the most populous places in the box first, up to the limit, without city sections', () => {
    expect(names({ west: -110, south: 38, east: -104, north: 41 })).toEqual(['Denver', 'Aurora', 'Grand Junction']);
    expect(names({ west: -110, south: 38, east: -104, north: 41 }, 2)).toEqual(['Denver', 'Aurora']);
    expect(names({ west: -109, south: 38, east: -107, north: 40 })).toEqual(['Grand Junction']);
  });

  it('reads a box whose west is east of its east as crossing the antimeridian', () => {
    expect(names({ west: 170, south: -25, east: -165, north: -10 })).toEqual(['Suva', 'Apia']);
    expect(names({ west: -180, south: -90, east: 180, north: 90 }, 1)).toEqual(['Denver']);
  });

  it('answers with the position and population to place and rank the label', () => {
    expect(gazetteer.largestPlacesIn({ west: -109, south: 38, east: -107, north: 40 }, 1)[0]).toMatchObject({ name: 'Grand Junction', lat: 39.06, lon: -108.55, population: 65_000 });
  });
});
