import type { MemoriesResponse } from '@heirloom/shared/contracts/memories';
import type { FaceView } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, type BrowserLikeClient } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { messagesOn } from '../support/queue-depth';
import { openRealtimeTab } from '../support/realtime-tab';
import { fileFromDisk, testPhoto, uploadFile } from '../support/uploads';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import { DynamoAccountStore } from '../../lambdas/adapters/aws/dynamo-account-store';
import { DynamoMemoryBackfill } from '../../lambdas/adapters/aws/dynamo-memory-backfill';
import { DynamoMemoryStore } from '../../lambdas/adapters/aws/dynamo-memory-store';
import { userSchema } from '../../lambdas/adapters/aws/entities/account-entities';
import { directoryShardOf } from '../../lambdas/ports/accounts';
import { documentClient } from '../../lambdas/runtime/clients';
import { photoRecord, seedPhotos } from './library-seed';

/**
 * Memories against the local stack: photos taken on the viewer's day in earlier years (never this
 * year's, never another family's), the tree's birthdays and wedding anniversaries with the
 * people's photos, a leap-day birthday kept on 28 February, people removed from view forgotten, and
 * for a few days after a person made from faces is named, their first photos.
 */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
});
afterAll(async () => {
  await stack?.stop();
});

const TREE = `0 HEAD
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Rose /Alder/
1 SEX F
1 BIRT
2 DATE 29 NOV 1926
1 DEAT
2 DATE 3 MAR 1990
0 @I2@ INDI
1 NAME John /Alder/
1 SEX M
1 BIRT
2 DATE 29 NOV 1980
0 @I3@ INDI
1 NAME Walter /Birch/
1 SEX M
1 BIRT
2 DATE 12 JAN 1924
0 @I4@ INDI
1 NAME Leap /Day/
1 BIRT
2 DATE 29 FEB 1960
0 @F1@ FAM
1 HUSB @I3@
1 WIFE @I1@
1 MARR
2 DATE 29 NOV 1949
0 TRLR
`;

async function trialUser() {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  return { ...account, tab, userId: account.user.user_id as string };
}

const memoriesOn = async (client: BrowserLikeClient, date: string): Promise<MemoriesResponse> => {
  const response = await client.get(`/memories?date=${date}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

const personId = async (client: BrowserLikeClient, name: string): Promise<string> => {
  const people = (await client.get(`/persons?q=${encodeURIComponent(name)}`)).body.persons as Array<{ id: string; name: string }>;
  const found = people.find((person) => person.name === name);
  if (!found) throw new Error(`${name} is not in the tree`);
  return found.id;
};

describe('memories', () => {
  let ada: Awaited<ReturnType<typeof trialUser>>;
  let portraitId: string;

  beforeAll(async () => {
    ada = await trialUser();
    const gedcom = await uploadFile(ada.client, { name: 'alder.ged', bytes: Buffer.from(TREE), contentType: 'application/octet-stream' });
    await ada.tab.next((m) => m.type === 'processing_complete' && m.upload_id === gedcom.upload_id, 60_000);
    // A photo with a face, named as Rose and dated on her birthday.
    const grant = await uploadFile(ada.client, fileFromDisk(testPhoto('faces/train/rose_leslie/img1.jpg'), 'image/jpeg'));
    const done = await ada.tab.next((m) => m.type === 'processing_complete' && m.upload_id === grant.upload_id, 60_000);
    portraitId = (done.item as { photo: PhotoView }).photo.id;
    await ada.tab.next((m) => m.type === 'faces_found' && m.photo_id === portraitId, 60_000);
    const faces = (await ada.client.get(`/photo/${portraitId}/people`)).body.faces as FaceView[];
    expect(faces.length).toBeGreaterThan(0);
    expect((await ada.client.post(`/person/${await personId(ada.client, 'Rose Alder')}/face/${faces[0]!.id}`)).status).toBe(200);
    expect((await ada.client.post(`/photo/${portraitId}`, { date_taken: '29 Nov 1950' })).status).toBe(200);
    await seedPhotos(stack, [
      photoRecord(ada.userId, { photoId: 'memory-2019', dateTaken: '29 Nov 2019' }),
      photoRecord(ada.userId, { photoId: 'memory-2001', dateTaken: '29 Nov 2001' }),
      photoRecord(ada.userId, { photoId: 'memory-2001-b', dateTaken: '29 Nov 2001' }),
      photoRecord(ada.userId, { photoId: 'this-year', dateTaken: '29 Nov 2026' }),
      photoRecord(ada.userId, { photoId: 'day-before', dateTaken: '28 Nov 2019' }),
      photoRecord(ada.userId, { photoId: 'month-only', dateTaken: 'Nov 2019' }),
      photoRecord(ada.userId, { photoId: 'leap-day', dateTaken: '29 Feb 2020' }),
    ]);
  }, 120_000);

  it('recalls photos taken on this day in earlier years, newest year first, and not this year’s', async () => {
    const memories = await memoriesOn(ada.client, '2026-11-29');
    expect(memories.on_this_day.map((year) => [year.year, year.title, year.photos.map((p) => p.id).sort()])).toEqual([
      [2019, '7 years ago', ['memory-2019']],
      [2001, '25 years ago', ['memory-2001', 'memory-2001-b']],
      [1950, '76 years ago', [portraitId]],
    ]);
  });

  it('remembers birthdays and anniversaries with the people’s photos, the dead as they would have been', async () => {
    const memories = await memoriesOn(ada.client, '2026-11-29');
    const byTitle = new Map(memories.people.filter((memory) => memory.kind !== 'first_photos').map((memory) => [memory.title, memory]));
    expect([...byTitle.keys()].sort()).toEqual(['John Alder turns 46 today', 'Rose Alder would have been 100 today', 'Rose Alder and Walter Birch married 77 years ago today'].sort());
    expect(byTitle.get('Rose Alder would have been 100 today')!.photos.map((p) => p.id)).toEqual([portraitId]);
    expect(byTitle.get('Rose Alder and Walter Birch married 77 years ago today')!.photos.map((p) => p.id)).toEqual([portraitId]);
    expect(byTitle.get('John Alder turns 46 today')!.photos).toEqual([]);
  });

  it('says the reader’s own birthday to them, first, once they said who they are', async () => {
    expect((await ada.client.call('PUT', '/user/person', { person_id: await personId(ada.client, 'John Alder') })).status).toBe(200);
    try {
      const titles = (await memoriesOn(ada.client, '2026-11-29')).people.filter((memory) => memory.kind !== 'first_photos').map((memory) => memory.title);
      expect(titles[0]).toBe('You turn 46 today');
      expect(titles.slice(1).sort()).toEqual(['Rose Alder would have been 100 today', 'Rose Alder and Walter Birch married 77 years ago today'].sort());
    } finally {
      expect((await ada.client.call('PUT', '/user/person', { person_id: null })).status).toBe(200);
    }
  });

  it('keeps a leap-day birthday and photo on 28 February of a common year', async () => {
    const memories = await memoriesOn(ada.client, '2027-02-28');
    expect(memories.people.map((memory) => memory.title)).toEqual(['Leap Day turns 67 today']);
    expect(memories.on_this_day.flatMap((year) => year.photos.map((p) => p.id))).toEqual(['leap-day']);
    expect((await memoriesOn(ada.client, '2028-02-28')).people).toEqual([]);
  });

  it('follows a new date and forgets a person removed from view', async () => {
    expect((await ada.client.post('/photo/memory-2019', { date_taken: '30 Nov 2019' })).status).toBe(200);
    expect((await memoriesOn(ada.client, '2026-11-30')).on_this_day.flatMap((year) => year.photos.map((p) => p.id))).toEqual(['memory-2019']);
    expect((await memoriesOn(ada.client, '2026-11-29')).on_this_day.flatMap((year) => year.photos.map((p) => p.id))).not.toContain('memory-2019');
    expect((await ada.client.post('/people/delete', [await personId(ada.client, 'John Alder')])).status).toBe(200);
    expect((await memoriesOn(ada.client, '2026-11-29')).people.map((memory) => memory.title)).not.toContain('John Alder turns 46 today');
  });

  it('gives photos and events stored before the index their day with the backfill, once', async () => {
    const client = documentClient();
    const table = stack.stack.tableName;
    // Stored as before the index: no day entry.
    await seedPhotos(stack, [photoRecord(ada.userId, { photoId: 'before-the-index', dateTaken: '12 Jan 1999' })]);
    const dayItems = async (partition: string) =>
      (await client.send(new QueryCommand({ TableName: table, IndexName: 'gsi8', KeyConditionExpression: 'gsi8pk = :pk', ExpressionAttributeValues: { ':pk': partition } }))).Items ?? [];
    const old = [...(await dayItems(`photoday#${ada.userId}#01-12`)), ...(await dayItems(`tree#${ada.userId}#eventday#01-12`))];
    expect(old).toHaveLength(2);
    for (const item of old) await client.send(new UpdateCommand({ TableName: table, Key: { pk: item.pk, sk: item.sk }, UpdateExpression: 'REMOVE gsi8pk, gsi8sk, monthDay' }));
    // An account made before the accounts' directory.
    const userKey = new Entity(userSchema, { client, table }).get({ userId: ada.userId }).params().Key as Record<string, string>;
    await client.send(new UpdateCommand({ TableName: table, Key: userKey, UpdateExpression: 'REMOVE gsi2pk, gsi2sk, directoryShard' }));
    const inDirectory = async () => (await new DynamoAccountStore(client, table).accountsInDirectory(directoryShardOf(ada.userId))).userIds.includes(ada.userId);
    expect(await inDirectory()).toBe(false);
    expect(await memoriesOn(ada.client, '2026-01-12')).toMatchObject({ on_this_day: [], people: [] });

    const backfill = new DynamoMemoryBackfill(client, table);
    const run = async () => {
      let indexed = 0;
      let cursor: string | null = null;
      do {
        const page = await backfill.page(cursor, 50);
        indexed += page.indexed;
        cursor = page.cursor;
      } while (cursor);
      return indexed;
    };
    expect(await run()).toBe(3);
    expect(await inDirectory()).toBe(true);
    const memories = await memoriesOn(ada.client, '2026-01-12');
    expect(memories.on_this_day.flatMap((year) => year.photos.map((p) => p.id))).toEqual(['before-the-index']);
    expect(memories.people.map((memory) => memory.title)).toEqual(['Walter Birch would have been 102 today']);
    expect(await run()).toBe(0);
  });

  const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  let ivy: Awaited<ReturnType<typeof trialUser>>;

  it('shows the first photos of a person made from faces once they are named, earliest first, for a few days, to their family only', async () => {
    ivy = await trialUser();
    const upload = async (file: string) => {
      const sent = await uploadFile(ivy.client, fileFromDisk(testPhoto(file), 'image/jpeg'));
      const done = await ivy.tab.next((m) => m.type === 'processing_complete' && m.upload_id === sent.upload_id, 60_000);
      const photoId = (done.item as { photo: PhotoView }).photo.id;
      await ivy.tab.next((m) => m.type === 'faces_found' && m.photo_id === photoId, 60_000);
      const [face] = (await ivy.client.get(`/photo/${photoId}/people`)).body.faces as FaceView[];
      return { photoId, faceId: face!.id };
    };
    const later = await upload('faces/train/kit_harington/john1.jpeg');
    const earlier = await upload('faces/train/kit_harington/john2.jpeg');
    // A person made from a face, without a name (as the face menu and the grouping make them), with both photos.
    const made = await ivy.client.post(`/person?face_id=${later.faceId}`, {});
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const person = made.body.person.id as string;
    expect((await ivy.client.post(`/person/${person}/face/${earlier.faceId}`)).status).toBe(200);
    expect((await ivy.client.post(`/photo/${later.photoId}`, { date_taken: '1 Jun 1990' })).status).toBe(200);
    expect((await ivy.client.post(`/photo/${earlier.photoId}`, { date_taken: '2 Jun 1985' })).status).toBe(200);
    const firstPhotos = async (client: BrowserLikeClient, date: string) => (await memoriesOn(client, date)).people.filter((memory) => memory.kind === 'first_photos');
    expect(await firstPhotos(ivy.client, utcDay(0))).toEqual([]);

    expect((await ivy.client.post(`/person/${person}`, { names: [{ first_name: 'Ivy', last_name: 'Oak' }] })).status).toBe(200);
    const [memory, ...others] = await firstPhotos(ivy.client, utcDay(0));
    expect(others).toEqual([]);
    expect(memory).toMatchObject({ kind: 'first_photos', title: 'First photos of Ivy Oak', people: [{ id: person, name: 'Ivy Oak' }] });
    expect(memory!.photos.map((photo) => photo.id)).toEqual([earlier.photoId, later.photoId]);
    // Still there a few days on, gone after the window, and never before the naming.
    expect((await firstPhotos(ivy.client, utcDay(6))).map((m) => m.title)).toEqual(['First photos of Ivy Oak']);
    expect(await firstPhotos(ivy.client, utcDay(9))).toEqual([]);
    expect(await firstPhotos(ivy.client, utcDay(-2))).toEqual([]);
    // Another family is not told, nor shown the photos.
    expect((await memoriesOn(ada.client, utcDay(0))).people.map((m) => m.title)).not.toContain('First photos of Ivy Oak');
    // Naming again (a new spelling) is not a new naming.
    expect((await ivy.client.post(`/person/${person}`, { names: [{ first_name: 'Ivy', last_name: 'Oakes' }] })).status).toBe(200);
    expect((await firstPhotos(ivy.client, utcDay(0))).map((m) => m.title)).toEqual(['First photos of Ivy Oakes']);
    // Someone removed from view is not recalled (another one, so the daily message below still has Ivy).
    const removed = await ivy.client.post(`/person?face_id=${earlier.faceId}`, { names: [{ first_name: 'Gone', last_name: 'Soon' }] });
    expect(removed.status).toBe(200);
    expect((await firstPhotos(ivy.client, utcDay(0))).map((m) => m.title).sort()).toEqual(['First photos of Gone Soon', 'First photos of Ivy Oakes']);
    expect((await ivy.client.post('/people/delete', [removed.body.person.id])).status).toBe(200);
    expect((await firstPhotos(ivy.client, utcDay(0))).map((m) => m.title)).toEqual(['First photos of Ivy Oakes']);
  }, 120_000);

  it("tells each family with something to remember today once, in a 'memories' message for every member", async () => {
    const now = new Date();
    const today = `${now.getUTCDate()} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][now.getUTCMonth()]}`;
    const bea = await trialUser();
    await seedPhotos(stack, [photoRecord(bea.userId, { dateTaken: `${today} 2003` }), photoRecord(bea.userId, { dateTaken: `${today} 2011` })]);
    const quiet = await trialUser();
    await seedPhotos(stack, [photoRecord(quiet.userId, { dateTaken: `${today} 2003`.replace(/^\d+/, (day) => String((Number(day) % 27) + 1)) })]);
    const { handler } = await import('../../lambdas/jobs/remember-the-day');
    const first = await handler();
    expect(first).toMatchObject({ done: true });
    expect(first.families).toBeGreaterThanOrEqual(2);
    const memoryMessages = async (client: BrowserLikeClient) => ((await client.get('/messages')).body.messages as Array<{ message_type: string; title: string }>).filter((m) => m.message_type === 'memories');
    await expect.poll(() => memoryMessages(bea.client), { timeout: 30_000, interval: 200 }).toHaveLength(1);
    expect((await memoryMessages(bea.client))[0]!.title).toBe('On this day: 2 photos from earlier years');
    expect(await memoryMessages(quiet.client)).toEqual([]);
    // A family whose only memory today is someone newly named is told too.
    await expect.poll(() => memoryMessages(ivy.client), { timeout: 30_000, interval: 200 }).toHaveLength(1);
    expect((await memoryMessages(ivy.client))[0]!.title).toBe('First photos of Ivy Oakes');
    // A later run the same day is one read; the job's state says the day is done.
    expect(await handler()).toMatchObject({ done: true, families: first.families });
    // Whatever the second run sent is handled (the queue is empty) before counting messages.
    await expect.poll(() => messagesOn(stack.sqs, stack.stack.queues.messages!.url), { timeout: 30_000, interval: 100 }).toBe(0);
    expect(await memoryMessages(bea.client)).toHaveLength(1);
  });

  it('shows another family nothing, and refuses a date that is not one', async () => {
    const other = await trialUser();
    const memories = await memoriesOn(other.client, '2026-11-29');
    expect(memories).toEqual({ date: '2026-11-29', on_this_day: [], people: [] });
    const wrong = await other.client.get('/memories?date=2026-02-30');
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('Give a real date as YYYY-MM-DD');
    expect((await other.client.get('/memories')).status).toBe(400);
  });

  it("recalls a joiner's own photos of the day while their library is still moving in, each once, and no other family's", async () => {
    const [family, arriving, stranger] = ['memfamily', 'memjoiner', 'memstranger'].map((name) => `${name}-${Date.now()}`) as [string, string, string];
    await seedPhotos(stack, [
      photoRecord(family, { photoId: `${family}-1990`, dateTaken: '3 Dec 1990' }),
      photoRecord(arriving, { photoId: `${arriving}-1985`, dateTaken: '3 Dec 1985' }),
      photoRecord(arriving, { photoId: `${arriving}-2010`, dateTaken: '3 Dec 2010' }),
      photoRecord(stranger, { photoId: `${stranger}-2000`, dateTaken: '3 Dec 2000' }),
    ]);
    const store = new DynamoMemoryStore(documentClient(), stack.stack.tableName);
    const ids = async (scope: Parameters<DynamoMemoryStore['photosOnDays']>[0], limit = 10) => (await store.photosOnDays(scope, ['12-03'], 2026, limit)).map((photo) => photo.photoId);

    expect(await ids({ family, arriving })).toEqual([`${arriving}-2010`, `${family}-1990`, `${arriving}-1985`]);
    expect(await ids({ family, arriving }, 2)).toEqual([`${arriving}-2010`, `${family}-1990`]);
    // Once the move is done the family's key alone is read; before the join, the joiner's alone.
    expect(await ids(family)).toEqual([`${family}-1990`]);
    expect(await ids(arriving)).toEqual([`${arriving}-2010`, `${arriving}-1985`]);
  });
});
