/** The timeline's side lists reach back to this year (spec 001 section 9). */
export const OLDEST_YEAR = -5000;

export const newestYear = (now = new Date()) => now.getFullYear();

/** A year typed into the timeline's jump box or the search: '1850', '-44', '44 BC' or '44 BCE'. */
export function parseYear(text: string): number | null {
  const match = /^\s*(-?\d{1,5})\s*(BCE?|B\.C\.)?\s*$/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  const year = match[2] ? 1 - Math.abs(value) : value;
  return year >= OLDEST_YEAR && year <= newestYear() ? year : null;
}
