import { endsBeforeItStarts, parseFuzzyDate, RANGE_ENDS_BEFORE_IT_STARTS, sortKey } from '@heirloom/shared/rules/fuzzy-date';
import { ValidationError } from '../errors';

/**
 * A photo's date as typed: '1 May 2018', 'May 2018', '2018', '1 May 2018 to 3 Jun 2018', or a
 * partial date ('1 May', kept but not placed in time, so the photo stays in No Date). Text that is
 * not a date is refused with the spec's two texts (spec 000 section 5), a range that ends before it
 * starts with RANGE_ENDS_BEFORE_IT_STARTS.
 */
export function photoDate(text: string | null | undefined, field = 'date_taken'): { dateTaken: string | null; dateSort: string } {
  const typed = (text ?? '').replace(/\s+/g, ' ').trim();
  const date = parseFuzzyDate(typed);
  if (date.kind === 'empty') return { dateTaken: null, dateSort: '' };
  if (date.kind === 'unparsed') throw new ValidationError(date.error, { [field]: [date.error] });
  if (endsBeforeItStarts(date.date)) throw new ValidationError(RANGE_ENDS_BEFORE_IT_STARTS, { [field]: [RANGE_ENDS_BEFORE_IT_STARTS] });
  return { dateTaken: typed, dateSort: sortKey(date) ?? '' };
}
