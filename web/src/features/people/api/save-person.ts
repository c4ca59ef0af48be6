import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import type { PersonView } from '@heirloom/shared/contracts/family';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, type ApiRequestBody } from '../../../lib/api-client';
import { FAMILY_ROOT, peopleKeys } from './keys';

export type SavePersonChanges = ApiRequestBody<typeof endpoints.savePerson>;

/** POST /person/{id}: names and sex; every save is a new version of the person. */
export const savePerson = ({ id, changes }: { id: string; changes: SavePersonChanges }) =>
  api(endpoints.savePerson, changes, { params: { id } }).then((r) => r.person);

const SAVE_PERSON_KEY = [FAMILY_ROOT, 'save-person'] as const;

/** The signed-in user (the accounts feature's key): it carries their own person's sex, which colours the avatar. */
const USER_QUERY_KEY = ['accounts', 'user'] as const;

export function useSavePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_PERSON_KEY,
    mutationFn: savePerson,
    onSuccess: (person: PersonView) => {
      // A save answers the person without the years of their life (those come from their events, which a save does not touch): kept from the page's copy.
      queryClient.setQueryData<PersonView>(peopleKeys.person(person.id), (shown) => ({ ...person, life_span: person.life_span ?? shown?.life_span }));
      queryClient.setQueryData<UserView | null>(USER_QUERY_KEY, (user) => (user && user.person === person.id ? { ...user, person_sex: person.sex || null } : user));
      // Names show in the people list, in search results and in events named after the person.
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all, predicate: (query) => query.queryKey[1] !== 'person' || query.queryKey[2] !== person.id });
    },
  });
}

/**
 * Whether a save of this person is still on its way (one started as the page was left): the form
 * waits for it, so it never starts from names that are about to change.
 */
export const useSavingPerson = (id: string): boolean =>
  useIsMutating({ mutationKey: SAVE_PERSON_KEY, predicate: (mutation) => (mutation.state.variables as { id?: string } | undefined)?.id === id }) > 0;
