import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isDateWorthTrusting, qualityOfMetadataDate } from '@heirloom/shared/rules/photo-date-quality';
import { keptApartReason, trustedPhotoYear } from '../../../lambdas/domain/faces/life-span';
import { applyChanges } from '../../../lambdas/domain/library/photo-changes';
import { photoDate } from '../../../lambdas/domain/library/photo-date';
import { readPhotoMetadata } from '../../../lambdas/domain/media/images/photo-metadata';
import type { LibraryPhoto } from '../../../lambdas/ports/library';

/** A small JPEG carrying the EXIF a device wrote. */
const jpegWith = (ifd0: Record<string, string>, exif: Record<string, string>) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).jpeg().withExif({ IFD0: ifd0, IFD2: exif }).toBuffer();

describe("what a photo's date is worth", () => {
  it("a camera's original time is a camera date", async () => {
    const metadata = await readPhotoMetadata(await jpegWith({ Make: 'Canon', Model: 'Canon EOS 5D' }, { DateTimeOriginal: '1972:06:01 10:00:00' }));
    expect(metadata.takenAt?.text).toBe('1 Jun 1972');
    expect(metadata.dateQuality).toBe('camera');
  });

  it("a scanner's time is a scan, even when the scanner writes it as the original time", async () => {
    const epson = await readPhotoMetadata(await jpegWith({ Make: 'EPSON', Model: 'Perfection V600', Software: 'EPSON Scan' }, { DateTimeOriginal: '2021:03:04 12:00:00' }));
    expect(epson.dateQuality).toBe('scan_or_file');
    const vuescan = await readPhotoMetadata(await jpegWith({ Software: 'VueScan 9.7' }, { DateTimeOriginal: '2021:03:04 12:00:00' }));
    expect(vuescan.dateQuality).toBe('scan_or_file');
  });

  it('a digitised time without an original is a file time; no date has no quality', async () => {
    expect((await readPhotoMetadata(await jpegWith({ Make: 'Canon' }, { DateTimeDigitized: '2021:03:04 12:00:00' }))).dateQuality).toBe('scan_or_file');
    expect((await readPhotoMetadata(await jpegWith({ Make: 'Canon' }, {}))).dateQuality).toBeNull();
  });

  it('classifies by tag and device', () => {
    expect(qualityOfMetadataDate('GPS', { make: 'Apple', model: 'iPhone 12' })).toBe('camera');
    expect(qualityOfMetadataDate('XMP DateCreated', { make: 'Apple' })).toBe('scan_or_file');
    expect(qualityOfMetadataDate('DateTimeOriginal', { make: 'Canon', model: 'CanoScan 9000F' })).toBe('scan_or_file');
    expect(qualityOfMetadataDate('DateTimeOriginal', { make: 'FUJIFILM', model: 'X-T4' })).toBe('camera');
  });

  it('trusts camera and family dates only; a photo stored before the quality was kept counts as untrusted', () => {
    expect(isDateWorthTrusting('camera')).toBe(true);
    expect(isDateWorthTrusting('family')).toBe(true);
    expect(isDateWorthTrusting('scan_or_file')).toBe(false);
    expect(isDateWorthTrusting(undefined)).toBe(false);
    expect(trustedPhotoYear({ photoDateSort: '11972-06-01', photoDateQuality: 'camera' })).toBe(1972);
    expect(trustedPhotoYear({ photoDateSort: '12021-03-04', photoDateQuality: 'scan_or_file' })).toBeNull();
    expect(trustedPhotoYear({ photoDateSort: '12021-03-04' })).toBeNull();
  });

  it('a date the family types is a family date; the same text sent back with the rest of the photo keeps its source', () => {
    const photo = { photoId: 'p', dateTaken: '4 Mar 2021', dateSort: '12021-03-04', dateQuality: 'scan_or_file' } as LibraryPhoto;
    expect(applyChanges(photo, { date: photoDate('1948') }, 1)).toMatchObject({ dateTaken: '1948', dateSort: '11948-00-00', dateQuality: 'family' });
    expect(applyChanges(photo, { date: photoDate('4 Mar 2021') }, 1)).toBe(photo);
    expect(applyChanges(photo, { date: photoDate('') }, 1)).toMatchObject({ dateTaken: null, dateQuality: null });
  });
});

describe('the life-span rule says why', () => {
  const grandpa = { born: 1900, died: 1950 };
  it('died long before the photo, or born after it; nothing within five years of a death or without a date', () => {
    expect(keptApartReason(1972, grandpa)).toEqual({ kind: 'died-before', died: 1950, photoYear: 1972 });
    expect(keptApartReason(1890, grandpa)).toEqual({ kind: 'born-after', born: 1900, photoYear: 1890 });
    expect(keptApartReason(1955, grandpa)).toBeNull();
    expect(keptApartReason(null, grandpa)).toBeNull();
  });
});
