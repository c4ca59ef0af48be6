import type { DatePoint } from './types';

/**
 * The year by today's reckoning of a point, for dual dates ('8 JAN 1699/00').
 *
 * Until 1752 the English year began on 25 March, so a day from 1 January to 24 March was written with
 * both years: the Old Style year that was still running and the New Style year that had begun by today's
 * count. From 25 March to the end of December both counts agree on the earlier year. So:
 * January, February and March 1-24 (or March with no day) take the later year; other months the earlier.
 * A bare dual year ('1699/00') names an Old Style year, three quarters of which lie in the earlier year.
 */
export function newStyleYear(point: DatePoint): number | undefined {
  if (point.year === undefined || point.dualYear === undefined || point.month === undefined) return point.year;
  const inNewYearGap = point.month <= 2 || (point.month === 3 && (point.day === undefined || point.day <= 24));
  return inNewYearGap ? point.dualYear : point.year;
}
