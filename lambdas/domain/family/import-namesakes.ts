import { duplicatePair, type DuplicatePair } from '../sharing/duplicates';
import type { FamilyDeps } from './deps';
import { nameKey, readableYear, type DuplicateSuggestions } from './duplicates';
import { primaryName } from './person-names';
import type { PersonRecord } from './records';

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
 * Namesakes within one imported file: the same first and last name, and the same birth year (or
 * none recorded for either), like the namesakes offered when a person is saved. The file's own
 * relations overrule a name: a parent and child who share it (John Smith and John Smith Jr
 * entered without the suffix) are two people, and so are siblings the file gives no birth year
 * (a child named after one who died young); siblings born the same year stay suggested.
 */
export function namesakesWithinImport(candidates: readonly NamesakeCandidate[]): DuplicatePair[] {
  const groups = new Map<string, NamesakeCandidate[]>();
  for (const candidate of candidates) groups.set(candidate.key, [...(groups.get(candidate.key) ?? []), candidate]);
  const pairs: DuplicatePair[] = [];
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const [a, b] = [group[i]!, group[j]!];
        if (a.birthYear !== b.birthYear) continue;
        if (a.parentIds.includes(b.id) || b.parentIds.includes(a.id)) continue;
        const siblings = a.parentIds.some((id) => b.parentIds.includes(id));
        if (siblings && a.birthYear === null) continue;
        pairs.push(duplicatePair(a.id, b.id, 'same_name', a.name, a.birthYear ? readableYear(a.birthYear) : null));
      }
    }
  }
  return pairs;
}

/** People read per getPeople call. */
const READ_CHUNK = 100;

/** The people one import wrote (its person items come first in the import's walk). */
async function importedPeople(deps: FamilyDeps, ownerId: string, importKey: string): Promise<PersonRecord[]> {
  const ids: string[] = [];
  for await (const page of deps.store.walkImportItems(ownerId, importKey)) {
    const people = page.filter((ref) => ref.kind === 'person');
    if (!people.length) break;
    for (const ref of people) if (ref.facts?.personId) ids.push(ref.facts.personId);
  }
  const people: PersonRecord[] = [];
  for (let start = 0; start < ids.length; start += READ_CHUNK) people.push(...(await deps.store.getPeople(ownerId, ids.slice(start, start + READ_CHUNK))));
  return people;
}

async function candidateOf(deps: FamilyDeps, ownerId: string, person: PersonRecord, key: string): Promise<NamesakeCandidate> {
  const births = (await deps.store.participationsOf(ownerId, person.id)).filter((p) => p.eventType === 'birth' && p.role === 'child');
  const parentIds: string[] = [];
  for (const birth of births) {
    for (const participant of await deps.store.participantsOf(ownerId, birth.eventId)) if (participant.role === 'parent') parentIds.push(participant.personId);
  }
  const name = primaryName(person)!;
  return { id: person.id, key, name: [name.first, name.last].join(' '), birthYear: births.find((b) => b.sortDate)?.sortDate?.slice(0, 5) ?? null, parentIds };
}

/**
 * The pass at the end of an import: likely duplicates among the people the file brought in.
 * Only people with a namesake in the file are read further (their births and parents). Run again
 * it finds the same pairs (one id per pair); pairs a member dismissed are not offered again.
 */
export async function suggestImportNamesakes(deps: FamilyDeps, suggestions: DuplicateSuggestions, ownerId: string, importKey: string): Promise<DuplicatePair[]> {
  const byKey = new Map<string, PersonRecord[]>();
  for (const person of await importedPeople(deps, ownerId, importKey)) {
    const key = person.itemsDeleted ? '' : nameKey(person);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), person]);
  }
  const candidates: NamesakeCandidate[] = [];
  for (const [key, people] of byKey) {
    if (people.length < 2) continue;
    for (const person of people) candidates.push(await candidateOf(deps, ownerId, person, key));
  }
  const pairs = namesakesWithinImport(candidates);
  if (pairs.length) await suggestions.suggest(ownerId, pairs);
  return pairs;
}
