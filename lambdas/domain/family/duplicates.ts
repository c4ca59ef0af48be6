import { duplicatePair, type DuplicatePair } from '../sharing/duplicates';
import type { FamilyDeps } from './deps';
import { primaryName } from './person-names';
import type { PersonRecord } from './records';
import { fold } from './text-keys';

/** People sharing a last name read per check: a family has few namesakes, a big import a few dozen. */
const NAMESAKES_READ = 200;

/** Where likely duplicates are offered (the people list's one list, GET /people/duplicates). */
export interface DuplicateSuggestions {
  suggest(treeOwnerId: string, pairs: readonly DuplicatePair[]): Promise<void>;
}

/** 'first|last' of the primary name, folded; '' for someone without both. */
export function nameKey(person: PersonRecord): string {
  const name = primaryName(person);
  const first = fold(name?.first ?? '');
  const last = fold(name?.last ?? '');
  return first && last ? `${first}|${last}` : '';
}

async function birthYear(deps: FamilyDeps, ownerId: string, personId: string): Promise<string | null> {
  const births = (await deps.store.participationsOf(ownerId, personId)).filter((p) => p.eventType === 'birth' && p.role === 'child' && p.sortDate);
  return births[0]?.sortDate?.slice(0, 5) ?? null;
}

/** A sort key's year as read ('11987' is 1987; sort keys offset years by 10,000 so BCE sorts first). */
export const readableYear = (key: string): string => {
  const year = Number(key) - 10_000;
  return year > 0 ? String(year) : `${1 - year} BCE`;
};

/**
 * People who are probably one person entered twice: the same first and last name and the same
 * birth year (or no birth recorded for either). Checked for the people just saved (a name or a
 * birth changed), through the name-word index, so no request walks the whole tree.
 */
export async function namesakeDuplicates(deps: FamilyDeps, ownerId: string, personIds: readonly string[]): Promise<DuplicatePair[]> {
  const pairs = new Map<string, DuplicatePair>();
  for (const person of await deps.store.getPeople(ownerId, [...new Set(personIds)])) {
    const key = person.itemsDeleted ? '' : nameKey(person);
    if (!key) continue;
    const lastWord = fold(primaryName(person)!.last).split(/\s+/)[0]!;
    const candidateIds = (await deps.store.findPersonIdsByWord(ownerId, lastWord, NAMESAKES_READ)).filter((id) => id !== person.id);
    const namesakes = (await deps.store.getPeople(ownerId, candidateIds)).filter((other) => !other.itemsDeleted && nameKey(other) === key);
    if (!namesakes.length) continue;
    const year = await birthYear(deps, ownerId, person.id);
    for (const other of namesakes) {
      if ((await birthYear(deps, ownerId, other.id)) !== year) continue;
      const name = primaryName(person)!;
      const pair = duplicatePair(person.id, other.id, 'same_name', [name.first, name.last].join(' '), year ? readableYear(year) : null);
      pairs.set(pair.pairId, pair);
    }
  }
  return [...pairs.values()];
}

/** Offers the people just saved who look like namesakes already in the tree. */
export async function suggestNamesakes(deps: FamilyDeps, suggestions: DuplicateSuggestions, ownerId: string, personIds: readonly string[]): Promise<void> {
  const pairs = await namesakeDuplicates(deps, ownerId, personIds);
  if (pairs.length) await suggestions.suggest(ownerId, pairs);
}
