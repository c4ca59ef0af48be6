import { GRAPH_DEFAULT_DEPTH, type GraphLink, type GraphNode, type GraphResponse, type RelativeList } from '@heirloom/shared/contracts/family';
import { lifeSpanOf, type LifeSpan } from '@heirloom/shared/rules/living';
import type { FamilyDeps } from './deps';
import { peopleById } from './event-names';
import { KinshipReader, pairKey, type CoupleLink, type ParentLink } from './kinship';
import { requirePerson } from './people';
import { displayName } from './person-names';
import { thumbnailUrl } from './views';
import type { PersonRecord } from './records';

/** The most people one graph holds; beyond it the edge people become 'lookup' nodes to re-centre on. */
export const GRAPH_MAX_NODES = 400;

export type GraphKind = 'relationships' | 'ancestors' | 'descendents';

/** A tree's kinship, each person's and event's facts read once. */
export const readerFor = (deps: FamilyDeps, ownerId: string) =>
  new KinshipReader({
    participationsOf: (personId) => deps.store.participationsOf(ownerId, personId),
    participantsOf: (eventId) => deps.store.participantsOf(ownerId, eventId),
  });

/**
 * GET /relationships/{personId}, /ancestors/{personId}, /descendents/{personId}: nodes and links
 * read from events, breadth first from the person, `depth` steps at most:
 *  - ancestors: parents, their parents...; descendents: children, theirs...; no marriage links
 *    (spec 001: "marriage links omitted");
 *  - relationships: the family tree around the person: parents, children and partners of everyone
 *    reached, couples joined by marriage links (married, divorced, or other for couples who only
 *    share children).
 * Each person is visited once, so cycles (a file that makes someone their own ancestor) and
 * intermarriage (cousins who marry) end. People removed from view are left out.
 */
export async function familyGraph(deps: FamilyDeps, ownerId: string, rootId: string, kind: GraphKind, depth = GRAPH_DEFAULT_DEPTH): Promise<GraphResponse> {
  const root = await requirePerson(deps, ownerId, rootId);
  const reader = readerFor(deps, ownerId);
  const parentLinks = new Map<string, ParentLink>();
  const couples = new Map<string, CoupleLink>();
  const visited = new Set<string>([root.id]);
  const edge = new Set<string>();
  let frontier = [root.id];

  for (let step = 0; step < depth && frontier.length > 0; step += 1) {
    const next: string[] = [];
    const reach = (id: string) => {
      if (visited.has(id)) return;
      if (visited.size >= GRAPH_MAX_NODES) return;
      visited.add(id);
      next.push(id);
    };
    await Promise.all(
      frontier.map(async (personId) => {
        if (kind !== 'descendents') {
          for (const link of await reader.parentLinks(personId)) {
            parentLinks.set(`${link.parentId}>${link.childId}>${link.kind}`, link);
            reach(link.parentId);
          }
        }
        if (kind !== 'ancestors') {
          for (const link of await reader.childLinks(personId)) {
            parentLinks.set(`${link.parentId}>${link.childId}>${link.kind}`, link);
            reach(link.childId);
          }
        }
        if (kind === 'relationships') {
          for (const couple of await reader.couples(personId)) {
            couples.set(pairKey(couple.a, couple.b), couple);
            reach(couple.a === personId ? couple.b : couple.a);
          }
        }
      }),
    );
    frontier = next;
  }
  // The last people reached were not expanded: mark those with relatives beyond the graph, and give
  // the others their links to each other (two brothers' mother, a couple both at the edge), so a
  // 'person' node always comes with all its links.
  await Promise.all(
    frontier.map(async (personId) => {
      const links = [
        ...(kind !== 'descendents' ? await reader.parentLinks(personId) : []),
        ...(kind !== 'ancestors' ? await reader.childLinks(personId) : []),
      ];
      const within = (link: ParentLink) => visited.has(link.parentId) && visited.has(link.childId);
      for (const link of links.filter(within)) parentLinks.set(`${link.parentId}>${link.childId}>${link.kind}`, link);
      const partners = kind === 'relationships' ? await reader.couples(personId) : [];
      for (const couple of partners) if (visited.has(couple.a) && visited.has(couple.b) && !couples.has(pairKey(couple.a, couple.b))) couples.set(pairKey(couple.a, couple.b), couple);
      if (!links.every(within) || partners.some((c) => !visited.has(c.a) || !visited.has(c.b))) edge.add(personId);
    }),
  );

  // Someone expanded whose relative was not taken in (the graph was full) has relatives beyond it too.
  for (const link of parentLinks.values()) {
    if (visited.has(link.parentId) !== visited.has(link.childId)) edge.add(visited.has(link.parentId) ? link.parentId : link.childId);
  }
  for (const couple of couples.values()) {
    if (visited.has(couple.a) !== visited.has(couple.b)) edge.add(visited.has(couple.a) ? couple.a : couple.b);
  }

  const people = await peopleById(deps, ownerId, visited);
  const shown = (id: string) => {
    const person = people.get(id);
    return person !== undefined && !person.itemsDeleted;
  };
  // Every node's participations were read to find its relatives: its years cost nothing more.
  const nodes: GraphNode[] = await Promise.all(
    [...visited].filter(shown).map(async (id) => toNode(people.get(id)!, edge.has(id) ? 'lookup' : 'person', lifeSpanOf(await reader.participationsOf(id)))),
  );
  const links: GraphLink[] = [];
  for (const couple of couples.values()) {
    if (!shown(couple.a) || !shown(couple.b)) continue;
    links.push({ from: couple.a, to: couple.b, category: 'marriage', status: couple.status, labelKeys: couple.eventIds });
  }
  for (const link of parentLinks.values()) {
    if (!shown(link.parentId) || !shown(link.childId)) continue;
    links.push({ from: link.parentId, to: link.childId, category: link.kind, status: 'other', labelKeys: [link.eventId], sort_date: link.sortDate });
  }
  return { root: root.id, nodes, links };
}

function toNode(person: PersonRecord, category: GraphNode['category'], lifeSpan: LifeSpan): GraphNode {
  // The icon the people list shows (a face's crop, or a photo): the tree's cards showed only icons kept as addresses.
  const url = thumbnailUrl(person);
  return { key: person.id, name: displayName(person), sex: person.sex, person_thumbnail_url: url ? [url] : [], category, life_span: lifeSpan };
}

/**
 * The people a photo list filter names (spec 000 section 2: Siblings, Kids, Grand Kids, Parents,
 * Grand Parents, Nieces & Nephews), as person ids. Exported for the photo filters.
 */
export async function relatives(deps: FamilyDeps, ownerId: string, personId: string, list: RelativeList): Promise<string[]> {
  const reader = readerFor(deps, ownerId);
  let ids: string[];
  switch (list) {
    case 'Parents':
      ids = await reader.parents(personId);
      break;
    case 'Grand Parents':
      ids = await reader.parentsOfAll(await reader.parents(personId));
      break;
    case 'Kids':
      ids = await reader.children(personId);
      break;
    case 'Grand Kids':
      ids = await reader.childrenOfAll(await reader.children(personId));
      break;
    case 'Siblings':
      ids = await reader.siblings(personId);
      break;
    case 'NiecesNephews':
      ids = await reader.childrenOfAll(await reader.siblings(personId));
      break;
  }
  const people = await deps.store.getPeople(ownerId, ids.filter((id) => id !== personId));
  const visible = new Set(people.filter((person) => !person.itemsDeleted).map((person) => person.id));
  return ids.filter((id) => visible.has(id));
}
