/**
 * The words a photo is found by in the search (GET /photos/search): those of its caption and of its
 * file name, folded as every search key is (family/text-keys.ts: case and accents ignored), so
 * 'Grandma's 80th' is found by typing 'grand 80' and 'IMG_2034.JPG' by '2034'.
 */
import { fold } from '../family/text-keys';

/** Words kept per photo: a long caption's first words (each is one small index item). */
export const MAX_WORDS_PER_PHOTO = 60;
/** A word's longest indexed form: longer typing is matched on its first this many characters. */
export const MAX_WORD_LENGTH = 40;

const EXTENSION = /\.[a-z0-9]{1,5}$/i;

/** The folded words of a text, each at most MAX_WORD_LENGTH, in order, without repeats. */
export function searchWords(text: string): string[] {
  const words = new Set<string>();
  // Apostrophes join a word ("Grandma's" is 'grandmas'), as people type it either way.
  for (const word of fold(text.replace(/['’]/g, '')).split(/[^\p{L}\p{N}]+/u)) if (word) words.add(word.slice(0, MAX_WORD_LENGTH));
  return [...words];
}

/** The words a photo is indexed under: its caption's, then its file name's without the extension. */
export function photoSearchWords(photo: { name: string; description: string | null }): string[] {
  const words = new Set([...searchWords(photo.description ?? ''), ...searchWords(photo.name.replace(EXTENSION, ''))]);
  return [...words].slice(0, MAX_WORDS_PER_PHOTO);
}

/** Whether every typed word starts one of the photo's words ('jo smi' finds 'John Smith's wedding'). */
export function matchesEveryWord(photoWords: readonly string[], typed: readonly string[]): boolean {
  return typed.every((word) => photoWords.some((candidate) => candidate.startsWith(word.slice(0, MAX_WORD_LENGTH))));
}
