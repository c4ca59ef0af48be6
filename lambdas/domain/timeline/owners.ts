import { treeOwnerFor } from '../family/tree-access';
import { libraryOwnerFor } from '../library/access';
import type { TimelineOwners } from './timeline';
import type { Session } from '../../ports/session-store';

/** The timeline reads the caller's tree (tree-access.ts) and their family's library (library/access.ts). */
export const timelineOwnersFor = (session: Session): TimelineOwners => ({ treeOwnerId: treeOwnerFor(session), libraryOwnerId: libraryOwnerFor(session) });
