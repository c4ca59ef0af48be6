import type { FamilyDeps } from './deps';
import { primaryName } from './person-names';
import type { PersonRecord } from './records';

/** The most pairs suggested at once: a family works through a few at a time. */
export const MAX_DUPLICATE_PAIRS = 20;

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** 'first last' of the primary name, folded; '' for someone with neither. */
function nameKey(person: PersonRecord): string {
  const name = primaryName(person);
  const first = fold(name?.first ?? '');
  const last = fold(name?.last ?? '');
  return first && last ? `${first}|${last}` : '';
}

async function birthYear(deps: FamilyDeps, ownerId: string, personId: string): Promise<string | null> {
  const births = (await deps.store.participationsOf(ownerId, personId)).filter((p) => p.eventType === 'birth' && p.role === 'child' && p.sortDate);
  return births[0]?.sortDate?.slice(0, 5) ?? null;
}

/**
 * People who are probably one person entered twice: the same first and last name and the same
 * birth year (or no birth recorded for either). One walk over the tree's people, page by page.
 */
export async function likelyDuplicates(deps: FamilyDeps, ownerId: string): Promise<Array<[PersonRecord, PersonRecord]>> {
  const byName = new Map<string, PersonRecord[]>();
  for await (const page of deps.store.walkPeople(ownerId)) {
    for (const person of page) {
      const key = person.itemsDeleted ? '' : nameKey(person);
      if (key) byName.set(key, [...(byName.get(key) ?? []), person]);
    }
  }
  const pairs: Array<[PersonRecord, PersonRecord]> = [];
  for (const group of byName.values()) {
    if (group.length < 2) continue;
    const years = await Promise.all(group.map((person) => birthYear(deps, ownerId, person.id)));
    for (let i = 0; i < group.length && pairs.length < MAX_DUPLICATE_PAIRS; i++) {
      for (let j = i + 1; j < group.length && pairs.length < MAX_DUPLICATE_PAIRS; j++) {
        if (years[i] === years[j]) pairs.push([group[i]!, group[j]!]);
      }
    }
  }
  return pairs;
}
