/**
 * How much a photo's date is worth (issue 30 item 4). The life-span rule of face grouping ("nobody
 * is in a photo taken before they were born or long after they died") and ages read from the tree
 * only use dates that say when the picture was taken:
 *  - 'camera': the camera's own original time (EXIF DateTimeOriginal, or GPS time) from a camera;
 *  - 'family': a date someone in the family typed for the photo;
 *  - 'scan_or_file': a time that may only say when a print was scanned or a file written (a
 *    scanner's DateTimeOriginal, EXIF CreateDate/DateTime without an original, XMP or IPTC dates,
 *    a provider's or the file's time): a relative who died in 1950 must not be kept apart from his
 *    own photo re-scanned in 2021.
 */
export const PHOTO_DATE_QUALITIES = ['camera', 'family', 'scan_or_file'] as const;
export type PhotoDateQuality = (typeof PHOTO_DATE_QUALITIES)[number];

/**
 * Whether a date of this quality may rule people out of a photo. Photos stored before the quality
 * was kept have none (undefined/null): they count as 'scan_or_file', the safest reading, because a
 * wrong "kept apart" splits a person from their own photos for good, while a date left unused only
 * leaves the face to the likeness rules, which already ask a precision-first match.
 */
export const isDateWorthTrusting = (quality: PhotoDateQuality | null | undefined): boolean => quality === 'camera' || quality === 'family';

/** Make, model or software of a flatbed, film or photo scanner (or its scanning software). */
const SCANNER = /scan|perfection|fastfoto|silverfast|vuescan|opticfilm|coolscan|flextight|imacon|plustek|reflecta|wolverine|pixma|officejet|ecotank|workforce|flatbed|epson (?:v|gt-)\d/i;

/** Whether the device or software that wrote the file is a scanner. */
export const writtenByScanner = (...fields: ReadonlyArray<string | null | undefined>): boolean => fields.some((field) => Boolean(field && SCANNER.test(field)));

/** The quality of a date read from a file's metadata, by the tag it came from and who wrote the file. */
export function qualityOfMetadataDate(source: string, device: { make?: string | null; model?: string | null; software?: string | null }): PhotoDateQuality {
  if (writtenByScanner(device.make, device.model, device.software)) return 'scan_or_file';
  return source === 'DateTimeOriginal' || source === 'GPS' ? 'camera' : 'scan_or_file';
}
