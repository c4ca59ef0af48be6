import { formatPoint, sortKey } from '@heirloom/shared/rules/fuzzy-date';

/**
 * What an export's JSON says about one photo or video: used only where the file itself says
 * nothing (its own EXIF or QuickTime date and GPS always win).
 */
export interface ArchiveMetadata {
  /** When it was taken, epoch milliseconds (UTC). */
  takenAt: number | null;
  latitude: number | null;
  longitude: number | null;
  altitude: number | null;
  description: string | null;
}

export const NO_METADATA: ArchiveMetadata = { takenAt: null, latitude: null, longitude: null, altitude: null, description: null };

/** A library date ('4 Jul 2019') and its sort key for an instant; exports give UTC seconds, so the UTC day. */
export function libraryDate(epochMs: number): { text: string; sort: string } | null {
  const date = new Date(epochMs);
  if (!Number.isFinite(date.getTime())) return null;
  const text = formatPoint({ calendar: 'GREGORIAN', year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
  return { text, sort: sortKey(text) || '' };
}

/** Epoch seconds as exports write them (a number or a numeric string); 0 and nonsense are no date. */
export function epochSeconds(value: unknown): number | null {
  const seconds = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

/** A position, unless it is missing or the (0, 0) that exports write for "no place". */
export function position(latitude: unknown, longitude: unknown, altitude?: unknown): Pick<ArchiveMetadata, 'latitude' | 'longitude' | 'altitude'> | null {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude, altitude: typeof altitude === 'number' && Number.isFinite(altitude) && altitude !== 0 ? altitude : null };
}

export const cleanText = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 2000) : null);
