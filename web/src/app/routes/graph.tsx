import { useSetOwnPerson } from '../../features/accounts/api/own-person';
import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { DRAW_DEPTH, familyGraphOptions } from '../../features/tree/api/family';
import { TreeScreen } from '../../features/tree/components/tree-screen';
import type { PageDataPrefetch } from '../lazy-page';

/** /graph: the family tree, starting at the user's own person ('Select Yourself' sets it). */
export function Component() {
  const user = useSignedInUser();
  const setOwnPerson = useSetOwnPerson();
  return (
    <TreeScreen
      ownPersonId={user.person}
      chooseSelf={{ onChoose: (person) => setOwnPerson.mutate(person.id), saving: setOwnPerson.isPending, error: setOwnPerson.error }}
    />
  );
}

/** Opened on a person (?person=): their family, what the first drawing needs, is asked for at once. */
export const prefetchData: PageDataPrefetch = (queryClient, location) => {
  const person = new URLSearchParams(location.search).get('person');
  if (person) void queryClient.prefetchQuery(familyGraphOptions(queryClient, person, DRAW_DEPTH));
};
