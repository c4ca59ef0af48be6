import { treeOwnerFor } from '../family/tree-access';
import type { TimelineOwners } from './timeline';
import type { Session } from '../../ports/session-store';

/** The timeline reads the caller's tree (tree-access.ts) and the library they see (their own photos). */
export const timelineOwnersFor = (session: Session): TimelineOwners => ({ treeOwnerId: treeOwnerFor(session), libraryOwnerId: session.userId });
