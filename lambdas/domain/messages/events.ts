import type { MessageEvent, MessageType } from '@heirloom/shared/contracts/messages';
import { encodeTime } from 'ulid';
import type { MessageRecord } from '../../ports/messages';
import { deterministicId } from '../family/ids';
import { TRIAL_ENDING_NOTICE_MS } from './trial-ending';

/** Who an event concerns, and the name of whoever caused it (found by the consumer). */
export interface Audience {
  recipients: readonly string[];
  actorName: string | null;
}

/** Photos a relative adds within this window are one message ("Ann added 12 photos"), as are the new people found in them. */
export const PHOTO_GROUP_WINDOW_MS = 60 * 60 * 1000;
/** Photo ids kept on a grouped message, for the thumbnails on its page. */
export const MESSAGE_PHOTO_IDS_MAX = 12;

/** A suggestion_reviewed message's count when the change was used (0 when it was kept aside). */
export const SUGGESTION_USED = 1;

/**
 * A message id is time-ordered like a ULID (so a user's messages list newest first) but derived
 * from what it is about and whom it is for, so the same event handled twice makes the same id.
 */
export function messageIdFor(at: number, groupKey: string, recipientId: string): string {
  return `${encodeTime(at, 10)}${deterministicId(groupKey, recipientId).slice(10)}`;
}

interface MessageShape {
  type: MessageType;
  /** What makes two events one message (one upload session, one invite, one person version). */
  groupKey: string;
  /** The time in the message's id: the same for every event that makes the same message (a group's: its first event's, through the store). */
  at: number;
  /** Events of one group arrive over the window and join the message of its first (MessageStore.groupMessageId). */
  grouped?: boolean;
  subject?: string | null;
  count?: number;
  photoIds?: string[];
  link: string | null;
}

function shapeOf(event: MessageEvent, dateText: (epochMs: number) => string): MessageShape {
  switch (event.kind) {
    case 'family_member_image': {
      // A member's photos within the hour are one message, which takes the time of the first.
      const windowStart = event.at - (event.at % PHOTO_GROUP_WINDOW_MS);
      return { type: event.kind, groupKey: `photos#${event.uploader_id}#${windowStart}`, grouped: true, at: event.at, count: 1, photoIds: [event.photo_id], link: `/photo/${event.photo_id}` };
    }
    case 'unnamed_people': {
      // One upload's photos are scanned one by one: the new people found within the hour are one message.
      const windowStart = event.at - (event.at % PHOTO_GROUP_WINDOW_MS);
      return { type: event.kind, groupKey: `unnamed#${windowStart}`, grouped: true, at: event.at, count: event.count, photoIds: [event.photo_id], link: '/photos/strip?person=none' };
    }
    case 'invite_received':
      return { type: event.kind, groupKey: `invite#${event.invite_id}`, at: event.at, link: `/invites/${event.invite_id}` };
    case 'invite_accepted':
      return { type: event.kind, groupKey: `accepted#${event.invite_id}`, at: event.at, link: '/invites' };
    case 'invite_requested':
      // Asking again about the same invite is the same message.
      return { type: event.kind, groupKey: `asked#${event.invite_id}#${event.asker_id}`, at: event.at, subject: event.asker_email, link: '/invite/email' };
    case 'person_version':
      return {
        type: event.kind,
        groupKey: `version#${event.person_id}#${event.version}`,
        at: event.at,
        subject: event.person_name,
        link: `/person_merge?person_id1=${encodeURIComponent(event.person_id)}`,
      };
    case 'people_removed':
      return {
        type: event.kind,
        groupKey: `removed#${event.author_id}#${event.at}#${event.person_ids[0]}`,
        at: event.at,
        subject: removedNames(event.names, event.person_ids.length),
        count: event.person_ids.length,
        // One person: their page, which offers Put back; several: the people list's Removed people.
        link: event.person_ids.length === 1 ? `/person/${encodeURIComponent(event.person_ids[0]!)}` : '/people',
      };
    case 'person_suggestion':
      return {
        type: event.kind,
        groupKey: `suggestion#${event.person_id}#${event.version}`,
        at: event.at,
        subject: event.person_name,
        link: `/person_merge?person_id1=${encodeURIComponent(event.person_id)}`,
      };
    case 'suggestion_reviewed':
      // `count` says which way it went (SUGGESTION_USED or 0): the message keeps no other flag.
      return {
        type: event.kind,
        groupKey: `reviewed#${event.person_id}#${event.version}`,
        at: event.at,
        subject: event.person_name,
        count: event.used ? SUGGESTION_USED : 0,
        link: `/person/${encodeURIComponent(event.person_id)}/details`,
      };
    case 'family_members': {
      // `at` is when the move was asked for: a move that finishes twice (sent again after a stall) is one message.
      const removed = !event.joined && !event.stopped && event.removed_by;
      const change = removed ? 'removed' : `${event.joined ? 'joined' : 'left'}${event.stopped ? '_stopped' : ''}`;
      // Removed: who removed them goes last in the subject (a name may hold '#').
      const subject = `${change}#${event.user_id}${removed ? `#${removed.user_id}#${removed.name}` : ''}`;
      return { type: event.kind, groupKey: `${change}#${event.user_id}#${event.family_id}`, at: event.at, subject, count: event.moved, link: '/invites' };
    }
    case 'import_finished':
      return { type: event.kind, groupKey: `import#${event.import_id}`, at: event.at, subject: event.file_name, count: event.people, link: `/imports/${event.import_id}` };
    case 'storage_nearly_full': {
      // At most one a month: the warning repeats only if it is still true next month.
      const date = new Date(event.at);
      const monthStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
      return { type: event.kind, groupKey: `storage#${date.toISOString().slice(0, 7)}`, at: monthStart, count: Math.round(event.percent), link: '/plans' };
    }
    case 'trial_ending':
      // Told once per trial: its time in the id is the trial's end less the notice, whenever the job saw it.
      return { type: event.kind, groupKey: `trial#${event.trial_end}`, at: event.trial_end - TRIAL_ENDING_NOTICE_MS, subject: `on ${dateText(event.trial_end)}`, link: '/plans' };
    case 'memories':
      // One a family a day, however often the job tells it: its time in the id is the day's start.
      return { type: event.kind, groupKey: `memories#${event.family_id}#${event.date}`, at: Date.parse(`${event.date}T00:00:00Z`), subject: event.title, count: event.count, photoIds: event.photo_ids, link: '/#memories' };
  }
}

/** 'Ann Smith', 'Ann Smith and Tom Byrne', 'Ann Smith, Tom Byrne and 3 others'. */
function removedNames(names: readonly string[], count: number): string {
  const shown = names.slice(0, 2);
  const others = count - shown.length;
  if (others <= 0) return shown.length === 2 ? `${shown[0]} and ${shown[1]}` : (shown[0] ?? 'a person');
  return `${shown.join(', ')} and ${others === 1 ? '1 other' : `${others} others`}`;
}

function actorOf(event: MessageEvent): string | null {
  switch (event.kind) {
    case 'family_member_image':
      return event.uploader_id;
    case 'person_version':
    case 'person_suggestion':
    case 'people_removed':
      return event.author_id;
    case 'suggestion_reviewed':
      return event.reviewer_id;
    default:
      return null;
  }
}

/** The actor's own doings are news to everyone but them. */
export function withoutActor(event: MessageEvent, userIds: readonly string[]): string[] {
  const actor = actorOf(event);
  return [...new Set(userIds)].filter((id) => id !== actor);
}

/**
 * A join that brought nothing (a new account has no photos and no tree) has nothing to report: the
 * invite's own message, 'X joined your family', says it, and a second would say '0 items' to the
 * family and to the joiner. A join that brought things, any leave, and any move given up still tell.
 */
const isEmptyJoin = (event: MessageEvent): boolean => event.kind === 'family_members' && event.joined && !event.stopped && event.moved === 0;

/** The messages one event makes: one per recipient, each with an id that a repeat reproduces. */
export function messagesForEvent(event: MessageEvent, audience: Audience): MessageRecord[] {
  if (isEmptyJoin(event)) return [];
  const shape = shapeOf(event, (ms) => new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
  return withoutActor(event, audience.recipients).map((userId) => ({
    userId,
    messageId: messageIdFor(shape.at, shape.groupKey, userId),
    type: shape.type,
    actorName: audience.actorName,
    subject: shape.subject ?? null,
    count: shape.count ?? 0,
    photoIds: shape.photoIds ?? [],
    link: shape.link,
    createdAt: event.at,
    read: false,
    ...(shape.grouped ? { groupKey: shape.groupKey } : {}),
  }));
}
