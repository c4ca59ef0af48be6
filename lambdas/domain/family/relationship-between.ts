import { RELATIONSHIPS_LIMIT, type RelationshipLink, type RelationshipResponse, type RelationshipView } from '@heirloom/shared/contracts/relationships';
import { compareKinPaths, describeRelationship, relationshipPhrase } from '@heirloom/shared/rules/relationship/describe';
import type { KinPath, KinStep } from '@heirloom/shared/rules/relationship/kin-path';
import type { FamilyDeps } from './deps';
import { findKinPaths, KIN_SEARCH_LIMITS, type FoundLink, type FoundPath } from './kin-search';
import { KinshipReader } from './kinship';
import { requirePerson } from './people';
import { displayName } from './person-names';
import { toPersonSummary } from './views';

/**
 * GET /relationship/{personId}/{otherId}: how `personId` is related to `otherId`, in words and as
 * paths, closest first. Relationships are read from events along a bounded search from both
 * people (kin-search.ts), never stored. A path through someone removed from the tree's view is
 * not told (the tree graphs leave those people out too); the two people themselves are found by
 * id, as their pages are. `viewerPersonId` is the reader's own person: about them the words say
 * "your".
 */
export async function relationshipBetween(deps: FamilyDeps, ownerId: string, personId: string, otherId: string, viewerPersonId: string | null): Promise<RelationshipResponse> {
  const [person, other] = await Promise.all([requirePerson(deps, ownerId, personId), requirePerson(deps, ownerId, otherId)]);
  const reader = new KinshipReader({
    participationsOf: (id) => deps.store.participationsOf(ownerId, id),
    participantsOf: (eventId) => deps.store.participantsOf(ownerId, eventId),
  });
  const found = await findKinPaths(reader, other.id, person.id);
  const ids = [...new Set(found.flatMap((path) => path.people))];
  const people = new Map((await deps.store.getPeople(ownerId, ids)).map((record) => [record.id, record]));
  const shown = (path: FoundPath) => path.people.every((id) => id === person.id || id === other.id || (people.has(id) && !people.get(id)!.itemsDeleted));
  const ego = other.id === viewerPersonId ? ({ you: true } as const) : { name: displayName(other) || 'Unnamed person' };

  const told = found
    .filter(shown)
    .map((path) => ({ path, kin: toKinPath(path, (id) => (id === person.id ? person.sex : id === other.id ? other.sex : people.get(id)?.sex)) }))
    .sort((a, b) => compareKinPaths(a.kin, b.kin))
    .slice(0, RELATIONSHIPS_LIMIT);
  const relationships: RelationshipView[] = told.map(({ path, kin }) => {
    const words = describeRelationship(kin);
    return {
      term: words.term,
      phrase: relationshipPhrase(words.term, ego),
      kind: words.kind,
      chain: words.chain,
      path: path.people,
      links: path.links.map(linkName),
      common_ancestors: path.commonAncestors,
    };
  });
  const onPaths = [...new Set(told.flatMap(({ path }) => path.people))];
  return {
    person: toPersonSummary(person),
    other: toPersonSummary(other),
    relationships,
    people: onPaths.map((id) => (id === person.id ? person : id === other.id ? other : people.get(id)!)).map(toPersonSummary),
    generations_searched: KIN_SEARCH_LIMITS.generations,
  };
}

function toKinPath(path: FoundPath, sexOf: (id: string) => string | undefined): KinPath {
  const steps: KinStep[] = path.links.map((link) => (link.kind === 'partner' ? { kind: 'partner', status: link.status } : { kind: link.kind, adoptive: link.adoptive }));
  return { steps, sexes: path.people.map(sexOf), half: path.half };
}

function linkName(link: FoundLink): RelationshipLink {
  if (link.kind === 'parent') return link.adoptive ? 'adoptive parent' : 'parent';
  if (link.kind === 'child') return link.adoptive ? 'adopted child' : 'child';
  return link.status === 'married' ? 'spouse' : link.status === 'divorced' ? 'ex-spouse' : 'partner';
}
