import type { MessageEvent } from '@heirloom/shared/contracts/messages';
import type { UserRecord } from '../../ports/accounts';
import type { JobQueue } from '../../ports/job-queue';
import type { DeliveryLedger, MessageStore, PreferenceStore, UnsubscribeTokens } from '../../ports/messages';
import type { Notifier } from '../../ports/notifier';
import type { RealtimePublisher } from '../../ports/realtime';
import type { FamilyRole } from '../sharing/roles';
import type { WebPushDeps } from './web-push';

export interface MessagesDeps {
  messages: MessageStore;
  preferences: PreferenceStore;
  ledger: DeliveryLedger;
  unsubscribe: UnsubscribeTokens;
  users: { getUser(userId: string): Promise<UserRecord | null>; findUserIdByLoginId(loginId: string): Promise<string | null> };
  /** The family a user belongs to and its members' names and roles. */
  family: { familyOf(userId: string): Promise<string>; members(familyId: string): Promise<Array<{ userId: string; username: string; role: FamilyRole }>> };
  /** Which of these photos are in the family's library now (not in a trash, not gone with a member who left); one batch of reads. */
  photosInLibrary(familyId: string, photoIds: readonly string[]): Promise<ReadonlySet<string>>;
  notifier: Notifier;
  realtime: RealtimePublisher;
  /** Web Push (VAPID) to a user's subscribed browsers; null where no push service is configured. */
  webPush: WebPushDeps | null;
  /** Locally, a copy of each web notification for the outbox (so every channel can be read there). */
  webOutbox?: (notification: { userId: string; title: string; body: string; url: string }) => Promise<void>;
  now: () => number;
  /** Where links in mail point, e.g. https://heirloom.example */
  appOrigin: string;
}

/** Where producers put what happened; the messages consumer makes the messages. */
export type MessageEvents = JobQueue<MessageEvent>;
