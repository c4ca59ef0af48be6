import * as z from 'zod';

/**
 * Messages and notification preferences (spec 001 sections 2, 3, 5 and 7): things worth telling a
 * family member, GET /messages/, GET /message/{id}, marking read, GET and POST /user_preferences.
 */

/** Every kind of message, in the order the settings page lists them. */
export const MESSAGE_TYPES = [
  'family_member_image',
  'unnamed_people',
  'invite_received',
  'invite_accepted',
  'family_members',
  'invite_requested',
  'person_version',
  'person_suggestion',
  'suggestion_reviewed',
  'people_removed',
  'import_finished',
  'storage_nearly_full',
  'trial_ending',
  'memories',
] as const;
export const messageType = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof messageType>;

/** The names the settings page and the e-mails show. */
export const MESSAGE_TYPE_NAMES: Readonly<Record<MessageType, string>> = {
  family_member_image: 'New photos from family members',
  unnamed_people: 'New people to name',
  invite_received: 'Family Sharing Requests',
  invite_accepted: 'Invites accepted',
  family_members: 'Family members joining and leaving',
  invite_requested: 'Requests for an invite',
  person_version: 'Newer versions of people',
  person_suggestion: 'Changes to people waiting for your review',
  suggestion_reviewed: 'Your suggested changes reviewed',
  people_removed: 'People removed from the family tree',
  import_finished: 'Family tree imports finished',
  storage_nearly_full: 'Storage nearly full',
  trial_ending: 'Trial ending',
  memories: 'Memories: birthdays, anniversaries and this day in earlier years',
};

/** Spec 001 section 5, 'immideiately' as spelt. */
export const FREQUENCIES = ['immideiately', 'hourly', 'daily', 'weekly', 'monthly', 'never'] as const;
export const frequency = z.enum(FREQUENCIES);
export type Frequency = z.infer<typeof frequency>;
export type DigestFrequency = Exclude<Frequency, 'immideiately' | 'never'>;
export const DIGEST_FREQUENCIES: readonly DigestFrequency[] = ['hourly', 'daily', 'weekly', 'monthly'];

export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = {
  immideiately: 'Immideiately',
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  never: 'Never',
};

export const CHANNELS = ['email', 'sms', 'web'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Notification preference (spec 001 section 3). */
export const notificationPreference = z.object({
  message_type: messageType,
  pretty_name: z.string(),
  frequency,
  via_email: z.boolean(),
  via_sms: z.boolean(),
  via_web_notification: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;

export const userPreferencesResponse = z.object({
  preferences: z.array(notificationPreference),
  /** Whether the user has an e-mail address / a phone number (the boxes are disabled without). */
  has_email: z.boolean(),
  has_phone: z.boolean(),
  /** The IANA time zone digests are grouped in. */
  time_zone: z.string(),
});
export type UserPreferencesResponse = z.infer<typeof userPreferencesResponse>;

const preferenceInput = z.object({
  frequency,
  via_email: z.boolean(),
  via_sms: z.boolean(),
  via_web_notification: z.boolean(),
});

const timeZone = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'This is not a time zone we know');

/** POST /user_preferences: the whole map, message type -> preference (spec 001 section 7). */
export const userPreferencesRequest = z.object({
  preferences: z.partialRecord(messageType, preferenceInput),
  time_zone: timeZone.optional(),
});
export type UserPreferencesRequest = z.infer<typeof userPreferencesRequest>;

/** Message (spec 001 section 3): id and message_subtype, plus what the page shows. */
export const messageView = z.object({
  id: z.string(),
  message_type: messageType,
  message_subtype: z.enum(['family_member_image', 'other']),
  title: z.string(),
  body: z.string(),
  /** Where in the app the message leads (a path), and the button's words. */
  link: z.string().nullable(),
  link_label: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
  /** Photos a family member added (family_member_image): ids, newest first, at most a few. */
  photo_ids: z.array(z.string()),
  count: z.number(),
});
export type MessageView = z.infer<typeof messageView>;

export const MESSAGES_PAGE_SIZE = 20;

export const messagesQuery = z.object({
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
});

export const messagesResponse = z.object({
  messages: z.array(messageView),
  unread_count: z.number(),
  cursor: z.string().nullable(),
});
export type MessagesResponse = z.infer<typeof messagesResponse>;

export const messageIdParams = z.object({ id: z.string().trim().min(1).max(64) });
export const messageResponse = z.object({ message: messageView, unread_count: z.number() });

/** POST /message/{id}/read: read (default) or back to unread. */
export const markReadRequest = z.object({ read: z.boolean().default(true) });

/** POST /messages/read_all. */
export const readAllResponse = z.object({ unread_count: z.number() });

/** GET/POST /unsubscribe?token=: the one-click link in every notification e-mail (RFC 8058). */
export const unsubscribeQuery = z.object({ token: z.string().trim().min(16).max(128) });
export const unsubscribeResponse = z.object({ message_type: messageType, pretty_name: z.string() });

/**
 * What happened, on the messages queue: the consumer turns one event into messages for the people
 * it concerns. `key` names the event, so a redelivered event makes no second message.
 */
export const messageEvent = z.discriminatedUnion('kind', [
  /** `photo`: the photo as the lists show it (shared/contracts/media PhotoView), for the family's open tabs. */
  z.object({ kind: z.literal('family_member_image'), uploader_id: z.string(), photo_id: z.string(), at: z.number(), photo: z.record(z.string(), z.unknown()).optional() }),
  z.object({ kind: z.literal('unnamed_people'), user_id: z.string(), photo_id: z.string(), count: z.number().int().positive(), at: z.number() }),
  z.object({ kind: z.literal('invite_received'), invite_id: z.string(), email: z.string(), inviter_name: z.string(), at: z.number() }),
  z.object({ kind: z.literal('invite_accepted'), invite_id: z.string(), inviter_id: z.string(), accepter_name: z.string(), at: z.number() }),
  /** Someone holding a forwarded e-mail invite (not theirs to accept) asks its inviter for their own. */
  z.object({ kind: z.literal('invite_requested'), invite_id: z.string(), inviter_id: z.string(), asker_id: z.string(), asker_name: z.string(), asker_email: z.string().nullable(), at: z.number() }),
  z.object({ kind: z.literal('person_version'), family_id: z.string(), person_id: z.string(), version: z.number(), person_name: z.string(), author_id: z.string(), at: z.number() }),
  /**
   * A member changed a person someone else maintains: the change waits for review (sharing/roles.ts) by
   * the family's admins and the person's maintainer (`maker_id`, null when nobody maintains them).
   */
  // Someone removed people from the tree: the admins are told, as they may put them back.
  z.object({ kind: z.literal('people_removed'), family_id: z.string(), person_ids: z.array(z.string()).min(1), names: z.array(z.string()), author_id: z.string(), at: z.number() }),
  z.object({ kind: z.literal('person_suggestion'), family_id: z.string(), person_id: z.string(), version: z.number(), person_name: z.string(), author_id: z.string(), maker_id: z.string().nullable(), at: z.number() }),
  /** A suggested change was reviewed: used (the person's next version) or kept aside among its versions. */
  z.object({ kind: z.literal('suggestion_reviewed'), family_id: z.string(), person_id: z.string(), version: z.number(), person_name: z.string(), suggester_id: z.string(), reviewer_id: z.string(), used: z.boolean(), at: z.number() }),
  /**
   * A member's move into a family (joined) or out of it (left) finished: one message each side, not one per item.
   * `stopped`: the move was given up after its re-drives (move-requests.ts), with `moved` items moved.
   * `removed_by`: the member did not leave, an admin removed them (their id and name).
   */
  z.object({
    kind: z.literal('family_members'),
    user_id: z.string(),
    member_name: z.string(),
    family_id: z.string(),
    joined: z.boolean(),
    moved: z.number(),
    at: z.number(),
    stopped: z.boolean().optional(),
    removed_by: z.object({ user_id: z.string(), name: z.string() }).optional(),
  }),
  z.object({ kind: z.literal('import_finished'), user_id: z.string(), import_id: z.string(), people: z.number(), file_name: z.string(), at: z.number() }),
  z.object({ kind: z.literal('storage_nearly_full'), user_id: z.string(), percent: z.number(), at: z.number() }),
  z.object({ kind: z.literal('trial_ending'), user_id: z.string(), trial_end: z.number(), at: z.number() }),
  /** A family's day of memories (jobs/remember-the-day.ts): `date` is the day, `count` its photos from earlier years. */
  z.object({ kind: z.literal('memories'), family_id: z.string(), date: z.string(), title: z.string(), count: z.number().int().nonnegative(), photo_ids: z.array(z.string()).max(12), at: z.number() }),
]);
export type MessageEvent = z.infer<typeof messageEvent>;
