import type { EventView, PersonSummary } from '@heirloom/shared/contracts/family';
import type { ParentRelation } from '@heirloom/shared/rules/gender';

/** Parents a birth usually has: with two there, the page stops offering to add more. */
export const PARENTS_IN_A_BIRTH = 2;

/** The parents in the person's births (where they are the child), each once, in the births' order. */
export function knownParents(personId: string, events: readonly EventView[]): PersonSummary[] {
  const parents = new Map<string, PersonSummary>();
  for (const event of events) {
    if (event.event_type !== 'birth') continue;
    if (!event.participants.some((p) => p.event_role === 'child' && p.person.id === personId)) continue;
    for (const p of event.participants) if (p.event_role === 'parent' && !p.deleted && p.person.id !== personId) parents.set(p.person.id, p.person);
  }
  return [...parents.values()];
}

/** Which of 'Add father' and 'Add mother' still fit: none once two parents are known, and not a second father or mother. */
export function parentsToOffer(parents: readonly PersonSummary[]): ParentRelation[] {
  if (parents.length >= PARENTS_IN_A_BIRTH) return [];
  const offers: ParentRelation[] = [];
  if (!parents.some((parent) => parent.sex === 'Male')) offers.push('father');
  if (!parents.some((parent) => parent.sex === 'Female')) offers.push('mother');
  return offers;
}
