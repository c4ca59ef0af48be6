/**
 * File sizes for people, not for machines (spec 001 section 9: "Bytes shown in 1024 units from Bytes up
 * to YB, 2 decimals"; spec 000 section 9 names the small units B, KB, MB, GB, TB).
 *
 * Two decimals at most: trailing zeros are dropped ("1.5 KB", "100 GB"), because "100.00 GB" of storage
 * reads like a bank statement. Sizes past the last unit stay in YB rather than inventing a unit.
 */
export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
export type ByteUnit = (typeof BYTE_UNITS)[number];

const STEP = 1024;

export function formatBytes(bytes: number, decimals = 2): string {
  // NaN or Infinity means the caller has no size to show; an empty string keeps "NaN B" off the screen.
  if (!Number.isFinite(bytes)) return '';
  if (bytes === 0) return '0 B';
  const places = Math.max(0, Math.floor(decimals));
  const magnitude = Math.abs(bytes);
  let unitIndex = magnitude < 1 ? 0 : Math.floor(Math.log(magnitude) / Math.log(STEP));
  unitIndex = Math.min(unitIndex, BYTE_UNITS.length - 1);
  let value = magnitude / STEP ** unitIndex;
  // Rounding can carry a value up to the next unit (1023.999 KB -> "1024 KB"); show it as "1 MB" instead.
  if (Number(value.toFixed(places)) >= STEP && unitIndex < BYTE_UNITS.length - 1) {
    unitIndex += 1;
    value = magnitude / STEP ** unitIndex;
  }
  const sign = bytes < 0 ? '-' : '';
  return `${sign}${Number(value.toFixed(places))} ${BYTE_UNITS[unitIndex]}`;
}
