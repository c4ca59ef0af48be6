import { parseFuzzyDate, sortKey } from '@heirloom/shared/rules/fuzzy-date';
import { ValidationError } from '../errors';

/**
 * A photo's date as typed: '1 May 2018', 'May 2018', '2018', '1 May 2018 to 3 Jun 2018', or a
 * partial date ('1 May', kept but not placed in time, so the photo stays in No Date). Text that is
 * not a date is refused with the spec's two texts (spec 000 section 5).
 */
export function photoDate(text: string | null | undefined, field = 'date_taken'): { dateTaken: string | null; dateSort: string } {
  const typed = (text ?? '').replace(/\s+/g, ' ').trim();
  const date = parseFuzzyDate(typed);
  if (date.kind === 'empty') return { dateTaken: null, dateSort: '' };
  if (date.kind === 'unparsed') throw new ValidationError(date.error, { [field]: [date.error] });
  return { dateTaken: typed, dateSort: sortKey(date) ?? '' };
}
