import { beforeAll, describe, expect, it } from 'vitest';
import { defaultGazetteer } from '../../../lambdas/domain/places';
import { newId } from '../../../lambdas/domain/family/ids';
import { exportGedcom } from '../../../lambdas/domain/genealogy-import/export-gedcom';
import { importGedcom } from '../../../lambdas/domain/genealogy-import/import-gedcom';
import { mapCoordinates } from '../../../lambdas/domain/genealogy-import/map-records';
import { MemoryFamilyStore } from '../family/memory-family-store';
import { matchPlace, placeParts, type PlaceMatchInput } from '../../../lambdas/domain/places/place-matcher';

// The real GeoNames data: built once into node_modules/.cache on the first run, then loaded.
beforeAll(() => void defaultGazetteer().nameIndex(), 60_000);

const match = (text: string, extra: Omit<PlaceMatchInput, 'text'> = {}) => matchPlace(defaultGazetteer(), { text, ...extra });
const label = (text: string) => match(text)?.label ?? null;

describe('matching event place text to the map', () => {
  it('splits and folds the parts, most specific first, leaving out empty and unknown parts', () => {
    expect(placeParts(' Köln ,, Nordrhein-Westfalen; DEUTSCHLAND ')).toEqual(['koln', 'nordrhein westfalen', 'deutschland']);
    expect(placeParts('Unknown, , 12, St. Louis')).toEqual(['st louis']);
  });

  it('takes the most specific part that is a town in the region and country named after it', () => {
    expect(match('Buckingham Palace, London, England')).toMatchObject({ label: 'London, England, United Kingdom', precision: 'town', source: 'gazetteer' });
    expect(label('London, Ontario, Canada')).toBe('London, Ontario, Canada');
    expect(label('Springfield, IL, USA')).toBe('Springfield, Illinois, United States');
    expect(label('Springfield, Massachusetts')).toBe('Springfield, Massachusetts, United States');
    expect(label('Tbilisi, Georgia')).toBe('Tbilisi, Georgia');
    // A county named like a town elsewhere does not pull the town away; 'near' a town is that town's point when the place itself is unknown.
    expect(label('Penzance, Cornwall')).toBe('Penzance, England, United Kingdom');
    expect(label('Thornton, Nr. Bradford')).toBe('Bradford, England, United Kingdom');
    // A town alone is the most populous of that name.
    expect(label('London')).toBe('London, England, United Kingdom');
  });

  it('is tolerant of case, accents, punctuation, St./Saint, English names and landmark words', () => {
    expect(label('saint louis, MO')).toBe('St. Louis, Missouri, United States');
    expect(label('KOLN, Germany')).toBe('Köln, North Rhine-Westphalia, Germany');
    expect(label('Cologne, Prussia')).toBe('Köln, North Rhine-Westphalia, Germany');
    expect(label('Zurich,Schweiz')).toBe('Zürich, Switzerland');
    expect(label('Windsor Castle, Berkshire, England')).toBe('Windsor, England, United Kingdom');
    expect(label('New York, New York, USA')).toBe('New York City, New York, United States');
  });

  it('falls back to the region or country, saying so, and never reads a country as a town elsewhere', () => {
    expect(match('Kent, England')).toMatchObject({ label: 'England, United Kingdom', precision: 'region' });
    expect(match('Cook County, Illinois, USA')).toMatchObject({ label: 'Illinois, United States', precision: 'region' });
    expect(match('Georgia, USA')).toMatchObject({ label: 'Georgia, United States', precision: 'region' });
    const germany = match('Somewhere, Germany')!;
    expect(germany).toMatchObject({ label: 'Germany', precision: 'country' });
    expect(germany.lat).toBeGreaterThan(47);
    expect(germany.lat).toBeLessThan(55);
  });

  it('gives nothing for text it cannot place', () => {
    expect(match('Xyzzyville')).toBeNull();
    expect(match('')).toBeNull();
    expect(match('Unknown')).toBeNull();
  });

  it('lets GEDCOM coordinates win, then the family’s own places', () => {
    expect(match('Old Farm, London', { coordinates: { lat: 51.1, lon: -1.2 } })).toEqual({ lat: 51.1, lon: -1.2, label: 'Old Farm, London', precision: 'exact', source: 'gedcom' });
    expect(match('Hull, , Plymouth County, MA, USA', { coordinates: { lat: 42.3, lon: -70.9 } })?.label).toBe('Hull, Plymouth County, MA, USA');
    // Impossible coordinates are ignored.
    expect(match('London', { coordinates: { lat: 123, lon: 0 } })?.source).toBe('gazetteer');
    const familyPlaces = [{ formattedAddress: 'Grand Junction, Colorado, United States', lat: 39.1, lon: -108.5 }];
    expect(match('Grand Junction, Colorado', { familyPlaces })).toEqual({ lat: 39.1, lon: -108.5, label: 'Grand Junction, Colorado, United States', precision: 'exact', source: 'family' });
    expect(match('grand junction, CO, USA', { familyPlaces })?.source).toBe('family');
    expect(match('Grand Junction, Utah', { familyPlaces })?.source).not.toBe('family');
  });
});

describe('reading GEDCOM MAP coordinates', () => {
  const place = (lati: string | null, long: string | null) => ({
    tag: 'PLAC',
    value: 'Somewhere',
    children: [{ tag: 'MAP', children: [...(lati !== null ? [{ tag: 'LATI', value: lati, children: [] }] : []), ...(long !== null ? [{ tag: 'LONG', value: long, children: [] }] : [])] }],
  });
  it('reads N/S/E/W and signed numbers, and refuses what is missing or impossible', () => {
    expect(mapCoordinates(place('N51.5', 'W0.1275') as never)).toEqual({ lat: 51.5, lon: -0.1275 });
    expect(mapCoordinates(place('S33.86', 'E151.2') as never)).toEqual({ lat: -33.86, lon: 151.2 });
    expect(mapCoordinates(place('-12.5', '45') as never)).toEqual({ lat: -12.5, lon: 45 });
    expect(mapCoordinates(place('N91', 'E0') as never)).toBeNull();
    expect(mapCoordinates(place('N51.5', null) as never)).toBeNull();
    expect(mapCoordinates(place('E51.5', 'W0.1') as never)).toBeNull();
    expect(mapCoordinates({ tag: 'PLAC', value: 'x', children: [] } as never)).toBeNull();
  });
});

describe('places of imported events', () => {
  it('are matched as they are written, once per place text, GEDCOM coordinates first; a round trip keeps the MAP', async () => {
    const store = new MemoryFamilyStore();
    const asked: string[] = [];
    const deps = {
      store,
      now: () => Date.UTC(2024, 0, 1),
      newId,
      placeMatcher: (input: Omit<PlaceMatchInput, 'familyPlaces'>) => (asked.push(input.text), matchPlace(defaultGazetteer(), input)),
    };
    const text = [
      '0 HEAD',
      '1 GEDC',
      '2 VERS 5.5.1',
      '1 CHAR UTF-8',
      '0 @I1@ INDI',
      '1 NAME Ann /Place/',
      '1 BIRT',
      '2 PLAC Penzance, Cornwall, England',
      '1 CHR',
      '2 PLAC Penzance, Cornwall, England',
      '1 DEAT',
      '2 PLAC Old Farm, Nowhere',
      '3 MAP',
      '4 LATI N50.1',
      '4 LONG W5.5',
      '1 BURI',
      '2 PLAC Xyzzyville',
      '0 TRLR',
      '',
    ].join('\n');
    await importGedcom(deps, { ownerId: 'owner', source: new TextEncoder().encode(text), fileName: 'places.ged' });
    const byType = new Map([...store.events.values()].map((event) => [event.eventType, event]));
    expect(byType.get('birth')?.placement).toMatchObject({ text: 'Penzance, Cornwall, England', place: { label: 'Penzance, England, United Kingdom', precision: 'town' } });
    const inPenzance = [...store.events.values()].filter((event) => event.location === 'Penzance, Cornwall, England');
    expect(inPenzance).toHaveLength(2);
    expect(inPenzance[1]?.placement?.place).toEqual(inPenzance[0]?.placement?.place);
    expect(byType.get('death')).toMatchObject({ placeCoordinates: { lat: 50.1, lon: -5.5 }, placement: { place: { lat: 50.1, lon: -5.5, source: 'gedcom', precision: 'exact' } } });
    expect([...store.events.values()].find((event) => event.location === 'Xyzzyville')?.placement).toMatchObject({ text: 'Xyzzyville', place: null });
    expect(asked.sort()).toEqual(['Old Farm, Nowhere', 'Penzance, Cornwall, England', 'Xyzzyville']);

    let exported = '';
    for await (const chunk of exportGedcom(deps, { ownerId: 'owner', version: '5.5.1', date: new Date(Date.UTC(2024, 0, 1)) })) exported += chunk;
    expect(exported).toContain('2 PLAC Old Farm, Nowhere\n3 MAP\n4 LATI N50.1\n4 LONG W5.5');
  });
});
