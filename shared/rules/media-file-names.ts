/**
 * How a file a GEDCOM names (OBJE FILE) is matched to an uploaded file: by its base name, without
 * the folders of the machine the tree was made on (`C:\Photos\Ada.JPG`, `media/ada.jpg` and an
 * upload called `ada.jpg` are the same file), case- and Unicode-form-insensitive. The server keys
 * missing files by it and the web picks the matching files by it, so both agree.
 */
export const MAX_MEDIA_FILE_KEY = 200;

export function mediaFileKey(name: string): string {
  const base = name.trim().split(/[\\/]/).pop() ?? '';
  return base.trim().normalize('NFC').toLowerCase().slice(0, MAX_MEDIA_FILE_KEY);
}

/** A GEDCOM FILE value names something to upload (not a web address or an empty value). */
export const isUploadableMediaName = (name: string): boolean => mediaFileKey(name) !== '' && !/^[a-z][a-z0-9+.-]*:\/\//i.test(name.trim());

/** The chosen files whose names match a missing file, each file once, in the order chosen. */
export function filesMatching<F extends { name: string }>(files: Iterable<F>, missingKeys: Iterable<string>): F[] {
  const wanted = new Set(missingKeys);
  const taken = new Set<string>();
  const matching: F[] = [];
  for (const file of files) {
    const key = mediaFileKey(file.name);
    if (!wanted.has(key) || taken.has(key)) continue;
    taken.add(key);
    matching.push(file);
  }
  return matching;
}
