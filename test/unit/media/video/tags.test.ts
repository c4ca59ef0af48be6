import { describe, expect, it } from 'vitest';
import { parseFuzzyDate } from '@heirloom/shared/rules/fuzzy-date';
import { creationTimeFromTags } from '../../../../lambdas/domain/media/video/creation-time';
import { parseIso6709 } from '../../../../lambdas/domain/media/video/iso6709';

describe('parseIso6709', () => {
  it('reads decimal degrees with and without altitude', () => {
    expect(parseIso6709('+37.7750-122.4190/')).toEqual({ latitude: 37.775, longitude: -122.419, altitude: null });
    expect(parseIso6709('-33.8688+151.2093+025.000/')).toEqual({ latitude: -33.8688, longitude: 151.2093, altitude: 25 });
  });

  it('reads degrees-minutes and degrees-minutes-seconds forms', () => {
    const minutes = parseIso6709('+3746.50-12225.14/');
    expect(minutes?.latitude).toBeCloseTo(37.775, 4);
    expect(minutes?.longitude).toBeCloseTo(-122.419, 4);
    const seconds = parseIso6709('+374630-1222509/');
    expect(seconds?.latitude).toBeCloseTo(37.775, 4);
    expect(seconds?.longitude).toBeCloseTo(-122.41917, 4);
  });

  it('ignores garbage, impossible points and the all-zero point of a device without a fix', () => {
    expect(parseIso6709('somewhere')).toBeNull();
    expect(parseIso6709('+97.0000+010.0000/')).toBeNull();
    expect(parseIso6709('+3775.00-12225.00/')).toBeNull();
    expect(parseIso6709('+00.0000+000.0000/')).toBeNull();
  });
});

describe('creationTimeFromTags', () => {
  it('gives fuzzy-date text the rest of the product can parse', () => {
    const time = creationTimeFromTags({ creation_time: '2007-12-24T18:00:00.000000Z' });
    expect(time).toEqual({ text: '24 Dec 2007', raw: '2007-12-24T18:00:00.000000Z' });
    expect(parseFuzzyDate(time!.text).kind).toBe('parsed');
  });

  it('reads AVI and Matroska date tags, in any case', () => {
    expect(creationTimeFromTags({ DATE: '1998-07-04' })?.text).toBe('4 Jul 1998');
    expect(creationTimeFromTags({ date: 'Sat Jul 04 1998 10:00:00 GMT' })?.text).toBe('4 Jul 1998');
  });

  it('says no more than the tag: a year alone stays a year, not 1 January', () => {
    expect(creationTimeFromTags({ date: '2005' })?.text).toBe('2005');
    expect(creationTimeFromTags({ date: '2005-08' })?.text).toBe('Aug 2005');
    expect(parseFuzzyDate('Aug 2005').kind).toBe('parsed');
  });

  it('treats unset camera clocks (MP4 and Unix epochs) and impossible days as no date', () => {
    expect(creationTimeFromTags({ creation_time: '1904-01-01T00:00:00.000000Z' })).toBeNull();
    expect(creationTimeFromTags({ creation_time: '1970-01-01T00:00:00.000000Z' })).toBeNull();
    expect(creationTimeFromTags({ creation_time: '2019-02-30T00:00:00Z' })).toBeNull();
    expect(creationTimeFromTags({ encoder: 'Lavf' }, undefined)).toBeNull();
  });

  it('falls back to the stream tags when the container has none', () => {
    expect(creationTimeFromTags({}, { creation_time: '2015-03-01T09:00:00Z' })?.text).toBe('1 Mar 2015');
  });
});
