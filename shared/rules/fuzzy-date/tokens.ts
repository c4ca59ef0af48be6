/**
 * Splits a date into words. Commas separate like spaces ('Tuesday, 1 May, 2018'). A GEDCOM 5.5.1 calendar
 * escape stays one word even with a space inside ('@#DFRENCH R@').
 */
export function tokenize(text: string): string[] {
  return text.match(/@#D[^@]*@|[^\s,]+/gi) ?? [];
}

export type DateKeyword = 'about' | 'calculated' | 'estimated' | 'before' | 'after' | 'between' | 'and' | 'from' | 'to' | 'interpreted';

/**
 * The words that shape a date: GEDCOM's keywords and the English words people type, with or without a
 * full stop ('abt.', 'c.'). The product's own display words ('about', 'between ... and', 'to') are here so
 * that what it shows can be read back.
 */
const KEYWORDS: Record<string, DateKeyword> = {
  abt: 'about',
  about: 'about',
  circa: 'about',
  ca: 'about',
  c: 'about',
  approx: 'about',
  approximately: 'about',
  cal: 'calculated',
  calc: 'calculated',
  calculated: 'calculated',
  est: 'estimated',
  estimated: 'estimated',
  bef: 'before',
  before: 'before',
  aft: 'after',
  after: 'after',
  bet: 'between',
  btw: 'between',
  between: 'between',
  and: 'and',
  '&': 'and',
  from: 'from',
  to: 'to',
  int: 'interpreted',
  interpreted: 'interpreted',
};

export function keywordOf(token: string | undefined): DateKeyword | undefined {
  if (token === undefined) return undefined;
  return KEYWORDS[token.toLowerCase().replace(/\.$/, '')];
}

/** The epoch written after a year: 'BCE', 'B.C.', 'BC' count back; 'CE', 'AD' only say the number is a year. */
export function epochOf(token: string | undefined): 'BCE' | 'CE' | undefined {
  if (token === undefined) return undefined;
  const letters = token.toUpperCase().replace(/\./g, '');
  if (letters === 'BCE' || letters === 'BC') return 'BCE';
  if (letters === 'CE' || letters === 'AD') return 'CE';
  return undefined;
}
