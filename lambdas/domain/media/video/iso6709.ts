/**
 * Reads the location phones and cameras write into QuickTime/MP4 files: an ISO 6709 point such as
 * '+37.7750-122.4190/' or '+37.7750-122.4190+010.000/' (latitude, longitude, optional altitude).
 * The standard also allows degrees-minutes ('+3746.50-12225.14/') and degrees-minutes-seconds forms,
 * told apart by how many integer digits each number has.
 */
export interface VideoGps {
  latitude: number;
  longitude: number;
  /** Metres above sea level, when the device wrote one. */
  altitude: number | null;
}

const POINT = /^([+-]\d+(?:\.\d+)?)([+-]\d+(?:\.\d+)?)([+-]\d+(?:\.\d+)?)?(?:CRS[^/]*)?\/?$/;

export function parseIso6709(text: string): VideoGps | null {
  const match = POINT.exec(text.trim());
  if (!match) return null;
  const latitude = sexagesimal(match[1]!, 2);
  const longitude = sexagesimal(match[2]!, 3);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  // Devices without a fix sometimes write zeros; a point in the Gulf of Guinea is not a family photo's place.
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude, altitude: match[3] === undefined ? null : Number(match[3]) };
}

/** `degreeDigits` is 2 for latitude, 3 for longitude; more integer digits mean minutes (and seconds) follow. */
function sexagesimal(signed: string, degreeDigits: number): number | null {
  const sign = signed.startsWith('-') ? -1 : 1;
  const unsigned = signed.slice(1);
  const [whole = '', fraction = ''] = unsigned.split('.');
  const tail = fraction ? `.${fraction}` : '';
  let value: number;
  if (whole.length <= degreeDigits) {
    value = Number(unsigned);
  } else if (whole.length === degreeDigits + 2) {
    const minutes = Number(whole.slice(degreeDigits) + tail);
    if (minutes >= 60) return null;
    value = Number(whole.slice(0, degreeDigits)) + minutes / 60;
  } else if (whole.length === degreeDigits + 4) {
    const minutes = Number(whole.slice(degreeDigits, degreeDigits + 2));
    const seconds = Number(whole.slice(degreeDigits + 2) + tail);
    if (minutes >= 60 || seconds >= 60) return null;
    value = Number(whole.slice(0, degreeDigits)) + minutes / 60 + seconds / 3600;
  } else {
    return null;
  }
  return Number.isFinite(value) ? sign * value : null;
}
