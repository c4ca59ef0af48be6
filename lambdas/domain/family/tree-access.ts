import type { Session } from '../../ports/session-store';
import { ConflictError } from '../errors';

export const TREE_BEING_COPIED =
  'Your family tree is being copied into the family you joined. It stays in view meanwhile; changing or exporting it waits until the copy is done, in a moment.';

/**
 * Whose family tree a signed-in caller reads: their family's. Every user belongs to exactly one
 * family; one who never shared is a family of one whose id is their own user id, so their keys
 * never moved. Every family route asks this one function, and every stored key starts with the
 * family id, so another family's people, events and notes are never found (404), whatever id is
 * asked for. The session carries the family, and leaving or being removed changes it on every
 * open session at once.
 *
 * A member who has just joined reads their own tree, where it was, until all of it has been copied
 * into the family's (`treeFrom`; sharing README): read from one place at a time, it is never seen
 * half moved, and nobody else's tree was theirs to see before.
 */
export function treeOwnerFor(session: Session): string {
  return session.treeFrom ?? session.familyId ?? session.userId;
}

/**
 * The tree a caller changes: their family's, as treeOwnerFor, but refused (409) while theirs is
 * still being copied into the family: a change to the original after its copy was made would be
 * lost when the original goes.
 */
export function treeToChangeFor(session: Session): string {
  if (session.treeFrom) throw new ConflictError(TREE_BEING_COPIED);
  return treeOwnerFor(session);
}
