import type { UserView } from '@heirloom/shared/contracts/accounts';
import { requirePerson } from '../domain/family/people';
import { treeOwnerFor } from '../domain/family/tree-access';
import type { Session } from '../ports/session-store';
import { familyDeps } from './family-deps';

/**
 * The user with the sex of their own person, read now from the tree (whoever last changed it), for
 * the routes that answer the user: the avatar is pink when it is Female (spec 000 section 2). A
 * person gone from the tree reads as no sex.
 */
export async function withPersonSex(view: UserView, session: Session): Promise<UserView> {
  if (!view.person) return { ...view, person_sex: null };
  const person = await requirePerson(familyDeps(), treeOwnerFor(session), view.person).catch(() => null);
  return { ...view, person_sex: person?.sex || null };
}
