import { beforeAll, describe, expect, it } from 'vitest';
import { defaultGazetteer, MIN_PLACE_QUERY_LENGTH, searchPlaces, searchKey } from '../../../lambdas/domain/places';

beforeAll(() => void defaultGazetteer(), 60_000);

const descriptions = (text: string, limit?: number) => searchPlaces(text, limit).map((prediction) => prediction.description);
const population = (placeId: string) => defaultGazetteer().findPlace(placeId)!.population;

describe('place autocomplete', () => {
  it('starts only at the spec minimum of 4 characters', () => {
    expect(MIN_PLACE_QUERY_LENGTH).toBe(4);
    expect(searchPlaces('zur')).toEqual([]);
    expect(searchPlaces('  zur  ')).toEqual([]);
    expect(descriptions('zuri')[0]).toBe('Zürich, Switzerland');
  });

  it('answers in the maps service prediction shape', () => {
    expect(searchPlaces('grand junction', 1)).toEqual([
      {
        place_id: 'geonames:5423573',
        description: 'Grand Junction, Colorado, United States',
        structured_formatting: { main_text: 'Grand Junction', secondary_text: 'Colorado, United States' },
      },
    ]);
  });

  it('ignores case and accents, both ways', () => {
    for (const text of ['zuri', 'Züri', 'ZÜRICH', 'zurich']) expect(descriptions(text)[0]).toBe('Zürich, Switzerland');
    for (const text of ['lodz', 'Łódź', 'LODZ']) expect(descriptions(text)[0]).toBe('Łódź, Poland');
    expect(descriptions('sao paulo')[0]).toBe('São Paulo, Brazil');
  });

  it('ignores punctuation: spaces, hyphens, full stops and apostrophes', () => {
    expect(descriptions('new y')[0]).toBe('New York City, New York, United States');
    expect(descriptions('winston salem')[0]).toBe('Winston-Salem, North Carolina, United States');
    expect(descriptions('st louis')[0]).toBe('St. Louis, Missouri, United States');
    expect(descriptions('st. l')[0]).toBe('St. Louis, Missouri, United States');
    expect(descriptions('laquila')[0]).toBe("L'Aquila, Abruzzo, Italy");
  });

  it('treats a trailing space or comma as the end of a word', () => {
    const york = descriptions('york ', 20);
    expect(york[0]).toBe('York, England, United Kingdom');
    expect(york.every((description) => /^York[ ,]/.test(description))).toBe(true); // no Yorkshire, no Yorktown
    expect(descriptions('york,', 20)).toEqual(york);
  });

  it('ranks matches by population', () => {
    expect(descriptions('berl').slice(0, 1)).toEqual(['Berlin, Germany']);
    const sant = searchPlaces('sant', 8).map((prediction) => population(prediction.place_id));
    expect(sant).toEqual([...sant].sort((a, b) => b - a));
    expect(descriptions('sant')[0]).toBe('Santiago, Chile');
  });

  it('demotes city sections below towns of a tenth their size', () => {
    // Berlin's sections (Köpenick, Treptow: about 60,000) no longer crowd out the town of Berlin, NH (10,000).
    const berl = descriptions('berl', 8);
    const town = berl.indexOf('Berlin, New Hampshire, United States');
    const section = berl.indexOf('Berlin Köpenick, State of Berlin, Germany');
    expect(town).toBeGreaterThan(0);
    expect(section === -1 || section > town).toBe(true);
    // ...but a section is still found by its own name.
    expect(descriptions('steglitz')).toEqual(['Steglitz, State of Berlin, Germany']);
  });

  it('matches every result by prefix, shows each description once and honours the limit', () => {
    for (const text of ['sant', 'port', 'newt', 'spring', 'mont']) {
      const predictions = searchPlaces(text, 12);
      expect(predictions).toHaveLength(12);
      expect(new Set(predictions.map((p) => p.description)).size).toBe(12);
      for (const p of predictions) expect(searchKey(p.structured_formatting.main_text).startsWith(searchKey(text))).toBe(true);
    }
    expect(searchPlaces('sant', 3)).toHaveLength(3);
    expect(searchPlaces('sant', 0)).toEqual([]);
  });

  it('finds nothing for text with no letters or an unknown name', () => {
    expect(searchPlaces('....')).toEqual([]);
    expect(searchPlaces('qqqqzz')).toEqual([]);
  });

  it('resolves a prediction back to its place', () => {
    const [berlin] = searchPlaces('berlin', 1);
    expect(defaultGazetteer().findPlace(berlin!.place_id)).toMatchObject({ name: 'Berlin', countryCode: 'DE', lat: expect.closeTo(52.52, 1) });
    expect(defaultGazetteer().findPlace('geonames:0')).toBeNull();
    expect(defaultGazetteer().findPlace('osm:1')).toBeNull();
  });
});
