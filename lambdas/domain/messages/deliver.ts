import { createHash } from 'node:crypto';
import { MESSAGE_TYPE_NAMES, type Channel, type DigestFrequency, type MessageEvent } from '@heirloom/shared/contracts/messages';
import type { PushPayload } from '@heirloom/shared/contracts/web-push';
import type { UserRecord } from '../../ports/accounts';
import type { ChannelChoice, MessageRecord, PendingDigestItem } from '../../ports/messages';
import { composeEmail, composeSms } from './compose';
import type { MessagesDeps } from './deps';
import { buildDigest, type Digest } from './digest';
import { digestDueAt } from './digest-schedule';
import { messagesForEvent, type Audience } from './events';
import { choiceFor, DEFAULT_TIME_ZONE } from './preferences';
import { toMessageView } from './render';
import { pushToUser } from './web-push';

/**
 * The messages consumer's work for one event: the messages it makes, each stored once, then
 * sent at once or put aside for the recipient's digest, as they chose. Handling the same event
 * again stores nothing new and sends nothing again.
 */
export async function recordMessageEvent(deps: MessagesDeps, event: MessageEvent): Promise<number> {
  const audience = await audienceOf(deps, event);
  let made = 0;
  for (const shaped of messagesForEvent(event, audience)) {
    // A later event of a group joins the message of its first.
    const message = shaped.groupKey ? { ...shaped, messageId: await deps.messages.groupMessageId(shaped.userId, shaped.groupKey, shaped.messageId) } : shaped;
    const isNew = await deps.messages.record(message);
    if (isNew) made++;
    // Routed again when the event comes back: an immediate send that failed last time is retried,
    // and the sends that went are claimed, so nothing goes twice.
    await route(deps, message, isNew);
    if (event.kind === 'family_member_image' && event.photo) {
      // The photo joins the lists open in this member's tabs, with its uploader's name (a repeat is one photo there).
      await deps.realtime.toUser(message.userId, { type: 'family_photo_added', photo: { ...event.photo, username: audience.actorName } });
    }
  }
  return made;
}

const nameIn = (members: ReadonlyArray<{ userId: string; username: string }>, userId: string): string | null => members.find((m) => m.userId === userId)?.username ?? null;

async function audienceOf(deps: MessagesDeps, event: MessageEvent): Promise<Audience> {
  const familyOfUser = async (userId: string) => deps.family.members(await deps.family.familyOf(userId));
  switch (event.kind) {
    case 'family_member_image': {
      const members = await familyOfUser(event.uploader_id);
      return { recipients: members.map((m) => m.userId), actorName: members.find((m) => m.userId === event.uploader_id)?.username ?? null };
    }
    case 'unnamed_people':
      return { recipients: (await familyOfUser(event.user_id)).map((m) => m.userId), actorName: null };
    case 'memories':
      return { recipients: (await deps.family.members(event.family_id)).map((m) => m.userId), actorName: null };
    case 'person_version': {
      const members = await deps.family.members(event.family_id);
      return { recipients: members.map((m) => m.userId), actorName: nameIn(members, event.author_id) };
    }
    case 'person_suggestion': {
      // Those who may use or keep it (family/change-rights.ts): the admins and the person's maintainer.
      const members = await deps.family.members(event.family_id);
      const reviewers = members.filter((m) => m.role === 'admin' || m.userId === event.maker_id);
      return { recipients: reviewers.map((m) => m.userId), actorName: nameIn(members, event.author_id) };
    }
    case 'people_removed': {
      // Those who may put them back: the admins (the one who removed them knows).
      const members = await deps.family.members(event.family_id);
      return { recipients: members.filter((m) => m.role === 'admin' && m.userId !== event.author_id).map((m) => m.userId), actorName: nameIn(members, event.author_id) };
    }
    case 'suggestion_reviewed': {
      // Told while still in the family: one who left no longer sees the person.
      const members = await deps.family.members(event.family_id);
      return { recipients: members.some((m) => m.userId === event.suggester_id) ? [event.suggester_id] : [], actorName: nameIn(members, event.reviewer_id) };
    }
    case 'invite_received': {
      const invitee = await deps.users.findUserIdByLoginId(event.email.trim().toLowerCase());
      return { recipients: invitee ? [invitee] : [], actorName: event.inviter_name };
    }
    case 'invite_accepted':
      return { recipients: [event.inviter_id], actorName: event.accepter_name };
    case 'invite_requested':
      return { recipients: [event.inviter_id], actorName: event.asker_name };
    case 'family_members': {
      // Joined: the family as it is now (the joiner too). Left: the one who left and those who stay.
      const members = (await deps.family.members(event.family_id)).map((m) => m.userId);
      return { recipients: [...new Set([event.user_id, ...members])], actorName: event.member_name };
    }
    case 'import_finished':
    case 'storage_nearly_full':
    case 'trial_ending':
      return { recipients: [event.user_id], actorName: null };
  }
}

const reachOf = (user: UserRecord) => ({ hasEmail: Boolean(user.email), hasPhone: Boolean(user.phoneNumber) });

async function route(deps: MessagesDeps, message: MessageRecord, isNew: boolean): Promise<void> {
  const user = await deps.users.getUser(message.userId);
  if (!user || user.status !== 'active') return;
  const preferences = await deps.preferences.get(user.userId);
  const choice = choiceFor(preferences, message.type, reachOf(user));
  if (isNew) {
    // The app's own badge and list update whatever was chosen for notifications.
    const unread = await deps.messages.unreadCount(user.userId);
    await deps.realtime.toUser(user.userId, { type: 'message_created', message: toMessageView(message), unread_count: unread });
  }
  if (choice.frequency === 'never') return;
  const channels = chosenChannels(choice);
  if (choice.frequency === 'immideiately') {
    await send(deps, user, [message], null, channels, (channel) => `now#${message.messageId}#${channel}`);
    return;
  }
  // Put aside once, when the message is made: a grouped message growing later (or the event
  // again) would otherwise wait again, perhaps for the next morning, and come in two digests.
  if (!isNew) return;
  const dueAt = digestDueAt(choice.frequency, preferences?.timeZone ?? DEFAULT_TIME_ZONE, deps.now());
  await deps.ledger.addPending(
    choice.frequency,
    channels.map((channel) => ({ userId: user.userId, messageId: message.messageId, channel, dueAt })),
  );
}

const chosenChannels = (choice: ChannelChoice): Channel[] => (['email', 'sms', 'web'] as const).filter((channel) => choice[channel]);

/**
 * Sends messages (one, or a digest) on each channel once: a send is claimed before it goes, and
 * the claim given back if it fails, so the queue's or the schedule's retry sends it, and a
 * repeat after success finds the claim and sends nothing.
 */
async function send(deps: MessagesDeps, user: UserRecord, messages: readonly MessageRecord[], frequency: DigestFrequency | null, channels: readonly Channel[], claimKey: (channel: Channel) => string): Promise<Channel[]> {
  const timeZone = (await deps.preferences.get(user.userId))?.timeZone ?? DEFAULT_TIME_ZONE;
  const digest = buildDigest(messages, frequency ?? 'daily', timeZone);
  const sent: Channel[] = [];
  for (const channel of channels) {
    const to = channel === 'email' ? user.email : channel === 'sms' ? user.phoneNumber : user.userId;
    if (!to) continue;
    const key = claimKey(channel);
    if (await deps.ledger.claim(key)) {
      try {
        await sendOn(deps, user, channel, to, messages, digest);
        sent.push(channel);
      } catch (error) {
        await deps.ledger.release(key);
        throw error;
      }
    }
    // Web Push keeps a claim per browser (pushToUser), apart from the open tabs' notification:
    // a push that failed is retried even though the tabs were told.
    if (channel === 'web' && deps.webPush) await pushToUser(deps.webPush, deps.ledger, user.userId, webNotification(digest), key);
  }
  return sent;
}

async function sendOn(deps: MessagesDeps, user: UserRecord, channel: Channel, to: string, messages: readonly MessageRecord[], digest: Digest): Promise<void> {
  if (channel === 'email') {
    const types = [...new Set(messages.map((m) => m.type))];
    const token = await deps.unsubscribe.create(user.userId, types);
    const mail = composeEmail(digest, { appOrigin: deps.appOrigin, unsubscribeToken: token, typeNames: types.map((t) => MESSAGE_TYPE_NAMES[t]) });
    await deps.notifier.send({ channel: 'email', to, subject: mail.subject, body: mail.text, html: mail.html, headers: mail.headers });
  } else if (channel === 'sms') {
    await deps.notifier.send({ channel: 'sms', to, subject: '', body: composeSms(digest, deps.appOrigin) });
  } else {
    const { title, body, url } = webNotification(digest);
    await deps.realtime.toUser(user.userId, { type: 'notification', title, body, url });
    await deps.webOutbox?.({ userId: user.userId, title, body, url: `${deps.appOrigin}${url}` });
  }
}

/**
 * A web notification (in an open tab, or pushed to a closed browser) for one message or a digest:
 * one message opens its page, a digest the home page. The tag is the link, so the tab's copy and
 * the pushed copy of the same message replace each other rather than showing twice.
 */
export function webNotification(digest: Digest): PushPayload {
  const first = digest.sections[0]!.items[0]!;
  const url = digest.count === 1 ? `/message/${first.messageId}` : '/';
  const body = digest.count === 1 ? first.body : `${first.title}, and ${digest.count - 1} more`;
  return { title: digest.subject, body, url, tag: url };
}

/**
 * A digest run (hourly, daily, weekly, monthly): what waits for that frequency and is due by
 * `dueBy` (a scheduled run: the people whose local morning it is), or everything waiting (a run by
 * hand), one digest per person and channel. The claim names the exact set of messages, so a second
 * run (or a retry after a crash between sending and clearing) sends nothing twice, while messages
 * that arrive later make a new digest.
 */
export async function runDigest(deps: MessagesDeps, frequency: DigestFrequency, options: { dueBy?: number } = {}): Promise<{ digests: number; messages: number }> {
  let digests = 0;
  let messages = 0;
  let buffer: PendingDigestItem[] = [];
  const failures: unknown[] = [];
  const flush = async () => {
    if (!buffer.length) return;
    try {
      const result = await sendDigest(deps, frequency, buffer);
      digests += result.digests;
      messages += result.messages;
    } catch (error) {
      // One person's failed send (their push service down) holds up nobody else's digest; their
      // items stay waiting, so the retry of this run (or the next run) sends what did not go.
      failures.push(error);
    }
    buffer = [];
  };
  // Pending items sort by due hour, then user: a user's digest is complete once the next user's
  // items begin. (A person's items share their due hour unless they changed time zone meanwhile.)
  for (let cursor: string | undefined, more = true; more; ) {
    const page = await deps.ledger.pendingPage(frequency, cursor, options.dueBy);
    for (const item of page.items) {
      if (buffer.length && buffer[0]!.userId !== item.userId) await flush();
      buffer.push(item);
    }
    cursor = page.cursor ?? undefined;
    more = page.cursor !== null;
  }
  await flush();
  if (failures.length) throw new AggregateError(failures, `${failures.length} ${frequency} digest(s) failed to send; they stay waiting for the retry`);
  return { digests, messages };
}

async function sendDigest(deps: MessagesDeps, frequency: DigestFrequency, items: readonly PendingDigestItem[]): Promise<{ digests: number; messages: number }> {
  const userId = items[0]!.userId;
  const user = await deps.users.getUser(userId);
  let digests = 0;
  let messageCount = 0;
  if (user && user.status === 'active') {
    const preferences = await deps.preferences.get(userId);
    const ids = [...new Set(items.map((item) => item.messageId))];
    const found = (await Promise.all(ids.map((id) => deps.messages.get(userId, id)))).filter((m): m is MessageRecord => m !== null);
    for (const channel of ['email', 'sms', 'web'] as const) {
      const wanted = new Set(items.filter((item) => item.channel === channel).map((item) => item.messageId));
      // What the person wants now, not what they wanted when the message came.
      const batch = found.filter((m) => wanted.has(m.messageId)).filter((m) => {
        const choice = choiceFor(preferences, m.type, reachOf(user));
        return choice.frequency === frequency && choice[channel];
      });
      if (!batch.length) continue;
      const setKey = createHash('sha256').update(batch.map((m) => m.messageId).sort().join(',')).digest('base64url');
      const sent = await send(deps, user, batch, frequency, [channel], () => `digest#${userId}#${frequency}#${channel}#${setKey}`);
      if (sent.length) {
        digests++;
        messageCount += batch.length;
      }
    }
  }
  await deps.ledger.removePending(frequency, items);
  return { digests, messages: messageCount };
}
