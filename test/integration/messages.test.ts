import { ReceiveMessageCommand, SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageEvent } from '../../shared/contracts/messages';
import { PHOTO_GROUP_WINDOW_MS } from '../../lambdas/domain/messages/events';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoAccountStore } from '../../lambdas/adapters/aws/dynamo-account-store';
import { BrowserLikeClient, outbox, signUpVerified, uniqueEmail } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { until } from '../support/family-join';
import { messagesOn } from '../support/queue-depth';
import { openRealtimeTab } from '../support/realtime-tab';
import { signedInCookie } from '../support/sessions';
import { uploadFile } from '../support/uploads';

/**
 * Messages, notification settings and delivery against the local stand-ins: the messages queue,
 * its consumer and dead-letter queue, the digest jobs and the outbox.
 */

let stack: TestStack;
type Account = Awaited<ReturnType<typeof signUpVerified>>;
let ann: Account;
let ben: Account;

beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
  [ann, ben] = await Promise.all([signUpVerified(stack, new BrowserLikeClient(stack), uniqueEmail('ann')), signUpVerified(stack, new BrowserLikeClient(stack), uniqueEmail('ben'))]);
  // Ann invites Ben, Ben joins: one family.
  const sent = await ann.client.post('/invite', { contacts: [{ email: ben.email }], subject: 'Join us', message: 'Come and see' });
  expect(sent.status).toBe(200);
  const link = new URL(outbox(stack).filter((m) => m.to === ben.email && m.subject === 'Join us').at(-1)!.body.match(/https?:\/\/\S+/)![0]);
  expect((await ben.client.post(`/invite/${link.searchParams.get('invite')}`, { key: link.searchParams.get('key') })).status).toBe(200);
  expect((await ben.client.post('/user/free_trial')).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

async function messagesOf(client: BrowserLikeClient) {
  const reply = await client.get('/messages');
  expect(reply.status).toBe(200);
  return reply.body as { messages: Array<{ id: string; message_type: string; title: string; body: string; read: boolean; link: string | null; link_label: string | null; count: number }>; unread_count: number };
}

/** Messages are made by a queue consumer: wait until one of a type is there. */
async function waitForMessage(client: BrowserLikeClient, type: string, count = 1) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const found = (await messagesOf(client)).messages.filter((m) => m.message_type === type);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${type} message came`);
}

async function sendEvents(bodies: string[]) {
  await stack.sqs.send(new SendMessageBatchCommand({ QueueUrl: stack.stack.queues.messages!.url, Entries: bodies.map((body, i) => ({ Id: String(i), MessageBody: body })) }));
}

const dailyEmail = { frequency: 'daily', via_email: true, via_sms: false, via_web_notification: false } as const;

describe('notification preferences', () => {
  it('has one row per message type with defaults, and keeps the whole map that is posted', async () => {
    const initial = await ann.client.get('/user_preferences');
    expect(initial.status).toBe(200);
    expect(initial.body).toMatchObject({ has_email: true, has_phone: false, time_zone: 'UTC' });
    expect(initial.body.preferences.map((p: { message_type: string }) => p.message_type)).toEqual([
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
    ]);
    expect(initial.body.preferences[0]).toEqual({ message_type: 'family_member_image', pretty_name: 'New photos from family members', frequency: 'daily', via_email: true, via_sms: false, via_web_notification: true });

    const map = Object.fromEntries(initial.body.preferences.map((p: { message_type: string }) => [p.message_type, { frequency: 'weekly', via_email: false, via_sms: false, via_web_notification: true }]));
    const saved = await ann.client.post('/user_preferences', { preferences: { ...map, family_member_image: dailyEmail }, time_zone: 'Europe/Berlin' });
    expect(saved.status).toBe(200);
    const again = (await ann.client.get('/user_preferences')).body;
    expect(again.time_zone).toBe('Europe/Berlin');
    expect(again.preferences.find((p: { message_type: string }) => p.message_type === 'family_member_image')).toMatchObject(dailyEmail);
    expect(again.preferences.find((p: { message_type: string }) => p.message_type === 'person_version')).toMatchObject({ frequency: 'weekly', via_email: false, via_web_notification: true });
  });

  it('refuses text messages to someone without a phone, saying what to do, and keeps what was saved', async () => {
    const refused = await ann.client.post('/user_preferences', { preferences: { trial_ending: { frequency: 'immideiately', via_email: true, via_sms: true, via_web_notification: true } } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Add a phone number to your profile to get text messages');
    const after = (await ann.client.get('/user_preferences')).body.preferences.find((p: { message_type: string }) => p.message_type === 'trial_ending');
    expect(after.via_sms).toBe(false);
  });

  it('refuses a frequency it does not know', async () => {
    const refused = await ann.client.post('/user_preferences', { preferences: { trial_ending: { frequency: 'immediately', via_email: true, via_sms: false, via_web_notification: true } } });
    expect(refused.status).toBe(400);
  });
});

describe('messages', () => {
  it('tells the inviter that their invite was accepted, and only that when the joiner brought nothing', async () => {
    const [accepted] = await waitForMessage(ann.client, 'invite_accepted');
    expect(accepted!.title).toMatch(/joined your family$/);
    expect(accepted!.link).toBe('/invites');
    // Ben's move (of nothing: a new account) has finished and its event was handled: no message
    // that '0 items' of his are in, for Ann or for Ben (a join that brought things is told, family-move.test.ts).
    await expect.poll(() => messagesOn(stack.sqs, stack.stack.queues.family!.url), { timeout: 30_000, interval: 100 }).toBe(0);
    await expect.poll(() => messagesOn(stack.sqs, stack.stack.queues.messages!.url), { timeout: 30_000, interval: 100 }).toBe(0);
    for (const client of [ann.client, ben.client]) expect((await messagesOf(client)).messages.filter((m) => m.message_type === 'family_members')).toEqual([]);
  });

  it('makes one message for the family when a relative uploads photos, and opening it marks it read; the photos reach the family’s open tabs', async () => {
    const before = (await messagesOf(ann.client)).unread_count;
    const [annTab, benTab] = await Promise.all([openRealtimeTab(stack.wsUrl, await signedInCookie(ann.user.user_id)), openRealtimeTab(stack.wsUrl, await signedInCookie(ben.user.user_id))]);
    for (const hue of [40, 200]) {
      const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: hue, g: 120, b: 90 } } }).jpeg().toBuffer();
      await uploadFile(ben.client, { name: `garden-${hue}.jpg`, bytes, contentType: 'image/jpeg' });
    }
    // Both photos land in one message ("Ben added 2 photos"); Ben, who uploaded them, gets none.
    let message: { id: string; title: string; count: number } | undefined;
    for (let attempt = 0; attempt < 300 && message?.count !== 2; attempt++) {
      [message] = await waitForMessage(ann.client, 'family_member_image');
      if (message!.count !== 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(message!.count).toBe(2);
    expect(message!.title).toMatch(/ added 2 photos$/);
    expect((await messagesOf(ben.client)).messages.filter((m) => m.message_type === 'family_member_image')).toHaveLength(0);
    expect((await messagesOf(ann.client)).unread_count).toBe(before + 1);

    const opened = await ann.client.get(`/message/${message!.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.message).toMatchObject({ id: message!.id, message_subtype: 'family_member_image', read: true, link: '/photos/strip', link_label: 'See the photos' });
    expect(opened.body.unread_count).toBe(before);
    // Ann's open tab was given each photo as the lists show it, with Ben's name on it; Ben's own tab
    // had his uploads as processing results, not as a relative's photos.
    const photoIds = opened.body.message.photo_ids as string[];
    for (const id of photoIds) {
      const pushed = (await annTab.next((m) => m.type === 'family_photo_added' && (m.photo as { id: string }).id === id)).photo as Record<string, unknown>;
      expect(pushed).toMatchObject({ id, object_type: 'photo', username: ben.user.username });
      expect(typeof pushed.image_url).toBe('string');
    }
    expect(benTab.messages.filter((m) => m.type === 'family_photo_added')).toEqual([]);
    annTab.close();
    benTab.close();
    // Someone else's message is not there for them.
    expect((await ben.client.get(`/message/${message!.id}`)).status).toBe(404);
    const unread = await ann.client.post(`/message/${message!.id}/read`, { read: false });
    expect(unread.body).toMatchObject({ message: { read: false }, unread_count: before + 1 });
    // A photo Ben deletes since is left out of the message's page, which offers only what opens.
    expect(photoIds).toHaveLength(2);
    expect((await ben.client.post('/photos/delete', [photoIds[0]])).status).toBe(200);
    expect((await ann.client.get(`/message/${message!.id}`)).body.message.photo_ids).toEqual([photoIds[1]]);
  }, 60_000);

  it('tells someone with an account that they were invited, the reviewers of a change a relative suggested, and the relative what became of it', async () => {
    const cy = await signUpVerified(stack, new BrowserLikeClient(stack), uniqueEmail('cy'));
    const sent = await ann.client.post('/invite', { contacts: [{ email: cy.email }], subject: 'Join us too', message: 'Come and see' });
    const [invited] = await waitForMessage(cy.client, 'invite_received');
    expect(invited).toMatchObject({ link: `/invites/${sent.body.invites[0].id}` });
    expect(invited!.title).toMatch(/invited you to their family$/);

    const created = await ann.client.post('/person', { names: [{ first_name: 'Maud', last_name: 'Gonne' }], sex: 'Female' });
    const personId = created.body.person.id as string;
    expect((await ben.client.post(`/person/${personId}`, { names: [{ ...created.body.person.names[0], first_name: 'Maude' }] })).status).toBe(200);
    // Ann added Maud: Ben's edit is a suggestion for the admins to review, so she is still Maud until one is chosen.
    const [suggested] = await waitForMessage(ann.client, 'person_suggestion');
    expect(suggested).toMatchObject({ link: `/person_merge?person_id1=${personId}`, link_label: 'Review the change' });
    expect(suggested!.title).toMatch(/ suggested a change to Maud Gonne$/);
    expect((await messagesOf(ben.client)).messages.filter((m) => m.message_type === 'person_suggestion')).toHaveLength(0);
    // Changing facts and contacts is a suggestion too, and reaches the reviewers the same way.
    expect((await ben.client.post(`/person/${personId}/contacts`, { contacts: [{ contact_type: 'Email', contact_value: 'maud@example.com' }] })).status).toBe(200);
    await expect.poll(async () => (await messagesOf(ann.client)).messages.filter((m) => m.message_type === 'person_suggestion').length, { timeout: 30_000, interval: 100 }).toBe(2);

    // Ann keeps her version: Ben learns his change was not used, and that it is not lost.
    expect((await ann.client.post(`/person/${personId}/version`, { choice: 'keep' })).status).toBe(200);
    const [kept] = await waitForMessage(ben.client, 'suggestion_reviewed');
    expect(kept).toMatchObject({ title: 'Your change to Maud Gonne was not used', link: `/person/${personId}/details` });
    expect(kept!.body).toMatch(/ kept Maud Gonne as they were\. What you suggested is kept among their earlier versions/);
    // Ben suggests again and Ann uses it: he learns it is in.
    expect((await ben.client.post(`/person/${personId}`, { names: [{ ...created.body.person.names[0], first_name: 'Maude' }] })).status).toBe(200);
    await expect.poll(async () => (await messagesOf(ann.client)).messages.filter((m) => m.message_type === 'person_suggestion').length, { timeout: 30_000, interval: 100 }).toBe(3);
    expect((await ann.client.post(`/person/${personId}/version`, { choice: 'use' })).status).toBe(200);
    await expect.poll(async () => (await messagesOf(ben.client)).messages.filter((m) => m.message_type === 'suggestion_reviewed').map((m) => m.title), { timeout: 30_000, interval: 100 }).toContain('Your change to Maude Gonne is in');
    expect((await messagesOf(ann.client)).messages.filter((m) => m.message_type === 'suggestion_reviewed')).toHaveLength(0);
  });

  it('tells the admins who removed whom from the tree, with the way to put them back', async () => {
    const made = await Promise.all(['Ada', 'Bea', 'Cis'].map(async (first) => (await ben.client.post('/person', { names: [{ first_name: first, last_name: 'Hoare' }] })).body.person.id as string));
    expect((await ben.client.post('/people/delete', [made[0]])).body.count).toBe(1);
    const [one] = await waitForMessage(ann.client, 'people_removed');
    expect(one).toMatchObject({ link: `/person/${made[0]}`, link_label: 'See the person' });
    expect(one!.title).toMatch(/ removed Ada Hoare from the family tree$/);
    expect(one!.body).toMatch(/Their events, notes and links were kept: put them back from their page if it was a mistake\.$/);
    expect((await ben.client.post('/people/delete', made.slice(1))).body.count).toBe(2);
    await expect.poll(async () => (await messagesOf(ann.client)).messages.filter((m) => m.message_type === 'people_removed').map((m) => m.title), { timeout: 30_000, interval: 100 }).toContainEqual(expect.stringMatching(/ removed Bea Hoare and Cis Hoare from the family tree$/));
    // The one who removed them is not told; removing nobody (already removed) tells nobody.
    expect((await messagesOf(ben.client)).messages.filter((m) => m.message_type === 'people_removed')).toHaveLength(0);
    expect((await ben.client.post('/people/delete', made)).body.count).toBe(0);
    expect((await ben.client.post('/people/restore', made)).body.count).toBe(3);
  });

  it('makes one message of an event handled twice', async () => {
    const event: MessageEvent = { kind: 'import_finished', user_id: ann.user.user_id, import_id: 'imp-twice', people: 3010, file_name: 'royal92.ged', at: Date.now() };
    await sendEvents([JSON.stringify(event), JSON.stringify(event)]);
    await sendEvents([JSON.stringify(event)]);
    const [made] = await waitForMessage(ann.client, 'import_finished');
    // All three deliveries handled (the queue is empty) before counting what they made.
    await expect.poll(() => messagesOn(stack.sqs, stack.stack.queues.messages!.url), { timeout: 30_000, interval: 100 }).toBe(0);
    const all = (await messagesOf(ann.client)).messages.filter((m) => m.message_type === 'import_finished');
    expect(all).toHaveLength(1);
    expect(made!.title).toBe('Your family tree import has finished');
  });

  it('sends a poisoned event to the dead-letter queue without holding up the others', async () => {
    const good: MessageEvent = { kind: 'import_finished', user_id: ann.user.user_id, import_id: 'imp-after-poison', people: 12, file_name: 'small.ged', at: Date.now() };
    await sendEvents(['{"kind":"family_member_image","uploader_id":42}', JSON.stringify(good)]);
    await waitForMessage(ann.client, 'import_finished', 2);
    let dead: string | undefined;
    for (let attempt = 0; attempt < 60 && !dead; attempt++) {
      const received = await stack.sqs.send(new ReceiveMessageCommand({ QueueUrl: stack.stack.queues.messages!.dlqUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
      dead = received.Messages?.find((m) => m.Body?.includes('"uploader_id":42'))?.Body;
    }
    expect(dead).toBe('{"kind":"family_member_image","uploader_id":42}');
  }, 60_000);
});

describe('a trial ending', () => {
  it('is told once, three days ahead, at once and by e-mail as chosen by default', async () => {
    expect(await stack.stack.runJob('expire-trials')).toMatchObject({ told: 0 });
    const trialEnd = Date.now() + 2 * 24 * 60 * 60 * 1000;
    await new DynamoAccountStore(stack.documentClient, stack.stack.tableName).updateUser(ben.user.user_id, { trialEnd });
    expect(await stack.stack.runJob('expire-trials')).toMatchObject({ expired: 0, told: 1 });
    expect(await stack.stack.runJob('expire-trials')).toMatchObject({ told: 0 });
    const [ending] = await waitForMessage(ben.client, 'trial_ending');
    expect(ending!.title).toBe('Your free trial ends soon');
    const mails = outbox(stack).filter((m) => m.to === ben.email && m.subject === 'Your free trial ends soon');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`/message/${ending!.id}`);
  });
});

describe('digests', () => {
  it('sends one daily e-mail with the waiting messages however often the job runs, and its link unsubscribes', async () => {
    const photos = (await messagesOf(ann.client)).messages.find((m) => m.message_type === 'family_member_image')!;
    const mailsToAnn = () => outbox(stack).filter((m) => m.to === ann.email && m.subject !== 'Join us');
    const before = mailsToAnn().length;

    const first = await stack.stack.runJob('daily-digests');
    const second = await stack.stack.runJob('daily-digests');
    // Ann's e-mail, and Ben's web notification of what became of his suggestions (in the app only, by default).
    expect(first).toMatchObject({ digests: 2 });
    expect(second).toMatchObject({ digests: 0 });
    const mails = mailsToAnn().slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]! as (typeof mails)[number] & { html?: string; headers?: Record<string, string> };
    expect(mail.subject).toBe(photos.title);
    expect(mail.body).toContain(`/message/${photos.id}`);
    expect(mail.html).toContain(`/message/${photos.id}`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The mail app's one-click unsubscribe: a bare POST, no session, no app header.
    const target = mail.headers!['List-Unsubscribe']!.slice(1, -1);
    const unsubscribed = await fetch(new URL(new URL(target).pathname + new URL(target).search, stack.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.json()).toEqual({ message_type: 'family_member_image', pretty_name: 'New photos from family members' });
    const preference = (await ann.client.get('/user_preferences')).body.preferences.find((p: { message_type: string }) => p.message_type === 'family_member_image');
    expect(preference).toMatchObject({ frequency: 'daily', via_email: false });
    // A guessed token changes nothing.
    expect((await stack.fetch('/api/unsubscribe?token=guessed-0123456789abcdef', { method: 'POST' })).status).toBe(404);
  }, 60_000);
});

describe('digests in each person’s morning', () => {
  it('sends the daily digest at 07:00 where each person lives, once, when the hourly schedule reaches it', async () => {
    // The job's own handler, invoked as EventBridge does at a given hour (in this process, against the local stack).
    const { handler: dailyJob } = await import('../../lambdas/jobs/send-daily-digests');
    const runScheduledAt = (epochMs: number) => dailyJob({ time: new Date(epochMs).toISOString(), detail: {} } as Parameters<typeof dailyJob>[0]);
    const HOUR = 3_600_000;
    /** The next top of an hour after now whose UTC hour is `utcHour`. */
    const nextUtcHour = (utcHour: number) => {
      let at = Math.floor(Date.now() / HOUR) * HOUR + HOUR;
      while (new Date(at).getUTCHours() !== utcHour) at += HOUR;
      return at;
    };
    const people = await Promise.all([
      // 07:00 in Tokyo (UTC+9, no daylight saving) is 22:00 UTC; for someone on UTC, 07:00 UTC.
      signUpVerified(stack, new BrowserLikeClient(stack), uniqueEmail('kenji')).then((account) => ({ account, timeZone: 'Asia/Tokyo', due: nextUtcHour(22) })),
      signUpVerified(stack, new BrowserLikeClient(stack), uniqueEmail('lena')).then((account) => ({ account, timeZone: 'UTC', due: nextUtcHour(7) })),
    ]);
    const pending = async (userId: string) =>
      ((await stack.documentClient.send(new QueryCommand({ TableName: stack.stack.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'digestq#daily' } }))).Items ?? []).filter((item) => item.userId === userId);
    for (const { account, timeZone } of people) {
      expect((await account.client.post('/user_preferences', { preferences: { import_finished: dailyEmail }, time_zone: timeZone })).status).toBe(200);
      await sendEvents([JSON.stringify({ kind: 'import_finished', user_id: account.user.user_id, import_id: `imp-${timeZone}`, people: 5, file_name: 'morning.ged', at: Date.now() })]);
      for (let attempt = 0; (await pending(account.user.user_id)).length === 0; attempt++) {
        if (attempt > 200) throw new Error('The message was not put aside for the digest');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const mailsTo = (email: string) => outbox(stack).filter((m) => m.to === email && m.subject === 'Your family tree import has finished');

    // In the order their mornings come (a run sends whatever is due by its hour, so a later morning's
    // early run would already send an earlier one's digest).
    for (const { account, due } of [...people].sort((a, b) => a.due - b.due)) {
      await runScheduledAt(due - HOUR);
      expect(mailsTo(account.email), `${account.email} an hour early`).toHaveLength(0);
      await runScheduledAt(due);
      await runScheduledAt(due);
      expect(mailsTo(account.email), `${account.email} at 07:00 local`).toHaveLength(1);
      expect(await pending(account.user.user_id)).toEqual([]);
    }
  }, 60_000);
});

// Last: its message would join the daily digests counted above.
describe('new people to name', () => {
  it('makes one message of the new people found in one upload\'s photos, each photo counted once even when sent twice', async () => {
    const at = Date.now();
    const found = (photo: string, count: number) => JSON.stringify({ kind: 'unnamed_people', user_id: ann.user.user_id, photo_id: photo, count, at });
    // Three photos scanned one after another (one of them delivered twice), as an upload's photos are.
    await sendEvents([found('scan-1', 2), found('scan-2', 1)]);
    await sendEvents([found('scan-2', 1), found('scan-3', 1)]);
    let messages: Awaited<ReturnType<typeof waitForMessage>> = [];
    for (let attempt = 0; attempt < 300 && messages[0]?.count !== 4; attempt++) {
      messages = await waitForMessage(ann.client, 'unnamed_people');
      if (messages[0]!.count !== 4) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ count: 4, title: '4 new people to name' });
  });
});

// Last: its messages would join the digests the tests above count.
describe('the order of messages', () => {
  it('lists a photo group by its first photo: begun late in an hour, it comes above a message from earlier that hour, its photos one message', async () => {
    const hour = Math.floor(Date.now() / PHOTO_GROUP_WINDOW_MS) * PHOTO_GROUP_WINDOW_MS - 5 * PHOTO_GROUP_WINDOW_MS;
    await sendEvents([JSON.stringify({ kind: 'invite_accepted', invite_id: `early-${hour}`, inviter_id: ann.user.user_id, accepter_name: 'Early Bird', at: hour + 10 * 60_000 })]);
    // The whole list: the tests above left Ann more than a page.
    const listed = async () => (await ann.client.get('/messages?limit=100')).body.messages as Awaited<ReturnType<typeof messagesOf>>['messages'];
    await until(async () => (await listed()).some((m) => m.title === 'Early Bird joined your family'), 'the early message');
    const lateGroup = (messages: Awaited<ReturnType<typeof listed>>) => messages.filter((m) => m.message_type === 'family_member_image' && Date.parse((m as { created_at?: string }).created_at ?? '') === hour + 50 * 60_000);
    const late = (photo: string, minutes: number) => JSON.stringify({ kind: 'family_member_image', uploader_id: ben.user.user_id, photo_id: photo, at: hour + minutes * 60_000 });
    await sendEvents([late('late-1', 50)]);
    // (The group's message takes the time of the event handled first: the first photo's, once it is in.)
    await until(async () => lateGroup(await listed()).length === 1, 'the first late photo');
    await sendEvents([late('late-2', 55), late('late-1', 50)]);
    await until(async () => lateGroup(await listed())[0]?.count === 2, 'both late photos in one message');
    const messages = await listed();
    expect(lateGroup(messages)).toHaveLength(1);
    expect(messages.indexOf(lateGroup(messages)[0]!)).toBeLessThan(messages.findIndex((m) => m.title === 'Early Bird joined your family'));
  });
});
