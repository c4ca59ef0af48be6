import type { GraphLink, GraphNode, GraphResponse } from '@heirloom/shared/contracts/family';
import type { LifeSpan } from '@heirloom/shared/rules/living';
import { familyDateProblems } from './family-date-problems';

/** One relative as the person page lists them, with what sets them apart from the rest of their group. */
export interface CloseRelative {
  person: GraphNode;
  /** 'divorced' for a partner; 'adopted' for a child or a parent's child by adoption; 'half' for a brother or sister through one parent only. */
  note: 'divorced' | 'adopted' | 'half' | null;
  /** Whether an event of their own links them (false for partners known only as the parents of one child: nothing to unlink them from). */
  unlinkable: boolean;
  /** A partner's children with the person, by name: as their parents the two stay partners after an unlink. */
  sharedChildren?: string[];
}

/** The person's partners, children and brothers and sisters, as webtrees' and Gramps Web's family panels list them. */
export interface CloseFamily {
  partners: CloseRelative[];
  children: CloseRelative[];
  siblings: CloseRelative[];
  /** The years of everyone in the graph (the parents' too), by person id. */
  lifeSpans: ReadonlyMap<string, LifeSpan>;
  /** Dates of the person, their parents and children that cannot all be right (family-date-problems.ts). */
  dateProblems: string[];
}

const isParentLink = (link: GraphLink) => link.category === 'parent' || link.category === 'adoptive parent';

/** Children oldest first, as the tree draws them; undated ones after the dated, in the order the graph gives them. */
function byBirth(a: GraphLink, b: GraphLink): number {
  if (a.sort_date && b.sort_date) return a.sort_date < b.sort_date ? -1 : a.sort_date > b.sort_date ? 1 : 0;
  return a.sort_date ? -1 : b.sort_date ? 1 : 0;
}

/**
 * Reads the close family out of the relationship graph around `personId` (GET /relationships/{id},
 * two steps deep, the family tree's first drawing): partners from marriage links, children from the
 * person's parent links, brothers and sisters from their parents' parent links. Someone linked twice
 * (a child by birth and by adoption, a couple married twice) is listed once, with the first link's note.
 */
export function closeFamilyOf(graph: GraphResponse, personId: string): CloseFamily {
  const nodes = new Map(graph.nodes.map((node) => [node.key, node]));
  /** A group of relatives that lists each person once, never the person themselves. */
  const group = () => {
    const relatives: CloseRelative[] = [];
    const add = (id: string, note: CloseRelative['note'], unlinkable = true) => {
      const person = nodes.get(id);
      if (person && id !== personId && !relatives.some((relative) => relative.person.key === id)) relatives.push({ person, note, unlinkable });
    };
    return { relatives, add };
  };
  const partners = group();
  const children = group();
  const siblings = group();

  for (const link of graph.links) {
    if (link.category !== 'marriage' || (link.from !== personId && link.to !== personId)) continue;
    partners.add(link.from === personId ? link.to : link.from, link.status === 'divorced' ? 'divorced' : null, link.labelKeys.length > 0);
  }
  const parentLinks = graph.links.filter(isParentLink);
  const childrenOf = (parentId: string) => new Set(parentLinks.filter((link) => link.from === parentId).map((link) => link.to));
  const ownChildren = childrenOf(personId);
  for (const partner of partners.relatives) {
    const shared = [...childrenOf(partner.person.key)].filter((id) => ownChildren.has(id) && id !== personId);
    if (shared.length) partner.sharedChildren = shared.map((id) => nodes.get(id)?.name || 'a child');
  }
  for (const link of parentLinks.filter((l) => l.from === personId).sort(byBirth)) {
    children.add(link.to, link.category === 'adoptive parent' ? 'adopted' : null);
  }
  const parents = new Set(parentLinks.filter((l) => l.to === personId).map((l) => l.from));
  const siblingLinks = parentLinks.filter((l) => parents.has(l.from) && l.to !== personId).sort(byBirth);
  for (const link of siblingLinks) {
    const shared = new Set(siblingLinks.filter((l) => l.to === link.to).map((l) => l.from));
    const adopted = siblingLinks.some((l) => l.to === link.to && l.category === 'adoptive parent');
    siblings.add(link.to, shared.size < parents.size ? 'half' : adopted ? 'adopted' : null);
  }
  const lifeSpans = new Map(graph.nodes.flatMap((node) => (node.life_span ? [[node.key, node.life_span] as const] : [])));
  return { partners: partners.relatives, children: children.relatives, siblings: siblings.relatives, lifeSpans, dateProblems: familyDateProblems(graph, personId) };
}
