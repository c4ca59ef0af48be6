import type { MessageEvent } from '@heirloom/shared/contracts/messages';
import type { JobQueue } from '../../ports/job-queue';
import type { AccountStore, RateLimiter } from '../../ports/accounts';
import type { Notifier } from '../../ports/notifier';
import type { FamilyMoveLedger, FamilyMoveQueue, SessionFamilies, SharingStore } from '../../ports/sharing';

/** What the family-sharing use cases need; the runtime builds it once per container. */
export interface SharingDeps {
  sharing: SharingStore;
  accounts: Pick<AccountStore, 'getUser' | 'updateUser'>;
  sessions: SessionFamilies;
  notifier: Notifier;
  /** Where invites sent and accepted are told (the messages queue). */
  messageEvents?: JobQueue<MessageEvent>;
  moveQueue: FamilyMoveQueue;
  /** The unfinished moves: progress, and what the re-drive job looks at. */
  moves: FamilyMoveLedger;
  /** Counters for the family's invitations a day and a user's requests for an invite. */
  rateLimiter: Pick<RateLimiter, 'take' | 'attempt'>;
  /** The display name of a person of a family's tree, or null when that tree has no such person. */
  personName(familyId: string, personId: string): Promise<string | null>;
  /** The parts of a tree person's first name, for the invite landing page. */
  personNameParts(familyId: string, personId: string): Promise<{ prefix: string; firstName: string; middleName: string; lastName: string; suffix: string } | null>;
  /** Whether a person of a family's tree counts as living (shared/rules/living.ts). */
  personLiving(familyId: string, personId: string): Promise<boolean>;
  /** How many people and photos a family has. */
  familyCounts(familyId: string): Promise<{ people: number; photos: number }>;
  /** Tells a user's open tabs that their family changed (realtime). */
  notifyFamilyChanged(userId: string): Promise<void>;
  now: () => number;
  newId: () => string;
  appOrigin: string;
}
