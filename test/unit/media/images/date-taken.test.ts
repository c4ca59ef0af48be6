import { describe, expect, it } from 'vitest';
import { dateTaken, parseMetadataDateTime, type MetadataBlocks } from '../../../../lambdas/domain/media/images';
import { parsePngCreationTime } from '../../../../lambdas/domain/media/images/date-taken';
import { parseFuzzyDate } from '@heirloom/shared/rules/fuzzy-date';

describe('parseMetadataDateTime', () => {
  it.each([
    ['2019:07:14 10:22:05', { year: 2019, month: 7, day: 14, time: '10:22:05' }],
    ['2019-07-14T10:22:05+02:00', { year: 2019, month: 7, day: 14, time: '10:22:05', offset: '+02:00' }],
    ['2019-07-14T10:22:05.250Z', { year: 2019, month: 7, day: 14, time: '10:22:05.250', offset: '+00:00' }],
    ['2019/07/14 10:22:05', { year: 2019, month: 7, day: 14, time: '10:22:05' }],
    ['2019.07.14 10:22', { year: 2019, month: 7, day: 14, time: '10:22:00' }],
    ['2019:07:14', { year: 2019, month: 7, day: 14 }],
    ['2019:07:14 10:22:05\0\0\0', { year: 2019, month: 7, day: 14, time: '10:22:05' }],
    ['  2019:07:14 10:22:05  ', { year: 2019, month: 7, day: 14, time: '10:22:05' }],
    // Zeros are "unknown", the way cameras and editors write a partial date.
    ['2019:07:00 00:00:00', { year: 2019, month: 7 }],
    ['2019:00:00 00:00:00', { year: 2019 }],
    ['2019-07', { year: 2019, month: 7 }],
    ['1897', { year: 1897 }],
    ['2020:02:29 12:00:00', { year: 2020, month: 2, day: 29, time: '12:00:00' }],
    // An impossible time is dropped; the date stays.
    ['2019:07:14 25:61:00', { year: 2019, month: 7, day: 14 }],
  ])('%j', (written, expected) => {
    expect(parseMetadataDateTime(written)).toMatchObject(expected);
    const parsed = parseMetadataDateTime(written)!;
    if (!('time' in expected)) expect(parsed.time).toBeUndefined();
  });

  it.each([
    '0000:00:00 00:00:00',
    '    :  :     :  :  ',
    '',
    '\0\0\0\0',
    '2019:13:01 00:00:00',
    '2019:02:30 00:00:00',
    '2019:00:14 00:00:00',
    '2019-07-14T10:22:05 and some words',
    'yesterday',
    '19:07:14',
  ])('no date in %j', (written) => {
    expect(parseMetadataDateTime(written)).toBeNull();
  });

  it('ignores what is not a string', () => {
    expect(parseMetadataDateTime(undefined)).toBeNull();
    expect(parseMetadataDateTime(1563099725)).toBeNull();
  });
});

describe('dateTaken', () => {
  const blocks = (value: MetadataBlocks) => value;

  it('prefers DateTimeOriginal, then CreateDate, XMP photoshop:DateCreated, IPTC, XMP xmp:CreateDate, GPS', () => {
    const all = blocks({
      exif: { DateTimeOriginal: '2001:01:01 01:00:00', CreateDate: '2002:02:02 02:00:00' },
      photoshop: { DateCreated: '2003-03-03T03:00:00' },
      iptc: { DateCreated: '20040404', TimeCreated: '040000+0000' },
      xmp: { CreateDate: '2005-05-05T05:00:00' },
      gps: { GPSDateStamp: '2006:06:06', GPSTimeStamp: [6, 0, 0] },
    });
    const order: Array<[string, string]> = [
      ['DateTimeOriginal', '1 Jan 2001'],
      ['CreateDate', '2 Feb 2002'],
      ['XMP DateCreated', '3 Mar 2003'],
      ['IPTC DateCreated', '4 Apr 2004'],
      ['XMP CreateDate', '5 May 2005'],
      ['GPS', '6 Jun 2006'],
    ];
    for (const [source, text] of order) {
      expect(dateTaken(all)).toMatchObject({ source, text });
      // Remove the winner and the next one takes over.
      if (source === 'DateTimeOriginal') delete all.exif!.DateTimeOriginal;
      if (source === 'CreateDate') delete all.exif!.CreateDate;
      if (source === 'XMP DateCreated') delete all.photoshop;
      if (source === 'IPTC DateCreated') delete all.iptc;
      if (source === 'XMP CreateDate') delete all.xmp;
    }
  });

  it('skips a source that holds no real date', () => {
    expect(dateTaken(blocks({ exif: { DateTimeOriginal: '0000:00:00 00:00:00', CreateDate: '2012:08:05 11:39:59' } }))).toMatchObject({
      source: 'CreateDate',
      text: '5 Aug 2012',
    });
  });

  it('keeps the wall-clock time as written and reports the offset separately, never converting', () => {
    const taken = dateTaken(
      blocks({ exif: { DateTimeOriginal: '2019:12:31 23:30:00', OffsetTimeOriginal: '+11:00', SubSecTimeOriginal: '042' } }),
    );
    expect(taken).toEqual({ text: '31 Dec 2019', local: '2019-12-31T23:30:00.042', offset: '+11:00', source: 'DateTimeOriginal' });
  });

  it('writes partial dates the product way and they read back as the same fuzzy date', () => {
    for (const [written, text, local] of [
      ['2019:07:00 00:00:00', 'Jul 2019', '2019-07'],
      ['2019:00:00 00:00:00', '2019', '2019'],
      ['2019:07:04 08:00:00', '4 Jul 2019', '2019-07-04T08:00:00'],
    ]) {
      const taken = dateTaken(blocks({ exif: { DateTimeOriginal: written } }))!;
      expect([taken.text, taken.local]).toEqual([text, local]);
      expect(parseFuzzyDate(taken.text).kind).toBe('parsed');
    }
  });

  it('joins an IPTC date with its time and zone, and accepts a date alone', () => {
    expect(dateTaken(blocks({ iptc: { DateCreated: '20071206', TimeCreated: '143318+0900' } }))).toEqual({
      text: '6 Dec 2007',
      local: '2007-12-06T14:33:18',
      offset: '+09:00',
      source: 'IPTC DateCreated',
    });
    expect(dateTaken(blocks({ iptc: { DateCreated: '20071206' } }))).toMatchObject({ local: '2007-12-06', offset: null });
    expect(dateTaken(blocks({ iptc: { TimeCreated: '143000+0000' } }))).toBeNull();
  });

  it('reads the EXIF GPS date and UTC time, with fractions of a second', () => {
    expect(dateTaken(blocks({ gps: { GPSDateStamp: '2022:01:10', GPSTimeStamp: [21, 15, 33.519] } }))).toEqual({
      text: '10 Jan 2022',
      local: '2022-01-10T21:15:33.519',
      offset: '+00:00',
      source: 'GPS',
    });
    expect(dateTaken(blocks({ gps: { GPSDateStamp: '2022:01:10' } }))).toMatchObject({ local: '2022-01-10' });
    // A GPS time with no date says nothing about the day.
    expect(dateTaken(blocks({ gps: { GPSTimeStamp: [21, 15, 33] } }))).toBeNull();
  });

  it('is null for no metadata at all', () => {
    expect(dateTaken({})).toBeNull();
  });
});

describe("a PNG's Creation Time", () => {
  it('reads the RFC 1123 form the PNG specification asks for, and the EXIF form many programs write', () => {
    expect(parsePngCreationTime('Tue, 13 Feb 2007 06:34:38 GMT')).toMatchObject({ year: 2007, month: 2, day: 13, time: '06:34:38' });
    expect(parsePngCreationTime('13 February 2007')).toMatchObject({ year: 2007, month: 2, day: 13 });
    expect(parsePngCreationTime('2007:02:13 06:34:38')).toMatchObject({ year: 2007, month: 2, day: 13, time: '06:34:38' });
    expect(parsePngCreationTime('31 Foo 2007')).toBeNull();
    expect(parsePngCreationTime('yesterday')).toBeNull();
  });
});
