import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonSummary } from '@heirloom/shared/contracts/family';
import type { ParentRelation } from '@heirloom/shared/rules/gender';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

export interface AddParentInput {
  childId: string;
  relation: ParentRelation;
  /** Someone in the tree, or the name of someone new (made male for a father, female for a mother). */
  parent: { person_id: string } | { name: string };
}

/** POST /person/{id}/parents: the parent, as the person search shows people, once they are in the birth. */
export const addParent = ({ childId, relation, parent }: AddParentInput): Promise<PersonSummary> =>
  api(endpoints.addParent, { relation, ...parent }, { params: { id: childId } }).then(({ parent: added }) => ({
    id: added.id,
    name: added.name,
    sex: added.sex,
    person_thumbnail_url: added.person_thumbnail_url,
  }));

export function useAddParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addParent,
    // The birth's name, the person's events and the lists all change: the family root refreshes them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
