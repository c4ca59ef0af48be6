/**
 * The words a photo is found by in the search (GET /photos/search): those of its place, its caption
 * and its file name, folded as every search key is (family/text-keys.ts: case and accents ignored), so
 * 'Grandma's 80th' is found by typing 'grand 80' and 'IMG_2034.JPG' by '2034' (matchesEveryWord).
 */
import { searchWords } from '../family/text-keys';

/** Words kept per photo: a long caption's first words (each is one small index item). */
export const MAX_WORDS_PER_PHOTO = 60;

const EXTENSION = /\.[a-z0-9]{1,5}$/i;

/**
 * The words a photo is indexed under: its place's ('Berlin, Germany': found by 'berlin' or 'germany',
 * as Google Photos finds a place), its caption's, then its file name's without the extension.
 */
export function photoSearchWords(photo: { name: string; description: string | null; locationAddress?: string | null }): string[] {
  const words = new Set([...searchWords(photo.locationAddress ?? ''), ...searchWords(photo.description ?? ''), ...searchWords(photo.name.replace(EXTENSION, ''))]);
  return [...words].slice(0, MAX_WORDS_PER_PHOTO);
}
