import type { UserView } from '@heirloom/shared/contracts/accounts';
import { requirePerson } from '../domain/family/people';
import { treeOwnerFor } from '../domain/family/tree-access';
import type { Session } from '../ports/session-store';
import { familyDeps } from './family-deps';

/**
 * The user with what the family's tree says of them, read now (whoever last changed it), for the
 * routes that answer the user: the sex of their own person, as the avatar is pink when it is Female
 * (spec 000 section 2; a person gone from the tree reads as no sex), and has_people. The tree is the
 * family's, so has_people is read from it (one person is enough) rather than kept on every member's
 * account, where any member's import, added person or join would have had to set it.
 */
export async function withTreeFacts(view: UserView, session: Session): Promise<UserView> {
  const tree = treeOwnerFor(session);
  const [person, somePeople] = await Promise.all([
    view.person ? requirePerson(familyDeps(), tree, view.person).catch(() => null) : null,
    familyDeps().store.listPeople(tree, { limit: 1 }),
  ]);
  return { ...view, person_sex: person?.sex || null, has_people: somePeople.items.length > 0 };
}
