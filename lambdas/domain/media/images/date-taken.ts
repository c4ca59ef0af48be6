/**
 * When a photo was taken, read from its metadata and kept as the camera wrote it. Cameras record local
 * wall-clock time with no zone (the offset tags are recent and often missing), so we never convert: a
 * photo taken at 23:30 on New Year's Eve in Sydney stays '31 Dec 2019', whatever zone the server is in.
 * The product stores dates as fuzzy-date text ('14 Jul 2019'); partial dates stay partial ('Jul 2019').
 */
import { formatPoint } from '@heirloom/shared/rules/fuzzy-date';

/** Where the date came from, best first. GPS time is UTC and only a last resort. */
export type DateTakenSource = 'DateTimeOriginal' | 'CreateDate' | 'XMP DateCreated' | 'IPTC DateCreated' | 'XMP CreateDate' | 'PNG Creation Time' | 'GPS';

export interface TakenAt {
  /** The fuzzy-date text the product shows and stores: '14 Jul 2019', 'Jul 2019' or '2019'. */
  text: string;
  /** ISO 8601 local time exactly as written, reduced to what is known: '2019-07-14T10:22:05.348', '2019-07', '2019'. */
  local: string;
  /** The UTC offset the file states for that time ('+02:00'; '+00:00' for GPS time), or null when it does not say. */
  offset: string | null;
  source: DateTakenSource;
}

/** exifr's output with mergeOutput: false: one object per block (ifd0, exif, gps, iptc, xmp, photoshop, ...). */
export type MetadataBlocks = Record<string, Record<string, unknown> | undefined>;

interface ParsedDateTime {
  year: number;
  month?: number;
  day?: number;
  time?: string;
  offset?: string;
}

const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  // Fixed-width EXIF strings come padded with NULs or spaces.
  const cleaned = value.replace(/\0/g, '').trim();
  return cleaned || undefined;
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** '+0200', '+02:00', '+02', 'Z' -> '+02:00' / '+00:00'; anything else -> undefined. */
function normaliseOffset(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value === 'Z') return '+00:00';
  const match = /^([+-])(\d{2}):?(\d{2})?$/.exec(value);
  if (!match) return undefined;
  const [, sign, hours, minutes = '00'] = match;
  return Number(hours) > 14 || Number(minutes) > 59 ? undefined : `${sign}${hours}:${minutes}`;
}

/**
 * EXIF '2019:07:14 10:22:05', XMP '2019-07-14T10:22:05+02:00' or '2019-07', and the separators some
 * cameras use instead ('2019/07/14', '2019.07.14'). Zeros mean "unknown": '2019:07:00' is July 2019,
 * '0000:00:00 00:00:00' is no date at all. Impossible dates ('2019:13:45', 30 February) are rejected
 * rather than guessed at.
 */
export function parseMetadataDateTime(value: unknown): ParsedDateTime | null {
  const written = text(value);
  if (!written) return null;
  const match =
    /^(\d{4})(?:[:\-/.](\d{1,2})(?:[:\-/.](\d{1,2})(?:[T ]+(\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:[.,](\d{1,9}))?)?)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(
      written,
    );
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  const year = Number(y);
  if (!year) return null;
  const month = Number(mo ?? 0);
  const day = Number(d ?? 0);
  if (month > 12 || (month === 0 && day !== 0)) return null;
  if (!month) return { year };
  if (day > daysInMonth(year, month)) return null;
  if (!day) return { year, month };
  const parsed: ParsedDateTime = { year, month, day, offset: normaliseOffset(zone) };
  const [hours, minutes, seconds] = [Number(h ?? NaN), Number(mi ?? NaN), Number(s ?? 0)];
  // A time that cannot be (24:61:00) is dropped; the date it came with is still good.
  if (hours < 24 && minutes < 60 && seconds < 60) {
    parsed.time = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}${fraction ? `.${fraction}` : ''}`;
  }
  return parsed;
}

/** IPTC keeps the date ('20191014') and time ('102205+0200') in separate fields. */
function parseIptc(date: unknown, time: unknown): ParsedDateTime | null {
  const d = /^(\d{4})(\d{2})(\d{2})$/.exec(text(date) ?? '');
  if (!d) return null;
  const t = /^(\d{2})(\d{2})(\d{2})([+-]\d{4})?$/.exec(text(time) ?? '');
  return parseMetadataDateTime(`${d[1]}:${d[2]}:${d[3]}${t ? ` ${t[1]}:${t[2]}:${t[3]}${t[4] ?? ''}` : ''}`);
}

/** EXIF GPS date ('2019:07:14') and time ([10, 22, 5.5], UTC); or XMP's exif:GPSTimeStamp, a full date-time. */
function parseGps(blocks: MetadataBlocks): ParsedDateTime | null {
  const gps = blocks.gps ?? {};
  const stamp = text(gps.GPSDateStamp);
  const time = gps.GPSTimeStamp;
  if (stamp) {
    const hms =
      Array.isArray(time) && time.length === 3 && time.every((part) => Number.isFinite(part))
        ? ` ${time.map((part, i) => (i < 2 ? pad(Math.floor(part)) : pad(Math.floor(part)) + fractionOf(part))).join(':')}`
        : '';
    const parsed = parseMetadataDateTime(`${stamp}${hms}`);
    if (parsed) return { ...parsed, offset: '+00:00' };
  }
  const xmpStamp = text(blocks.exif?.GPSTimeStamp);
  return xmpStamp && /^\d{4}-\d{2}-\d{2}T/.test(xmpStamp) ? parseMetadataDateTime(xmpStamp) : null;
}

function fractionOf(seconds: number): string {
  const fraction = Math.round((seconds % 1) * 1000);
  return fraction ? `.${pad(fraction, 3).replace(/0+$/, '')}` : '';
}

function withSubSeconds(parsed: ParsedDateTime | null, subSeconds: unknown, offset: unknown): ParsedDateTime | null {
  if (!parsed) return null;
  const digits = text(typeof subSeconds === 'number' ? String(subSeconds) : subSeconds);
  const time = parsed.time && digits && /^\d+$/.test(digits) && !parsed.time.includes('.') ? `${parsed.time}.${digits}` : parsed.time;
  return { ...parsed, time, offset: parsed.offset ?? normaliseOffset(text(offset)) };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A PNG's Creation Time: the PNG specification asks for RFC 1123 ('Tue, 13 Feb 2007 06:34:38 GMT'),
 * and many programs write EXIF's form ('2007:02:13 06:34:38') instead; both are read.
 */
export function parsePngCreationTime(value: unknown): ParsedDateTime | null {
  const written = text(value);
  if (!written) return null;
  const rfc = /^(?:[a-z]{3},\s*)?(\d{1,2})\s+([a-z]{3})[a-z]*\s+(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?/i.exec(written);
  if (!rfc) return parseMetadataDateTime(written);
  const month = MONTHS.indexOf(rfc[2]!.toLowerCase()) + 1;
  if (!month) return null;
  const time = rfc[4] ? ` ${rfc[4]}:${rfc[5]}:${rfc[6] ?? '00'}` : '';
  return parseMetadataDateTime(`${rfc[3]}:${String(month).padStart(2, '0')}:${rfc[1]!.padStart(2, '0')}${time}`);
}

/** The best date the metadata offers, or null when it offers none. */
export function dateTaken(blocks: MetadataBlocks): TakenAt | null {
  const exif = blocks.exif ?? {};
  const candidates: Array<[DateTakenSource, () => ParsedDateTime | null]> = [
    ['DateTimeOriginal', () => withSubSeconds(parseMetadataDateTime(exif.DateTimeOriginal), exif.SubSecTimeOriginal, exif.OffsetTimeOriginal)],
    ['CreateDate', () => withSubSeconds(parseMetadataDateTime(exif.CreateDate), exif.SubSecTimeDigitized, exif.OffsetTimeDigitized)],
    ['XMP DateCreated', () => parseMetadataDateTime(blocks.photoshop?.DateCreated)],
    ['IPTC DateCreated', () => parseIptc(blocks.iptc?.DateCreated, blocks.iptc?.TimeCreated)],
    ['XMP CreateDate', () => parseMetadataDateTime(blocks.xmp?.CreateDate)],
    // A PNG's own text chunk (exifr files PNG text under ihdr): when the picture was made, by whatever wrote it.
    ['PNG Creation Time', () => parsePngCreationTime(blocks.ihdr?.['Creation Time'])],
    ['GPS', () => parseGps(blocks)],
  ];
  for (const [source, read] of candidates) {
    const parsed = read();
    if (parsed) return describe(parsed, source);
  }
  return null;
}

function describe(parsed: ParsedDateTime, source: DateTakenSource): TakenAt {
  const { year, month, day, time, offset } = parsed;
  let local = pad(year, 4);
  if (month) local += `-${pad(month)}`;
  if (month && day) local += `-${pad(day)}`;
  if (time) local += `T${time}`;
  return { text: formatPoint({ calendar: 'GREGORIAN', year, month, day }), local, offset: offset ?? null, source };
}
