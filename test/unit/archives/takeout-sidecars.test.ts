import { describe, expect, it } from 'vitest';
import { matchTakeoutSidecars, takeoutAlbumTitle, takeoutMetadata } from '../../../lambdas/domain/archives/takeout-sidecars';

const DIR = 'Takeout/Google Photos/Photos from 2019/';
const pairsOf = (media: string[], json: string[]) =>
  Object.fromEntries([...matchTakeoutSidecars(media.map((m) => DIR + m), json.map((j) => DIR + j))].map(([m, j]) => [m.slice(DIR.length), j.slice(DIR.length)]));

describe('pairing Takeout photos with their sidecars', () => {
  it('finds `<name>.json` and `<name>.supplemental-metadata.json`, listed before or after', () => {
    expect(pairsOf(['IMG_1.jpg', 'IMG_2.mp4'], ['IMG_2.mp4.supplemental-metadata.json', 'IMG_1.jpg.json'])).toEqual({ 'IMG_1.jpg': 'IMG_1.jpg.json', 'IMG_2.mp4': 'IMG_2.mp4.supplemental-metadata.json' });
  });

  it('follows the 51-character cut, into the suffix and into a long name', () => {
    const long = 'PXL_20190704_183512345_long_camera_name_from_a_phone.jpg';
    const cutSuffix = 'IMG_20190704_183512345_BURST001.jpg.supplemental-metadata'.slice(0, 46);
    expect(pairsOf(['IMG_20190704_183512345_BURST001.jpg'], [`${cutSuffix}.json`])).toEqual({ 'IMG_20190704_183512345_BURST001.jpg': `${cutSuffix}.json` });
    expect(pairsOf([long], [`${long.slice(0, 46)}.json`])).toEqual({ [long]: `${long.slice(0, 46)}.json` });
  });

  it('moves a copy number after the extension: IMG_1(1).jpg is IMG_1.jpg(1).json', () => {
    expect(pairsOf(['IMG_1.jpg', 'IMG_1(1).jpg'], ['IMG_1.jpg.json', 'IMG_1.jpg(1).json'])).toEqual({ 'IMG_1.jpg': 'IMG_1.jpg.json', 'IMG_1(1).jpg': 'IMG_1.jpg(1).json' });
    expect(pairsOf(['IMG_1(2).jpg'], ['IMG_1.jpg.supplemental-metadata(2).json'])).toEqual({ 'IMG_1(2).jpg': 'IMG_1.jpg.supplemental-metadata(2).json' });
  });

  it('gives an edited copy, and a -1 copy, the original sidecar', () => {
    expect(pairsOf(['IMG_1.jpg', 'IMG_1-edited.jpg', 'IMG_1-bearbeitet.jpg', 'IMG_1-1.jpg'], ['IMG_1.jpg.supplemental-metadata.json'])).toEqual({
      'IMG_1.jpg': 'IMG_1.jpg.supplemental-metadata.json',
      'IMG_1-edited.jpg': 'IMG_1.jpg.supplemental-metadata.json',
      'IMG_1-bearbeitet.jpg': 'IMG_1.jpg.supplemental-metadata.json',
      'IMG_1-1.jpg': 'IMG_1.jpg.supplemental-metadata.json',
    });
  });

  it('prefers a -1 copy’s own sidecar, accepts extension-less names, and never pairs across folders or with album metadata', () => {
    expect(pairsOf(['IMG_1-1.jpg'], ['IMG_1.jpg.json', 'IMG_1-1.jpg.json'])).toEqual({ 'IMG_1-1.jpg': 'IMG_1-1.jpg.json' });
    expect(pairsOf(['IMG_7.jpg'], ['IMG_7.json'])).toEqual({ 'IMG_7.jpg': 'IMG_7.json' });
    expect(pairsOf(['metadata.jpg'], ['metadata.json'])).toEqual({});
    expect(matchTakeoutSidecars(['A/IMG_1.jpg'], ['B/IMG_1.jpg.json']).size).toBe(0);
  });

  it('does not take a shorter name’s sidecar for a longer name', () => {
    expect(pairsOf(['IMG_12.jpg'], ['IMG_1.jpg.json'])).toEqual({});
    expect(pairsOf(['IMG_1.jpg'], ['IMG_1.jpeg.json'])).toEqual({});
  });
});

describe('what a Takeout sidecar says', () => {
  it('maps photoTakenTime, geoData (else geoDataExif) and the description', () => {
    expect(
      takeoutMetadata({ photoTakenTime: { timestamp: '1562241600' }, geoData: { latitude: 0, longitude: 0 }, geoDataExif: { latitude: 52.52, longitude: 13.405, altitude: 34 }, description: ' Picnic ' }),
    ).toEqual({ takenAt: 1562241600000, latitude: 52.52, longitude: 13.405, altitude: 34, description: 'Picnic' });
  });

  it('reads (0, 0), an empty description and a missing or zero time as nothing', () => {
    expect(takeoutMetadata({ photoTakenTime: { timestamp: '0' }, geoData: { latitude: 0, longitude: 0 }, description: '' })).toEqual({ takenAt: null, latitude: null, longitude: null, altitude: null, description: null });
    expect(takeoutMetadata('nonsense')).toMatchObject({ takenAt: null });
  });

  it('names albums from metadata.json, but not year folders', () => {
    expect(takeoutAlbumTitle({ title: 'Summer trip' })).toBe('Summer trip');
    expect(takeoutAlbumTitle({ title: 'Photos from 2019' })).toBeNull();
    expect(takeoutAlbumTitle({})).toBeNull();
  });
});
