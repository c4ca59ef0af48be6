import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonSummary } from '@heirloom/shared/contracts/family';
import { parentRelationOf, type ParentRelation } from '@heirloom/shared/rules/gender';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { createPersonNamed } from '../../../lib/create-person-named';
import { refreshRelationships } from '../../../lib/tree-changed';

export interface AddParentInput {
  childId: string;
  relation: ParentRelation;
  /** Someone in the tree, or the name of someone new (made male for a father, female for a mother). */
  parent: { person_id: string } | { name: string };
}

const summaryOf = (person: PersonSummary): PersonSummary => ({ id: person.id, name: person.name, sex: person.sex, person_thumbnail_url: person.person_thumbnail_url });

/** POST /person/{id}/parents: the parent, as the person search shows people, once they are in the birth. */
export const addParent = ({ childId, relation, parent }: AddParentInput): Promise<PersonSummary> =>
  api(endpoints.addParent, { relation, ...parent }, { params: { id: childId } }).then(({ parent: added }) => summaryOf(added));

export function useAddParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addParent,
    // The birth's name, the person's events, the lists and the charts all change.
    onSuccess: () => refreshRelationships(queryClient),
  });
}

export interface AddChildInput {
  parent: { id: string; sex: string };
  /** The child's other parent, one of the person's partners; null when not known. */
  otherParent?: { id: string; sex: string } | null;
  /** Someone in the tree, or the name of someone new. */
  child: { person: PersonSummary } | { name: string };
}

/**
 * A child added from their parent's page: someone new is made first (POST /person), then the parent
 * (and the partner chosen as the other parent) joins the child's birth as their father, mother or
 * parent (POST /person/{child}/parents), as 'Add father' on the child's own page would. Answers the child.
 */
async function addChild({ parent, otherParent, child }: AddChildInput): Promise<PersonSummary> {
  const added = 'person' in child ? child.person : await createPersonNamed(child.name);
  for (const each of otherParent ? [parent, otherParent] : [parent]) {
    await addParent({ childId: added.id, relation: parentRelationOf(each.sex), parent: { person_id: each.id } });
  }
  return added;
}

export function useAddChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addChild,
    onSuccess: () => refreshRelationships(queryClient),
  });
}
