import { describe, expect, it } from 'vitest';
import { countryName, formatAddress, searchKey, toAsciiName } from '../../../lambdas/domain/places';
import { repeatsName } from '../../../lambdas/domain/places/address-format';
import { queryKey } from '../../../lambdas/domain/places/text-folding';

describe('folding names for matching', () => {
  it('writes names in ascii the way GeoNames does', () => {
    expect(toAsciiName('Zürich')).toBe('Zurich');
    expect(toAsciiName('Łódź')).toBe('Lodz');
    expect(toAsciiName('Straße')).toBe('Strasse');
    expect(toAsciiName('Ærøskøbing')).toBe('AEroskobing');
    expect(toAsciiName('Homyel’')).toBe("Homyel'");
    expect(toAsciiName('Grand Junction')).toBe('Grand Junction');
  });

  it('keys ignore case, accents, apostrophes and punctuation', () => {
    expect(searchKey('São Paulo')).toBe('sao paulo');
    expect(searchKey('Winston-Salem')).toBe('winston salem');
    expect(searchKey('St. Louis')).toBe('st louis');
    expect(searchKey("L'Aquila")).toBe('laquila');
    expect(searchKey('  Zürich (Kreis 3) ')).toBe('zurich kreis 3');
    expect(searchKey('Москва')).toBe('москва'); // non-Latin names still match themselves
  });

  it('query keys keep one trailing space as a word end', () => {
    expect(queryKey('york ')).toBe('york ');
    expect(queryKey('York,')).toBe('york ');
    expect(queryKey('york')).toBe('york');
    expect(queryKey("homyel'")).toBe('homyel');
    expect(queryKey('...')).toBe('');
  });
});

describe('formatted addresses', () => {
  it('is place, region, country', () => {
    expect(formatAddress('Grand Junction', 'Colorado', 'United States')).toEqual({
      formattedAddress: 'Grand Junction, Colorado, United States',
      secondaryText: 'Colorado, United States',
    });
  });

  it('leaves out a region that only repeats the place name', () => {
    expect(formatAddress('Berlin', 'State of Berlin', 'Germany').formattedAddress).toBe('Berlin, Germany');
    expect(formatAddress('Mexico City', 'Mexico City', 'Mexico').formattedAddress).toBe('Mexico City, Mexico');
    expect(formatAddress('Minsk', 'Minsk City', 'Belarus').formattedAddress).toBe('Minsk, Belarus');
    expect(formatAddress('Bogotá', 'Bogota D.C.', 'Colombia').formattedAddress).toBe('Bogotá, Colombia');
    expect(formatAddress('Łódź', 'Łódź Voivodeship', 'Poland').formattedAddress).toBe('Łódź, Poland');
    expect(formatAddress('Kandahār', 'Kandahar', 'Afghanistan').formattedAddress).toBe('Kandahār, Afghanistan');
  });

  it('keeps a region that merely shares a word with the place', () => {
    expect(formatAddress('Kansas City', 'Kansas', 'United States').formattedAddress).toBe('Kansas City, Kansas, United States');
    expect(formatAddress('Oklahoma City', 'Oklahoma', 'United States').formattedAddress).toBe('Oklahoma City, Oklahoma, United States');
    expect(formatAddress('New York City', 'New York', 'United States').formattedAddress).toBe('New York City, New York, United States');
    expect(formatAddress('Hamburg-Nord', 'Hamburg', 'Germany').formattedAddress).toBe('Hamburg-Nord, Hamburg, Germany');
    expect(repeatsName('Kansas', 'Kansas City')).toBe(true);
    expect(repeatsName('Kansas City', 'Kansas')).toBe(false);
  });

  it('names a city-state once', () => {
    expect(formatAddress('Singapore', '', 'Singapore')).toEqual({ formattedAddress: 'Singapore', secondaryText: '' });
    expect(formatAddress('Monaco', 'Municipality of Monaco', 'Monaco').formattedAddress).toBe('Monaco');
    expect(formatAddress('Luxembourg', 'Luxembourg', 'Luxembourg').formattedAddress).toBe('Luxembourg');
  });

  it('leaves out a region named like its country, and a missing region', () => {
    expect(formatAddress('Esch-sur-Alzette', 'Luxembourg', 'Luxembourg').formattedAddress).toBe('Esch-sur-Alzette, Luxembourg');
    expect(formatAddress('Gustavia', '', 'St. Barthélemy').formattedAddress).toBe('Gustavia, St. Barthélemy');
  });
});

describe('country names', () => {
  it('come from Intl.DisplayNames, in the short form where the long one is not what people write', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('HK')).toBe('Hong Kong');
    expect(countryName('MM')).toBe('Myanmar');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('1')).toBe('1');
  });
});
