/**
 * Country names come from ICU through Intl.DisplayNames rather than from a table in the data file:
 * they stay current with Node, and another language is one locale away.
 */

/** Where CLDR's long form is not what people write: 'Hong Kong SAR China', 'Myanmar (Burma)'. */
const SHORT_FORM_COUNTRIES = new Set(['HK', 'MO', 'MM', 'PS']);

const cache = new Map<string, { long: Intl.DisplayNames; short: Intl.DisplayNames }>();

/** The English name of an ISO 3166-1 alpha-2 code, or the code itself when ICU does not know it. */
export function countryName(countryCode: string, locale = 'en'): string {
  let names = cache.get(locale);
  if (!names) {
    names = {
      long: new Intl.DisplayNames([locale], { type: 'region' }),
      short: new Intl.DisplayNames([locale], { type: 'region', style: 'short' }),
    };
    cache.set(locale, names);
  }
  try {
    return (SHORT_FORM_COUNTRIES.has(countryCode) ? names.short : names.long).of(countryCode) ?? countryCode;
  } catch {
    return countryCode; // not a well-formed region code
  }
}
