import { splitTypedName } from '@heirloom/shared/rules/names/split-typed-name';
import { useNavigate } from 'react-router';
import { useSetOwnPerson } from '../../features/accounts/api/own-person';
import { useCreatePerson } from '../../features/people/api/create-person';
import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { DRAW_DEPTH, familyGraphOptions } from '../../features/tree/api/family';
import { TreeScreen } from '../../features/tree/components/tree-screen';
import type { PageDataPrefetch } from '../lazy-page';

/** /graph: the family tree, starting at the user's own person ('Select Yourself' sets it). */
export function Component() {
  const user = useSignedInUser();
  const setOwnPerson = useSetOwnPerson();
  const createPerson = useCreatePerson();
  const navigate = useNavigate();
  // Named as the account, then the user: their page is where they add their parents or children.
  const addSelf = () =>
    createPerson.mutate(
      { names: [{ name_type: 'Birth Name', ...splitTypedName(user.username) }] },
      { onSuccess: (person) => setOwnPerson.mutate(person.id, { onSuccess: () => void navigate(`/person/${encodeURIComponent(person.id)}`) }) },
    );
  return (
    <TreeScreen
      ownPersonId={user.person}
      chooseSelf={{
        onChoose: (person) => setOwnPerson.mutate(person.id),
        onAddSelf: addSelf,
        ownName: user.username,
        saving: setOwnPerson.isPending || createPerson.isPending,
        error: setOwnPerson.error ?? createPerson.error,
      }}
    />
  );
}

/** Opened on a person (?person=): their family, what the first drawing needs, is asked for at once. */
export const prefetchData: PageDataPrefetch = (queryClient, location) => {
  const person = new URLSearchParams(location.search).get('person');
  if (person) void queryClient.prefetchQuery(familyGraphOptions(queryClient, person, DRAW_DEPTH));
};
