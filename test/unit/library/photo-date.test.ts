import { DATE_PARSE_ERRORS } from '@heirloom/shared/rules/fuzzy-date';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../lambdas/domain/errors';
import { photoDate } from '../../../lambdas/domain/library/photo-date';

describe('photoDate: the spec fuzzy dates (000 section 5)', () => {
  it.each([
    ['1 May 2018', '12018-05-01'],
    ['May 2018', '12018-05-00'],
    ['2018', '12018-00-00'],
    ['1 May 2018 to 3 Jun 2018', '12018-05-01'],
    ['  may   2018 ', '12018-05-00'],
  ])('keeps %j as typed and sorts it by %s', (typed, sort) => {
    const date = photoDate(typed);
    expect(date.dateSort).toBe(sort);
    expect(date.dateTaken).toBe(typed.replace(/\s+/g, ' ').trim());
  });

  it('keeps a date without a year but cannot place it in time (it stays in No Date)', () => {
    expect(photoDate('1 May')).toEqual({ dateTaken: '1 May', dateSort: '' });
  });

  it('clears the date for empty text', () => {
    expect(photoDate('')).toEqual({ dateTaken: null, dateSort: '' });
    expect(photoDate(null)).toEqual({ dateTaken: null, dateSort: '' });
  });

  it.each([
    ['Smarch 2018', DATE_PARSE_ERRORS.monthOrDayOfWeek],
    ['45 May 2018', DATE_PARSE_ERRORS.dayOrYear],
  ])('refuses %j with the spec text', (typed, message) => {
    let error: unknown;
    try {
      photoDate(typed);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ message, fields: { date_taken: [message] } });
  });
});
