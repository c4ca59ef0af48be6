import { PEOPLE_PAGE_SIZE } from '@heirloom/shared/contracts/family-constants';
import type { RelativesQuery, RelativesResponse } from '@heirloom/shared/contracts/relationships';
import { ValidationError } from '../errors';
import type { FamilyDeps } from './deps';
import { KinshipReader } from './kinship';
import { requirePerson } from './people';
import { sortNameOf } from './person-names';
import type { PersonRecord } from './records';
import { toPersonSummary, toPersonView } from './views';

/** How far a filter walks: ten generations, and at most this many people reached. */
export const RELATIVES_MAX_GENERATIONS = 10;
export const RELATIVES_MAX_PEOPLE = 2000;

export const BRANCH_NEEDS_CHILDREN = 'These two have no children together in the tree, so they have no branch';

/**
 * A walk through parents or children one generation at a time from a set of people, visiting each
 * person once and stopping at `RELATIVES_MAX_PEOPLE` (it says so), so a filter reads its relatives
 * and never the whole tree.
 */
class GenerationWalk {
  private reached = 0;
  truncated = false;

  constructor(private readonly reader: KinshipReader) {}

  /** The people 1, 2, ... `depth` generations up or down from `from`, each generation on its own. */
  async generations(from: readonly string[], direction: 'up' | 'down', depth: number): Promise<string[][]> {
    const seen = new Set(from);
    const levels: string[][] = [];
    let frontier = [...from];
    for (let level = 0; level < depth && frontier.length > 0; level++) {
      if (this.reached >= RELATIVES_MAX_PEOPLE) {
        this.truncated = true;
        break;
      }
      const next = direction === 'up' ? await this.reader.parentsOfAll(frontier) : await this.reader.childrenOfAll(frontier);
      frontier = next.filter((id) => !seen.has(id));
      for (const id of frontier) seen.add(id);
      this.reached += frontier.length;
      levels.push(frontier);
    }
    return levels;
  }

  /** Exactly `depth` generations down from `from` (with the people met on the way down not repeated). */
  async downTo(from: readonly string[], depth: number): Promise<string[]> {
    return (await this.generations(from, 'down', depth))[depth - 1] ?? [];
  }
}

/**
 * GET /person/{id}/relatives?relation=: the people a relationship filter names, nearest generation
 * first and by name within one, a page of 50 at a time. The filter's people are read from events
 * by a bounded walk (10 generations, 2,000 people) from the person, again for each page; the
 * cursor is the last person shown (generation, name, id), so a page reads the records of its own
 * generations only; people removed from view are not listed.
 *  - ancestors / descendants: up or down ten generations;
 *  - aunts-uncles: the parents' brothers and sisters (half ones too) and their partners;
 *  - cousins of degree n: the people n+1 generations down from the ancestors n+1 up, less those
 *    already n down from the ancestors n up (brothers and sisters for first cousins, first
 *    cousins for second...);
 *  - in-laws: partners' parents and brothers and sisters, brothers' and sisters' partners,
 *    children's partners;
 *  - branch: everyone descended from the person and `partner_id` together.
 */
export async function relativesByFilter(deps: FamilyDeps, ownerId: string, personId: string, query: RelativesQuery): Promise<RelativesResponse> {
  const after = query.cursor ? decodeListKey(query.cursor) : null;
  const { person, groups, truncated } = await relativeGroups(deps, ownerId, personId, query);
  // Only the generations from the cursor's on are read, one at a time, until the page and one more are found.
  const page: Array<{ person: PersonRecord; group: number }> = [];
  for (let group = after?.group ?? 0; group < groups.length && page.length <= PEOPLE_PAGE_SIZE; group++) {
    const people = await groupInOrder(deps, ownerId, groups[group]!);
    const rest = after && group === after.group ? people.filter((relative) => compareKeys(keyOf(relative), after) > 0) : people;
    page.push(...rest.slice(0, PEOPLE_PAGE_SIZE + 1 - page.length).map((relative) => ({ person: relative, group })));
  }
  const shown = page.slice(0, PEOPLE_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    people: shown.map((entry) => toPersonView(entry.person)),
    cursor: page.length > PEOPLE_PAGE_SIZE && last ? encodeListKey({ group: last.group, ...keyOf(last.person) }) : null,
    person: toPersonSummary(person),
    truncated,
  };
}

/** Which relation of a person: the filter's fields of the people list's and the photo strip's queries. */
export type RelationChoice = Pick<RelativesQuery, 'relation' | 'degree' | 'partner_id'>;

/**
 * Everyone a relationship filter names, nearest generation first and by id within one: the photo
 * strip merges their photos in this order, a chunk at a time, and its page token names people by
 * place in a chunk, so the order must not move when someone is renamed. Only the walk is read (no
 * person's record): the strip reads a chunk's records when it comes to it.
 */
export async function relativeIdsInOrder(deps: FamilyDeps, ownerId: string, personId: string, query: RelationChoice): Promise<{ person: PersonRecord; ids: string[]; truncated: boolean }> {
  const { person, groups, truncated } = await relativeGroups(deps, ownerId, personId, query);
  return { person, ids: groups.flatMap((group) => [...group].sort()), truncated };
}

/** One generation's people as listed: by name, then id; people removed from view left out. */
async function groupInOrder(deps: FamilyDeps, ownerId: string, ids: readonly string[]): Promise<PersonRecord[]> {
  if (!ids.length) return [];
  const people = (await deps.store.getPeople(ownerId, ids)).filter((relative) => !relative.itemsDeleted);
  return people.sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
}

/** The filter's people by generation (each once, in the first group that names them; never the person). */
async function relativeGroups(deps: FamilyDeps, ownerId: string, personId: string, query: RelationChoice): Promise<{ person: PersonRecord; groups: string[][]; truncated: boolean }> {
  const person = await requirePerson(deps, ownerId, personId);
  const reader = new KinshipReader({
    participationsOf: (id) => deps.store.participationsOf(ownerId, id),
    participantsOf: (eventId) => deps.store.participantsOf(ownerId, eventId),
  });
  const walk = new GenerationWalk(reader);
  const partnersOf = async (ids: readonly string[]) => (await Promise.all(ids.map(async (id) => (await reader.couples(id)).map((c) => (c.a === id ? c.b : c.a))))).flat();
  const id = person.id;
  let groups: string[][];
  switch (query.relation) {
    case 'ancestors':
      groups = await walk.generations([id], 'up', RELATIVES_MAX_GENERATIONS);
      break;
    case 'descendants':
      groups = await walk.generations([id], 'down', RELATIVES_MAX_GENERATIONS);
      break;
    case 'aunts-uncles': {
      const parents = await reader.parents(id);
      const aunts = (await reader.childrenOfAll(await reader.parentsOfAll(parents))).filter((aunt) => !parents.includes(aunt));
      groups = [aunts, (await partnersOf(aunts)).filter((partner) => !parents.includes(partner))];
      break;
    }
    case 'cousins': {
      const degree = query.degree;
      const ancestors = await walk.generations([id], 'up', degree + 1);
      const [apex, below] = [ancestors[degree], ancestors[degree - 1]];
      const far = apex ? await walk.downTo(apex, degree + 1) : [];
      const near = new Set(below ? await walk.downTo(below, degree) : []);
      groups = [far.filter((cousin) => !near.has(cousin))];
      break;
    }
    case 'in-laws': {
      const partners = await partnersOf([id]);
      const siblings = await reader.siblings(id);
      // One list by name: an in-law's generation says less than their name.
      groups = [
        [
          ...(await reader.parentsOfAll(partners)),
          ...(await Promise.all(partners.map((partner) => reader.siblings(partner)))).flat(),
          ...(await partnersOf(siblings)),
          ...(await partnersOf(await reader.children(id))),
        ].filter((inLaw) => !partners.includes(inLaw)),
      ];
      break;
    }
    case 'branch': {
      const partner = await requirePerson(deps, ownerId, query.partner_id!);
      const theirs = new Set(await reader.children(partner.id));
      const children = (await reader.children(id)).filter((child) => theirs.has(child));
      if (children.length === 0) throw new ValidationError(BRANCH_NEEDS_CHILDREN, { partner_id: [BRANCH_NEEDS_CHILDREN] });
      groups = [children, ...(await walk.generations(children, 'down', RELATIVES_MAX_GENERATIONS - 1))];
      break;
    }
  }

  const seen = new Set([id]);
  const placed = groups.map((group) => group.filter((relative) => !seen.has(relative) && Boolean(seen.add(relative))));
  return { person, groups: placed, truncated: walk.truncated };
}

/**
 * Where a page of the list starts: after this generation's person (by name, then id). A key, not
 * an offset, so a relative added or removed while someone pages is neither repeated nor skipped.
 */
interface ListKey {
  group: number;
  name: string;
  id: string;
}
const keyOf = (person: PersonRecord) => ({ name: sortNameOf(person), id: person.id });
const compareKeys = (a: { name: string; id: string }, b: { name: string; id: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const encodeListKey = (key: ListKey) => `g${key.group}.${Buffer.from(JSON.stringify([key.name, key.id])).toString('base64url')}`;
function decodeListKey(cursor: string): ListKey {
  const invalid = () => new ValidationError(INVALID_RELATIVES_PAGE, { cursor: [INVALID_RELATIVES_PAGE] });
  const match = /^g(\d{1,2})\.([A-Za-z0-9_-]+)$/.exec(cursor);
  if (!match) throw invalid();
  try {
    const [name, id] = JSON.parse(Buffer.from(match[2]!, 'base64url').toString('utf8')) as unknown[];
    if (typeof name !== 'string' || typeof id !== 'string') throw invalid();
    return { group: Number(match[1]), name, id };
  } catch {
    throw invalid();
  }
}
export const INVALID_RELATIVES_PAGE = 'That page is not valid';
