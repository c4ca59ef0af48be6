/**
 * Text as search and sort keys see it: lower case, accents removed ('Brontë' -> 'bronte'), so that
 * what a person types finds what a file spelt.
 */
export function fold(text: string): string {
  // Most names are plain ASCII, which has no accents to take off (an import folds thousands).
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase().trim();
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().trim();
}

/** Words of a name for the person search, folded; "O'Brien" also gives "obrien". */
export function nameWords(text: string): string[] {
  const words = new Set<string>();
  for (const raw of fold(text).split(/[^\p{L}\p{N}']+/u)) {
    const word = raw.replace(/^'+|'+$/g, '');
    if (!word) continue;
    words.add(word.slice(0, 40));
    if (word.includes("'")) words.add(word.replace(/'/g, '').slice(0, 40));
  }
  return [...words];
}

/** Cuts a sort text so keys stay well inside DynamoDB's limits. */
export const clip = (text: string, max = 120): string => (text.length <= max ? text : text.slice(0, max));

/** A word's longest indexed form: longer typing is matched on its first this many characters. */
export const MAX_WORD_LENGTH = 40;

/** The folded words of a text (a caption, a title, what was typed), each at most MAX_WORD_LENGTH, in order, without repeats. */
export function searchWords(text: string): string[] {
  const words = new Set<string>();
  // Apostrophes join a word ("Grandma's" is 'grandmas'), as people type it either way.
  for (const word of fold(text.replace(/['’]/g, '')).split(/[^\p{L}\p{N}]+/u)) if (word) words.add(word.slice(0, MAX_WORD_LENGTH));
  return [...words];
}

/** Whether every typed word starts one of the text's words ('jo smi' finds 'John Smith's wedding'). */
export function matchesEveryWord(words: readonly string[], typed: readonly string[]): boolean {
  return typed.every((word) => words.some((candidate) => candidate.startsWith(word.slice(0, MAX_WORD_LENGTH))));
}
