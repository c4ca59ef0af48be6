import { describe, expect, it } from 'vitest';
import { namesakesWithinImport, type NamesakeCandidate } from '../../../lambdas/domain/family/import-namesakes';

const hugo = (id: string, birthYear: string | null, parentIds: string[] = []): NamesakeCandidate => ({ id, key: 'hugo|berg', name: 'Hugo Berg', birthYear, parentIds });

describe('namesakes within one imported file', () => {
  it('offers two people of one name born the same year, once, with the year', () => {
    expect(namesakesWithinImport([hugo('b', '11901'), hugo('a', '11901')])).toEqual([{ pairId: 'a_b', firstId: 'a', secondId: 'b', name: 'Hugo Berg', birth: '1901', reason: 'same_name' }]);
  });

  it('never pairs namesakes without a birth year: a file repeats names across generations', () => {
    expect(namesakesWithinImport([hugo('a', null), hugo('b', null)])).toEqual([]);
    expect(namesakesWithinImport([hugo('a', null), hugo('b', '11901')])).toEqual([]);
  });

  it('never pairs different birth years or different names', () => {
    expect(namesakesWithinImport([hugo('a', '11901'), hugo('b', '11950')])).toEqual([]);
    expect(namesakesWithinImport([hugo('a', '11901'), { ...hugo('b', '11901'), key: 'hugo|bergman' }])).toEqual([]);
  });

  it("believes the file's relations: a parent and child of one name are two people; siblings born the same year stay offered", () => {
    expect(namesakesWithinImport([hugo('father', '11901'), hugo('son', '11901', ['father'])])).toEqual([]);
    expect(namesakesWithinImport([hugo('first', '11901', ['p']), hugo('second', '11901', ['p'])]).map((p) => p.pairId)).toEqual(['first_second']);
  });

  it('pairs every two of a larger group', () => {
    expect(namesakesWithinImport([hugo('a', '11901'), hugo('b', '11901'), hugo('c', '11901')]).map((p) => p.pairId)).toEqual(['a_b', 'a_c', 'b_c']);
  });
});
