import { useSetOwnPerson } from '../../features/accounts/api/own-person';
import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { TreeScreen } from '../../features/tree/components/tree-screen';

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
