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
 * Namesakes within one imported file: the same first and last name and the same birth year. Unlike
 * a person saved in the app, two people of one file with no birth recorded are not offered: a
 * file repeats names across generations (royal92 has three William Marshals without a birth), so
 * a name alone offered 83 pairs there, nearly all different people. The file's own relations
 * overrule a name: a parent and child who share it are two people; siblings born the same year stay.
 */
export function namesakesWithinImport(candidates: readonly NamesakeCandidate[]): DuplicatePair[] {
  const groups = new Map<string, NamesakeCandidate[]>();
  for (const candidate of candidates) groups.set(candidate.key, [...(groups.get(candidate.key) ?? []), candidate]);
  const pairs: DuplicatePair[] = [];
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const [a, b] = [group[i]!, group[j]!];
        if (a.birthYear === null || a.birthYear !== b.birthYear) continue;
        if (a.parentIds.includes(b.id) || b.parentIds.includes(a.id)) continue;
        pairs.push(duplicatePair(a.id, b.id, 'same_name', a.name, readableYear(a.birthYear)));
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
  const chunks = Array.from({ length: Math.ceil(ids.length / READ_CHUNK) }, (_, index) => ids.slice(index * READ_CHUNK, (index + 1) * READ_CHUNK));
  return (await eachAtMost(chunks, (chunk) => deps.store.getPeople(ownerId, chunk))).flat();
}

/** Reads run this many at a time: a big file has hundreds of namesakes (royal92: 742 people in 232 names). */
const READS_AT_ONCE = 8;

async function eachAtMost<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await read(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, items.length) }, worker));
  return results;
}

/** A namesake's birth (year and event), one Query of their participations. */
async function birthOf(deps: FamilyDeps, ownerId: string, person: PersonRecord, key: string): Promise<NamesakeCandidate & { birthEvents: string[] }> {
  const births = (await deps.store.participationsOf(ownerId, person.id)).filter((p) => p.eventType === 'birth' && p.role === 'child');
  const name = primaryName(person)!;
  return { id: person.id, key, name: [name.first, name.last].join(' '), birthYear: births.find((b) => b.sortDate)?.sortDate?.slice(0, 5) ?? null, parentIds: [], birthEvents: births.map((b) => b.eventId) };
}

/** Their parents, from their birth events: read only for namesakes whose birth years already agree. */
async function withParents(deps: FamilyDeps, ownerId: string, candidate: NamesakeCandidate & { birthEvents: string[] }): Promise<NamesakeCandidate> {
  const parentIds: string[] = [];
  for (const eventId of candidate.birthEvents) {
    for (const participant of await deps.store.participantsOf(ownerId, eventId)) if (participant.role === 'parent') parentIds.push(participant.personId);
  }
  return { id: candidate.id, key: candidate.key, name: candidate.name, birthYear: candidate.birthYear, parentIds };
}

/**
 * The pass at the end of an import: likely duplicates among the people the file brought in.
 * Only people with a namesake in the file are read further (their births), and only those whose
 * birth years agree have their parents read. Run again it finds the same pairs (one id per pair); pairs a member dismissed are not offered again.
 */
export async function suggestImportNamesakes(deps: FamilyDeps, suggestions: DuplicateSuggestions, ownerId: string, importKey: string): Promise<DuplicatePair[]> {
  const byKey = new Map<string, PersonRecord[]>();
  for (const person of await importedPeople(deps, ownerId, importKey)) {
    const key = person.itemsDeleted ? '' : nameKey(person);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), person]);
  }
  const namesakes = [...byKey].filter(([, people]) => people.length > 1).flatMap(([key, people]) => people.map((person) => ({ person, key })));
  const births = await eachAtMost(namesakes, ({ person, key }) => birthOf(deps, ownerId, person, key));
  const sameBirth = new Map<string, number>();
  for (const birth of births) sameBirth.set(`${birth.key}@${birth.birthYear}`, (sameBirth.get(`${birth.key}@${birth.birthYear}`) ?? 0) + 1);
  const candidates = await eachAtMost(
    births.filter((birth) => birth.birthYear !== null && (sameBirth.get(`${birth.key}@${birth.birthYear}`) ?? 0) > 1),
    (birth) => withParents(deps, ownerId, birth),
  );
  const pairs = namesakesWithinImport(candidates);
  if (pairs.length) await suggestions.suggest(ownerId, pairs);
  return pairs;
}
