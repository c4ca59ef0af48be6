import type { Session } from '../../ports/session-store';
import { treeOwnerFor, treeToChangeFor } from '../family/tree-access';
import { libraryOwnerFor, libraryViewFor } from '../library/access';
import type { FaceScope } from './face-calls';

/**
 * Faces live in the family's library (library/access.ts) and point at people of the family's tree
 * (tree-access.ts); both doors give the session's family, and the library's view adds the
 * caller's own library while it moves in.
 */
export function faceScopeOf(session: Session): FaceScope {
  return { ownerId: libraryOwnerFor(session), library: libraryViewFor(session), treeOwnerId: treeOwnerFor(session), userId: session.userId };
}

/** The faces' scope for a change that names, unlinks or merges people: refused while the caller's tree is being copied. */
export function faceScopeToChangeOf(session: Session): FaceScope {
  return { ...faceScopeOf(session), treeOwnerId: treeToChangeFor(session) };
}
