/**
 * Where a photo was taken, when its GPS block says so believably. Phones and editors write plenty of
 * GPS blocks that say nothing: empty degree fields (GPS off), exactly 0,0 (a fix that never came: a
 * real photo at "Null Island" in the Gulf of Guinea is far less likely than a placeholder), and
 * altitudes that are a negative number stored as unsigned (-12 m saved as 4294967284). Those become
 * "no position" or "no altitude" instead of pins in the ocean.
 */
import type { MetadataBlocks } from './date-taken';

export interface GpsPosition {
  /** Decimal degrees, north positive. */
  lat: number;
  /** Decimal degrees, east positive. */
  lon: number;
  /** Metres above sea level (negative below), when the file gives a believable one. */
  altitude?: number;
}

// The deepest ocean floor to well above airliners and weather balloons: anything outside is a broken value.
const MIN_ALTITUDE = -11_000;
const MAX_ALTITUDE = 50_000;

/** 7 decimals is about 1 cm: more digits are floating-point noise from the degrees-minutes-seconds sum. */
const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

/** A BYTE field comes from exifr as a number, an array or a Uint8Array depending on options and file. */
function firstNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (Array.isArray(value) || value instanceof Uint8Array) return typeof value[0] === 'number' ? value[0] : undefined;
  return undefined;
}

export function gpsPosition(blocks: MetadataBlocks): GpsPosition | null {
  const gps = blocks.gps;
  if (!gps) return null;
  // exifr computes signed decimal degrees from the degrees/minutes/seconds and the N/S, E/W references.
  const lat = gps.latitude;
  const lon = gps.longitude;
  if (typeof lat !== 'number' || typeof lon !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  if (lat === 0 && lon === 0) return null;
  const position: GpsPosition = { lat: round7(lat), lon: round7(lon) };
  const altitude = firstNumber(gps.GPSAltitude);
  if (altitude !== undefined && Number.isFinite(altitude)) {
    // Reference 1 means "below sea level": the stored value is the depth.
    const signed = firstNumber(gps.GPSAltitudeRef) === 1 ? -altitude : altitude;
    if (signed >= MIN_ALTITUDE && signed <= MAX_ALTITUDE) position.altitude = Math.round(signed * 100) / 100;
  }
  return position;
}
