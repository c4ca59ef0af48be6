import type { GraphNode, GraphResponse } from '@heirloom/shared/contracts/family';
import { yearText } from '@heirloom/shared/rules/living';
import { displayNameOf } from '../../../lib/person-display';

/** Younger than this at their child's birth, a parent's date or link is almost surely wrong (Gramps' Verify tool warns from 13 too). */
export const YOUNGEST_PARENT = 13;

/**
 * Dates in the person's close family that cannot all be right, as Gramps' Verify tool finds them: a
 * parent born after their child, or too young to be their parent; a child born more than a year
 * after their parent died; someone who died before they were born. Read from the years the graph
 * holds (GET /relationships), parents by birth only (an adoptive parent may be any age), each
 * problem once, in words naming both people.
 */
export function familyDateProblems(graph: GraphResponse, personId: string): string[] {
  const nodes = new Map(graph.nodes.map((node) => [node.key, node]));
  const problems = new Set<string>();
  const self = nodes.get(personId);
  const [born, died] = [self?.life_span?.born ?? null, self?.life_span?.died ?? null];
  if (self && born !== null && died !== null && died < born) problems.add(`${nameOf(self)} died in ${yearText(died)}, before being born in ${yearText(born)}.`);

  for (const link of graph.links) {
    if (link.category !== 'parent' || (link.from !== personId && link.to !== personId)) continue;
    const [parent, child] = [nodes.get(link.from), nodes.get(link.to)];
    if (!parent || !child) continue;
    const [parentBorn, parentDied, childBorn] = [parent.life_span?.born ?? null, parent.life_span?.died ?? null, child.life_span?.born ?? null];
    if (childBorn === null) continue;
    if (parentBorn !== null && childBorn <= parentBorn) {
      problems.add(`${nameOf(child)} was born in ${yearText(childBorn)}, not after ${nameOf(parent)}, their parent, born in ${yearText(parentBorn)}.`);
    } else if (parentBorn !== null && childBorn - parentBorn < YOUNGEST_PARENT) {
      problems.add(`${nameOf(parent)} was ${childBorn - parentBorn} when ${nameOf(child)}, their child, was born (${yearText(parentBorn)} and ${yearText(childBorn)}).`);
    }
    // A father may die before his child is born, within the year: a year's slack in whole years.
    if (parentDied !== null && childBorn > parentDied + 1) {
      problems.add(`${nameOf(child)} was born in ${yearText(childBorn)}, after ${nameOf(parent)}, their parent, died in ${yearText(parentDied)}.`);
    }
  }
  return [...problems];
}

const nameOf = (node: GraphNode) => displayNameOf({ name: node.name });
