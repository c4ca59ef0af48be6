import { duplicatePair, type DuplicatePair } from '../sharing/duplicates';
import { readableYear } from './duplicates';

/** What the rule needs to know of one imported person with a namesake in the same file. */
export interface NamesakeCandidate {
  id: string;
  /** 'first|last', folded (duplicates.ts nameKey). */
  key: string;
  name: string;
  /** The year key of their birth (a sort key's first five characters), or null without one. */
  birthYear: string | null;
  /** Their parents' ids, from their birth event. */
  parentIds: readonly string[];
}

/**
 * Namesakes within one imported file: the same first and last name and the same birth year. Unlike
 * a person saved in the app, two people of one file with no birth recorded are not offered: a
 * file repeats names across generations (royal92 has three William Marshals without a birth), so
 * a name alone offered 83 pairs there, nearly all different people. The file's own relations
 * overrule a name: a parent and child who share it are two people; siblings born the same year stay.
 */
export function namesakesWithinImport(candidates: readonly NamesakeCandidate[]): DuplicatePair[] {
  // Grouped by name and year with push: a big file has groups of thousands under one name.
  const groups = new Map<string, NamesakeCandidate[]>();
  for (const candidate of candidates) {
    if (candidate.birthYear === null) continue;
    const group = `${candidate.key}@${candidate.birthYear}`;
    const members = groups.get(group);
    if (members) members.push(candidate);
    else groups.set(group, [candidate]);
  }
  const pairs: DuplicatePair[] = [];
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const [a, b] = [group[i]!, group[j]!];
        if (a.parentIds.includes(b.id) || b.parentIds.includes(a.id)) continue;
        pairs.push(duplicatePair(a.id, b.id, 'same_name', a.name, readableYear(a.birthYear!)));
      }
    }
  }
  return pairs;
}
