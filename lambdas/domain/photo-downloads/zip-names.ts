import { zipSafeName } from '../gedzip/family-media';

/**
 * The names a selection's files get in its zip: each its own name as uploaded (made safe for a
 * zip), and the second IMG_0001.jpg (two cameras, or the same file uploaded twice) "IMG_0001 (2).jpg",
 * as a computer names a copy. Compared without case: Windows and macOS would overwrite one with the other.
 */
export function uniqueZipNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const safe = zipSafeName(name);
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let candidate = safe;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy++) candidate = `${stem} (${copy})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
