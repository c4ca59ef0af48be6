import * as z from 'zod';
import { email } from './accounts';
import { personSummary } from './family';
import { familyRole } from './family-roles';

/**
 * Family sharing (spec 001 sections 2, 3 and 7): invites by e-mail or link, the requests waiting
 * for the signed-in user, the family's members, and the public inviter summary of the landing page.
 */

export const INVITE_SUBJECT_MAX = 200;
export const INVITE_MESSAGE_MAX = 5000;
/** At most this many addresses in one POST /invite. */
export const INVITE_CONTACTS_MAX = 20;
/** How long an invite link works, in days. */
export const INVITE_VALID_DAYS = 14;

export const defaultInviteSubject = (product: string) => `Join my family on ${product}`;
export const defaultInviteMessage = (product: string, username: string) =>
  `Hi,\n\nI'm keeping our family's photos and family tree on ${product}, and I'd love you to see them and help fill in what you know. It's free for you.\n\n${username}`;

export const inviteContact = z.object({
  email,
  /** The tree person the invitee is, when the invite names one. */
  person_version: z.string().trim().max(64).optional(),
});

export const sendInviteRequest = z.object({
  contacts: z
    .array(inviteContact)
    .min(1, 'Add the e-mail of at least one person to invite')
    .max(INVITE_CONTACTS_MAX, `Invite at most ${INVITE_CONTACTS_MAX} people at a time`)
    .refine((contacts) => new Set(contacts.map((c) => c.email.toLowerCase())).size === contacts.length, 'Each e-mail may appear only once'),
  subject: z.string().trim().min(1, 'Please enter a subject').max(INVITE_SUBJECT_MAX, `The subject can be at most ${INVITE_SUBJECT_MAX} characters`),
  message: z.string().trim().min(1, 'Please enter a message').max(INVITE_MESSAGE_MAX, `The message can be at most ${INVITE_MESSAGE_MAX} characters`),
});
export type SendInviteRequest = z.infer<typeof sendInviteRequest>;

/** An invite as either side sees it (spec 001 section 3, Invite). */
export const inviteView = z.object({
  id: z.string(),
  /** Whom it was sent to; null for a shareable link. */
  email: z.string().nullable(),
  /** The inviter. */
  user_id: z.string(),
  username: z.string(),
  /** The tree person the invitee is, when named. */
  person: z.string().nullable(),
  person_name: z.string().nullable(),
  /**
   * The invite names a living person, and the viewer is outside the family: their details stay
   * private (person and person_name are null) until the viewer joins.
   */
  person_private: z.boolean(),
  facebook: z.boolean(),
  /** Epoch milliseconds. */
  sent_at: z.number(),
  expires_at: z.number(),
  status: z.enum(['pending', 'accepted', 'ignored', 'cancelled', 'expired']),
  /**
   * Set when the invite was mailed to another address than the viewer's (a forwarded e-mail): why
   * this account cannot accept it, the address masked. The viewer may ask the inviter for their own.
   */
  for_someone_else: z.string().nullable().optional(),
});
export type InviteView = z.infer<typeof inviteView>;

export const sendInviteResponse = z.object({ invites: z.array(inviteView) });

/** GET /invitesfrom: requests waiting for the caller, and the caller's own invites still open. */
export const invitesResponse = z.object({ received: z.array(inviteView), sent: z.array(inviteView) });
export type InvitesResponse = z.infer<typeof invitesResponse>;

export const inviteIdParams = z.object({ id: z.string().trim().min(1).max(64) });
/** The key from an invite link; without it, only an invite sent to the caller's own e-mail opens. */
export const inviteKeyQuery = z.object({ key: z.string().trim().max(128).optional() });
export const acceptInviteRequest = z.object({ key: z.string().trim().max(128).optional() }).default({});
export const inviteResponse = z.object({ invite: inviteView });

/** POST /invite/{id}/ask: the holder of a forwarded e-mail invite asks its inviter for one of their own. */
export const askForInviteRequest = z.object({ key: z.string().trim().min(1, 'Open the invite from its link to ask for your own').max(128) });
export const askForInviteResponse = z.object({ status: z.literal('Asked'), inviter_name: z.string() });

export const familyMemberView = z.object({
  user_id: z.string(),
  username: z.string(),
  /** Epoch milliseconds. */
  joined_at: z.number(),
  /** The member who started the family; they stay while others come and go. */
  founder: z.boolean(),
  /** 'admin' or 'member' (family-roles.ts). */
  role: familyRole.optional(),
});
export type FamilyMemberView = z.infer<typeof familyMemberView>;

/** GET /family. A user who never shared is a family of one. */
export const familyResponse = z.object({
  family_id: z.string(),
  members: z.array(familyMemberView),
  /**
   * The caller's items still moving into the family (joining) or out of it (leaving): N of M (M is
   * null while it is being counted); `failed`: the move could not finish and the team was told;
   * `leaving`: the uploads are moving out (a joiner's own photos and documents stay in view while
   * they move in, a leaver's appear as they arrive); `tree_copying`: the joiner's tree is still being
   * copied into the family's (they read their own meanwhile, and cannot change it). Null when none are.
   */
  moving: z.object({ moved: z.number(), total: z.number().nullable(), done: z.boolean(), failed: z.boolean(), leaving: z.boolean(), tree_copying: z.boolean() }).nullable(),
});
export type FamilyResponse = z.infer<typeof familyResponse>;

export const userIdParams = z.object({ userId: z.string().trim().min(1).max(64) });
export const removeFamilyResponse = z.object({ status: z.literal('Success') });

export const personIdParams = z.object({ personId: z.string().trim().min(1).max(64) });
export const inviteLinkResponse = z.object({ invite_url: z.string(), invite: inviteView });

/** GET /inviter_info/{inviterId}, public: counts and the inviter's name only (spec 001 section 3). */
export const inviterParams = z.object({ inviterId: z.string().trim().min(1).max(64) });
/** The open invite or link (its id and key, from the landing page's URL) that lets the counts be seen. */
export const inviterInfoQuery = z.object({
  invite: z.string().trim().min(1, 'The invitation is missing from the link').max(64),
  key: z.string().trim().min(1, 'The invitation is missing from the link').max(128),
});
export type InviterInfoQuery = z.infer<typeof inviterInfoQuery>;
export const inviterInfoResponse = z.object({
  username: z.string(),
  prefix: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  suffix: z.string(),
  person_count: z.number(),
  image_count: z.number(),
  /** The address an e-mailed invite went to (null for a shared link), for sign-up to start with. */
  invited_email: z.string().nullable(),
});
export type InviterInfo = z.infer<typeof inviterInfoResponse>;

export const facebookInviteRequest = z.object({ person: z.string().trim().max(64).optional() }).default({});

/** One version of a person as a family member left it (person versions). */
export const personVersionView = z.object({
  person_version: z.number(),
  author: z.string().nullable(),
  /** The author's username, when they are in the family. */
  author_name: z.string().nullable(),
  version_date: z.number().nullable(),
  sex: z.string(),
  name: z.string(),
  names: z.array(z.object({ name_type: z.string(), prefix: z.string(), first_name: z.string(), middle_name: z.string(), last_name: z.string(), suffix: z.string() })),
  /** The person's facts as one line each ('Occupation: Weaver, 1881, Leeds'); null when the version predates versioned facts. */
  facts: z.array(z.string()).nullable(),
  /** The person's contacts as one line each ('Email: rose@example.com'); null when the version predates versioned contacts. */
  contacts: z.array(z.string()).nullable(),
});
export type PersonVersionView = z.infer<typeof personVersionView>;

/** GET /person/{id}/versions: the person now (the newer version, when one waits) and the versions before it. */
export const personVersionsResponse = z.object({
  id: z.string(),
  newer_version: z.string().nullable(),
  /** The newer version is a member's suggestion waiting for review (the person is unchanged until chosen). */
  suggestion: z.boolean().optional(),
  /** Whether the caller may choose (the family's admins and the person's maintainer). */
  may_choose: z.boolean().optional(),
  current: personVersionView,
  previous: z.array(personVersionView),
});
export type PersonVersionsResponse = z.infer<typeof personVersionsResponse>;

/** POST /person/{id}/version: 'use' the newer version, or 'keep' the one before it. */
export const chooseVersionRequest = z.object({ choice: z.enum(['use', 'keep'], { error: 'Choose use or keep' }) });

/** Why two people are offered as one: trees met, same names and birth year, or their faces look alike. */
export const DUPLICATE_REASONS = ['trees_met', 'same_name', 'faces'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/**
 * One of a pair, with who maintains them (as on a person, PersonView's created_by; null when not
 * known here): merging is for the family's admins and whoever maintains both, so the list offers it
 * only to them.
 */
const duplicatePerson = personSummary.extend({ created_by: z.string().nullable().optional() });

/**
 * GET /people/duplicates: the people list's one list of likely duplicates (found when trees met,
 * by the same names and birth year, or by one person's faces split in two), to compare and merge
 * or dismiss. Pairs whose people were merged or deleted since are left out.
 */
export const duplicatesResponse = z.object({
  duplicates: z.array(
    z.object({
      id: z.string(),
      person_id1: z.string(),
      person_id2: z.string(),
      name: z.string(),
      birth: z.string().nullable(),
      reason: z.enum(DUPLICATE_REASONS),
      person1: duplicatePerson,
      person2: duplicatePerson,
    }),
  ),
});
export type DuplicatesResponse = z.infer<typeof duplicatesResponse>;
export const pairIdParams = z.object({ pairId: z.string().trim().min(1).max(140) });
