import { describe, expect, it } from 'vitest';
import { fold, matchesEveryWord, MAX_WORD_LENGTH, searchWords } from '../../../lambdas/domain/family/text-keys';

describe('search words (the photo and source searches)', () => {
  it('folds case and accents, joins apostrophes, splits on anything else, once each', () => {
    expect(searchWords("Grandma’s 80th: Brontë-Parsonage, HAWORTH (Haworth)")).toEqual(['grandmas', '80th', 'bronte', 'parsonage', 'haworth']);
    expect(searchWords('  ')).toEqual([]);
    expect(fold('Ærø Ångström')).toBe('ærø angstrom');
  });

  it('finds a text when every typed word starts one of its words, in any order', () => {
    const title = searchWords('1881 England Census, St Mary’s parish');
    expect(matchesEveryWord(title, searchWords('cens 1881'))).toBe(true);
    expect(matchesEveryWord(title, searchWords('marys'))).toBe(true);
    expect(matchesEveryWord(title, searchWords("Mary's"))).toBe(true);
    expect(matchesEveryWord(title, searchWords('ensus'))).toBe(false);
    expect(matchesEveryWord(title, searchWords('census 1891'))).toBe(false);
  });

  it('matches a word longer than the indexed length on its first characters', () => {
    const long = 'a'.repeat(MAX_WORD_LENGTH + 10);
    expect(searchWords(long)).toEqual(['a'.repeat(MAX_WORD_LENGTH)]);
    expect(matchesEveryWord(searchWords(long), [long])).toBe(true);
  });
});
