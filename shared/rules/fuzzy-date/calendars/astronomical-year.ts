/**
 * Historians count 1 BCE, 1 CE with no year 0; calendar arithmetic needs a year 0. A DatePoint stores the
 * historian's year (negative for BCE), so it is shifted here: 1 BCE -> 0, 2 BCE -> -1.
 */
export function toAstronomicalYear(historicalYear: number): number {
  return historicalYear < 0 ? historicalYear + 1 : historicalYear;
}

export function toHistoricalYear(astronomicalYear: number): number {
  return astronomicalYear <= 0 ? astronomicalYear - 1 : astronomicalYear;
}

/** The remainder that stays positive for negative numbers, which `%` does not. */
export function modulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}
