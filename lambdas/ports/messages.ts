import type { Channel, DigestFrequency, Frequency, MessageType } from '@heirloom/shared/contracts/messages';

/** One message to one person, as stored. Titles and bodies are rendered from it when shown. */
export interface MessageRecord {
  userId: string;
  messageId: string;
  type: MessageType;
  /** Who did it (a family member's name), when someone did. */
  actorName: string | null;
  /** What it is about: a person's name, a file's name. */
  subject: string | null;
  /** How many (photos, unnamed people, people imported, per cent of storage). */
  count: number;
  /** Photos a family member added, at most a few (family_member_image). */
  photoIds: string[];
  /** Where in the app it leads. */
  link: string | null;
  createdAt: number;
  read: boolean;
  /**
   * Set on a message that gathers the events of a window (one upload's photos): its group, whose
   * first event's message the later ones join (MessageStore.groupMessageId). Not stored.
   */
  groupKey?: string;
}

export interface MessagePage {
  messages: MessageRecord[];
  cursor: string | null;
}

/** A user's messages, newest first, with an unread count kept beside them. */
export interface MessageStore {
  /**
   * Stores a message unless one with its id exists; for a grouped message (photos of one upload
   * session) adds the new photos to it. Returns whether the message is new.
   */
  record(message: MessageRecord): Promise<boolean>;
  /**
   * The id of the message a group's events join: the one made for its first event, whose id
   * (`firstId`, by that event's time, so the list is newest first) this claims when none was.
   */
  groupMessageId(userId: string, groupKey: string, firstId: string): Promise<string>;
  page(userId: string, limit: number, cursor?: string): Promise<MessagePage>;
  get(userId: string, messageId: string): Promise<MessageRecord | null>;
  /** Marks read or unread; returns the message, or null if there is none. */
  setRead(userId: string, messageId: string, read: boolean): Promise<MessageRecord | null>;
  unreadCount(userId: string): Promise<number>;
}

export interface ChannelChoice {
  frequency: Frequency;
  email: boolean;
  sms: boolean;
  web: boolean;
}

export interface UserPreferences {
  byType: Partial<Record<MessageType, ChannelChoice>>;
  timeZone: string | null;
}

export interface PreferenceStore {
  get(userId: string): Promise<UserPreferences | null>;
  put(userId: string, preferences: UserPreferences): Promise<void>;
}

/** A message waiting for its recipient's next digest on one channel. */
export interface PendingDigestItem {
  userId: string;
  messageId: string;
  channel: Channel;
  /** The hour it is due (epoch ms UTC): the recipient's next local morning (digest-schedule.ts). */
  dueAt: number;
}

/**
 * What the delivery jobs remember: digests waiting, and which sends already happened, so a job
 * run twice (or a queue message delivered twice) sends once.
 */
export interface DeliveryLedger {
  addPending(frequency: DigestFrequency, items: readonly PendingDigestItem[]): Promise<void>;
  /**
   * One page of what waits for a frequency's digest, by due hour then user: what is due by
   * `dueBy` (epoch ms), or everything waiting when it is omitted (a run by hand).
   */
  pendingPage(frequency: DigestFrequency, cursor?: string, dueBy?: number): Promise<{ items: PendingDigestItem[]; cursor: string | null }>;
  removePending(frequency: DigestFrequency, items: readonly PendingDigestItem[]): Promise<void>;
  /** Claims a send; false when it was claimed before (it was sent, or is being sent). */
  claim(key: string): Promise<boolean>;
  /** Gives a claim back after a send failed, so the retry sends. */
  release(key: string): Promise<void>;
}

/** One-click unsubscribe links: a random token naming a user and a message type. */
export interface UnsubscribeTokens {
  create(userId: string, types: readonly MessageType[]): Promise<string>;
  resolve(token: string): Promise<{ userId: string; types: MessageType[] } | null>;
}

/** Where a push goes: a browser's Web Push subscription. */
export interface OutgoingNotification {
  userId: string;
  title: string;
  body: string;
  link: string | null;
}

/** One browser's Web Push subscription, stored under its user. */
export interface PushSubscriptionRecord {
  userId: string;
  /** A hash of the endpoint: one record per browser, however often it subscribes again. */
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** A hash of the session that saved it, so signing out of that browser forgets it. */
  sessionTag: string;
  createdAt: number;
}

/** A user's subscribed browsers, at most a few, read in one Query. */
export interface PushSubscriptionStore {
  /** Saves (or replaces) a subscription. */
  save(record: PushSubscriptionRecord): Promise<void>;
  /** Who last saved this browser's subscription (one browser, one person at a time). */
  ownerOf(subscriptionId: string): Promise<string | null>;
  list(userId: string): Promise<PushSubscriptionRecord[]>;
  remove(userId: string, subscriptionId: string): Promise<void>;
}

/**
 * Sends one encrypted push to one browser through its push service (RFC 8030, VAPID, aes128gcm).
 * 'gone': the push service no longer knows the subscription (404/410). Other failures throw.
 */
export interface PushSender {
  send(subscription: Pick<PushSubscriptionRecord, 'endpoint' | 'p256dh' | 'auth'>, payload: string): Promise<'delivered' | 'gone'>;
}
