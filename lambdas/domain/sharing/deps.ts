import type { AccountStore } from '../../ports/accounts';
import type { Notifier } from '../../ports/notifier';
import type { FamilyMoveQueue, SessionFamilies, SharingStore } from '../../ports/sharing';

/** What the family-sharing use cases need; the runtime builds it once per container. */
export interface SharingDeps {
  sharing: SharingStore;
  accounts: Pick<AccountStore, 'getUser' | 'updateUser'>;
  sessions: SessionFamilies;
  notifier: Notifier;
  moveQueue: FamilyMoveQueue;
  /** The display name of a person of a family's tree, or null when that tree has no such person. */
  personName(familyId: string, personId: string): Promise<string | null>;
  now: () => number;
  newId: () => string;
  appOrigin: string;
}
