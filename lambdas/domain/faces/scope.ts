import type { Session } from '../../ports/session-store';
import { treeOwnerFor } from '../family/tree-access';
import type { FaceScope } from './face-calls';

/**
 * Faces live in the library (photos are the signed-in user's own today; library/access.ts is that
 * door) and point at people of the tree (tree-access.ts). Family sharing widens both doors.
 */
export function faceScopeOf(session: Session): FaceScope {
  return { ownerId: session.userId, treeOwnerId: treeOwnerFor(session), userId: session.userId };
}
