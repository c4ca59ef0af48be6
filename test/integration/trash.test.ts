import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { UnnamedPeopleResponse } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import type { TrashedPhotoView } from '@heirloom/shared/contracts/trash';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import { EMBEDDING_LENGTH } from '../../lambdas/adapters/local/face-vectors';
import type { FaceRecord } from '../../lambdas/domain/faces/records';
import { TreePeople } from '../../lambdas/domain/faces/tree-people';
import { purgeTrash } from '../../lambdas/domain/library/purge-trash-job';
import { FACES_BUSY } from '../../lambdas/domain/library/trash';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import { groupNewFaces } from '../../lambdas/domain/faces/grouping';
import { collectionFor, faceDeps } from '../../lambdas/runtime/faces-deps';
import { trashDeps } from '../../lambdas/runtime/trash-deps';
import type { BrowserLikeClient } from '../support/accounts-client';
import { familyMember, inviteAndAccept, movesFinished, until, type Member } from '../support/family-join';
import { faceRecordOf } from '../support/face-record';
import { startTestStack, type TestStack } from '../support/local-stack';
import { dayText, GRAND_JUNCTION, photoRecord, placeFor, seedPhotos } from './library-seed';

/**
 * Recently deleted: Delete moves photos to the uploader's trash (GET /photos/trash), where they
 * wait 30 days for Restore (POST /photos/trash/restore), Delete forever (/photos/trash/delete),
 * Empty trash (/photos/trash/empty) or the purge job. Three accounts, two of them one family.
 */

const DAY = 24 * 60 * 60 * 1000;
let stack: TestStack;
let founder: Member;
let relative: Member;
let stranger: Member;
/** The founder's photos, oldest taken first; the first three are at Grand Junction, the first starred. */
let photos: string[];
let placeId: string;

beforeAll(async () => {
  stack = await startTestStack();
  [founder, relative, stranger] = (await Promise.all(['trash-founder', 'trash-relative', 'trash-stranger'].map((name) => familyMember(stack, name)))) as [Member, Member, Member];
  placeId = (await placeFor(stack, founder.userId, GRAND_JUNCTION)).locationId;
  const seeded = await seedPhotos(stack, [
    ...Array.from({ length: 12 }, (_, i) => photoRecord(founder.userId, { dateTaken: dayText(i), ...(i < 3 ? { locationId: placeId } : {}) })),
    photoRecord(stranger.userId, { dateTaken: '4 Apr 2004' }),
  ]);
  photos = seeded.slice(0, 12).map((photo) => photo.photoId);
  await inviteAndAccept(stack, founder, relative);
  await until(() => movesFinished(founder.client, relative.client), 'the relative to join the family');
  expect((await founder.client.post(`/photo/${photos[0]}/favorite`, { favorite: true })).status).toBe(200);
});
afterAll(async () => {
  await stack?.stop();
});

async function trashOf(client: BrowserLikeClient): Promise<TrashedPhotoView[]> {
  const found: TrashedPhotoView[] = [];
  let next: string | null = null;
  do {
    const response = await client.get(`/photos/trash${next ? `?page=${encodeURIComponent(next)}` : ''}`);
    expect(response.status).toBe(200);
    found.push(...(response.body.photos as TrashedPhotoView[]));
    next = response.body.next_page;
  } while (next);
  return found;
}

async function strip(client: BrowserLikeClient, query = ''): Promise<{ ids: string[]; total: number | undefined }> {
  const response = await client.get(`/photos${query}`);
  expect(response.status).toBe(200);
  return { ids: (response.body.photos as PhotoView[]).map((photo) => photo.id), total: response.body.total };
}

const placeCount = async (client: BrowserLikeClient) => (await client.get(`/photos?location_id=${placeId}`)).body.total as number;

/** Original and renditions of a photo, written so that their removal can be seen. */
async function storeFiles(photoId: string): Promise<{ bucket: string; key: string }[]> {
  const base = `users/${founder.userId}`;
  const files = [
    { bucket: stack.stack.buckets.uploads, key: `${base}/uploads/${photoId}/photo.jpg` },
    { bucket: stack.stack.buckets.media, key: `${base}/media/${photoId}/300.webp` },
  ];
  for (const file of files) await stack.s3.send(new PutObjectCommand({ Bucket: file.bucket, Key: file.key, Body: 'x' }));
  return files;
}

async function exists(file: { bucket: string; key: string }): Promise<boolean> {
  try {
    await stack.s3.send(new HeadObjectCommand({ Bucket: file.bucket, Key: file.key }));
    return true;
  } catch {
    return false;
  }
}

const spaceUsed = async (client: BrowserLikeClient) => (await client.get('/user')).body.user.space_used as number;

describe('Recently deleted', () => {
  it('Delete moves a photo to its uploader\'s trash: gone from every list and count at once, in the trash with 30 days left', async () => {
    const before = await strip(relative.client);
    const count = await placeCount(founder.client);
    const space = await spaceUsed(founder.client);

    const deleted = await founder.client.call('DELETE', `/photo/${photos[0]}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ status: 'Success', count: 1 });

    for (const member of [founder, relative]) {
      const after = await strip(member.client);
      expect(after.ids).not.toContain(photos[0]);
      expect(after.total).toBe(before.total! - 1);
      expect((await member.client.get(`/photo/${photos[0]}`)).status).toBe(404);
      expect((await strip(member.client, '?favorites=true')).ids).toEqual([]);
      expect((await strip(member.client, `?location_id=${placeId}`)).ids).not.toContain(photos[0]);
    }
    expect(await placeCount(founder.client)).toBe(count - 1);
    // Its space stays used until it is deleted for good.
    expect(await spaceUsed(founder.client)).toBe(space);

    const [trashed] = await trashOf(founder.client);
    expect(trashed).toMatchObject({ id: photos[0], days_left: 30, favorite: true, location_id: placeId });
    // Only the uploader's own trash holds it.
    expect(await trashOf(relative.client)).toEqual([]);
    expect(await trashOf(stranger.client)).toEqual([]);
  });

  it('deleting again does nothing more; a relative still may not delete the uploader\'s photos', async () => {
    expect((await founder.client.call('DELETE', `/photo/${photos[0]}`)).status).toBe(404);
    const bulk = await founder.client.post('/photos/delete', [photos[0], photos[1]]);
    expect(bulk.body).toEqual({ status: 'Success', count: 1 });
    expect((await founder.client.post('/photos/delete', [photos[0], photos[1]])).body).toEqual({ status: 'Success', count: 0 });
    expect((await relative.client.post('/photos/delete', [photos[2]])).status).toBe(403);
    expect((await trashOf(founder.client)).map((photo) => photo.id)).toEqual([photos[1], photos[0]]);
  });

  it('another family, and another member, can neither see nor touch it (404)', async () => {
    for (const client of [stranger.client, relative.client]) {
      const restore = await client.post('/photos/trash/restore', { ids: [photos[0]] });
      expect(restore.status).toBe(404);
      expect(restore.body.message).toBe('Those photos are not in your Recently deleted');
      expect((await client.post('/photos/trash/delete', { ids: [photos[0]] })).status).toBe(404);
    }
    expect((await trashOf(founder.client)).map((photo) => photo.id)).toContain(photos[0]);
  });

  it('answers bad requests in plain words', async () => {
    const none = await founder.client.post('/photos/trash/restore', { ids: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('Choose at least one photo');
    expect((await founder.client.post('/photos/trash/delete', {})).body.message).toContain('Send the ids of the photos');
    expect((await founder.client.get('/photos/trash?page=not-a-page')).status).toBe(400);
  });

  it('Restore puts a photo back exactly where it was: its star, its place and the counts; restoring twice does nothing more', async () => {
    const total = (await strip(founder.client)).total!;
    const count = await placeCount(founder.client);
    const restored = await founder.client.post('/photos/trash/restore', { ids: [photos[0]] });
    expect(restored.body).toEqual({ status: 'Success', count: 1 });
    expect((await founder.client.post('/photos/trash/restore', { ids: [photos[0]] })).body).toEqual({ status: 'Success', count: 0 });

    const after = await strip(relative.client);
    expect(after.total).toBe(total + 1);
    // Newest taken first: the oldest photo is last again.
    expect(after.ids.at(-1)).toBe(photos[0]);
    expect((await strip(relative.client, '?favorites=true')).ids).toEqual([photos[0]]);
    expect(await placeCount(founder.client)).toBe(count + 1);
    expect((await relative.client.get(`/photo/${photos[0]}`)).body.photo).toMatchObject({ favorite: true, location_id: placeId, date_taken: dayText(0) });
    expect((await trashOf(founder.client)).map((photo) => photo.id)).toEqual([photos[1]]);
  });

  it('Delete forever removes the record, the files and the space; asking again is no error', async () => {
    const files = await storeFiles(photos[1]!);
    const space = await spaceUsed(founder.client);
    const gone = await founder.client.post('/photos/trash/delete', { ids: [photos[1]] });
    expect(gone.body).toEqual({ status: 'Success', count: 1 });
    expect(await trashOf(founder.client)).toEqual([]);
    expect(await spaceUsed(founder.client)).toBe(space - 1000);
    for (const file of files) expect(await exists(file)).toBe(false);
    expect((await founder.client.post('/photos/trash/delete', { ids: [photos[1]] })).body).toEqual({ status: 'Success', count: 0 });
    expect((await founder.client.post('/photos/trash/restore', { ids: [photos[1]] })).status).toBe(404);
  });

  it('the purge job deletes what has waited 30 days, files included, and a second run deletes nothing twice', async () => {
    const files = await storeFiles(photos[3]!);
    await founder.client.post('/photos/delete', [photos[3], photos[4]]);
    const space = await spaceUsed(founder.client);
    const deps = trashDeps();

    // 29 days on: nothing is due yet.
    expect(await purgeTrash({ ...deps, now: () => Date.now() + 29 * DAY }, 60_000)).toMatchObject({ expired: 0, done: true });
    expect(await trashOf(founder.client)).toHaveLength(2);
    const later = await purgeTrash({ ...deps, now: () => Date.now() + 31 * DAY }, 60_000);
    expect(later).toMatchObject({ expired: 2, done: true });
    expect(await trashOf(founder.client)).toEqual([]);
    for (const file of files) expect(await exists(file)).toBe(false);
    expect(await spaceUsed(founder.client)).toBe(space - 2000);

    // Run again (a retried run, or the next one): nothing more is deleted, the space is freed once.
    expect(await purgeTrash({ ...deps, now: () => Date.now() + 31 * DAY }, 60_000)).toMatchObject({ expired: 0, emptied: 0 });
    expect(await spaceUsed(founder.client)).toBe(space - 2000);
    expect((await strip(founder.client)).ids).not.toContain(photos[3]);
  });

  it('Empty trash hides everything at once; what the request had no time for, the purge job finishes', async () => {
    await founder.client.post('/photos/delete', photos.slice(5, 10));
    expect(await trashOf(founder.client)).toHaveLength(5);
    const { emptyTrash } = await import('../../lambdas/domain/library/trash');
    // No time at all in the request: everything is left to the job, and none of it shows meanwhile.
    expect(await emptyTrash(trashDeps(), founder.userId, 0)).toEqual({ count: 0, pending: true });
    expect(await trashOf(founder.client)).toEqual([]);
    expect((await founder.client.post('/photos/trash/restore', { ids: [photos[5]] })).status).toBe(404);
    // A photo deleted after the Empty is not part of it.
    await founder.client.call('DELETE', `/photo/${photos[10]}`);
    expect((await trashOf(founder.client)).map((photo) => photo.id)).toEqual([photos[10]]);

    expect(await purgeTrash(trashDeps(), 60_000)).toMatchObject({ emptied: 5, done: true });
    expect((await trashOf(founder.client)).map((photo) => photo.id)).toEqual([photos[10]]);
    // Through the API, with time to do it all.
    expect((await founder.client.post('/photos/trash/empty', {})).body).toEqual({ status: 'Success', count: 1, pending: false });
    expect(await trashOf(founder.client)).toEqual([]);
    expect((await strip(founder.client)).ids).toEqual([photos[11], photos[2], photos[0]]);
  });
});

/**
 * Faces of deleted photos: hidden from the people to name while their photos are in the trash,
 * and gone everywhere once the photos are deleted for good (the face items, the recognition
 * collection, the crops, the scan markers and waiting names, and an unnamed person left with no face).
 */
describe('the faces of deleted photos', () => {
  let familyId: string;
  let faces: DynamoFaceStore;
  const tree = () => new TreePeople(familyDeps());
  /** Two photos of the founder's; an unnamed person with a face on each, and a named person on the first. */
  let first: string;
  let second: string;
  let unnamedId: string;
  let namedId: string;
  /** Face ids are the collection's, ULIDs (the local collection reads their time). */
  const [onFirstUnnamed, onFirstNamed, onSecondUnnamed] = [ulid(), ulid(), ulid()];

  const face = (faceId: string, photoId: string, personId: string): FaceRecord =>
    faceRecordOf({ ownerId: familyId, faceId, photoId, personId, thumbKey: `users/${founder.userId}/media/${photoId}/face-${faceId}.jpg` });
  const embeddingKey = (faceId: string) => ({ pk: `facecoll#${collectionFor(process.env.STAGE!, familyId)}`, sk: faceId });
  const inCollection = async (faceId: string) => Boolean((await stack.documentClient.send(new GetCommand({ TableName: stack.stack.tableName, Key: embeddingKey(faceId) }))).Item);
  const crop = (record: FaceRecord) => ({ bucket: stack.stack.buckets.media, key: record.thumbKey });
  const toName = async (): Promise<UnnamedPeopleResponse['people']> => {
    const response = await founder.client.get('/faces/unnamed');
    expect(response.status).toBe(200);
    return response.body.people;
  };

  beforeAll(async () => {
    familyId = (await founder.client.get('/family')).body.family_id as string;
    faces = new DynamoFaceStore(stack.documentClient, stack.stack.tableName);
    [first, second] = (await seedPhotos(stack, [photoRecord(founder.userId), photoRecord(founder.userId)])).map((photo) => photo.photoId) as [string, string];
    unnamedId = await tree().createUnnamed(familyId, founder.userId);
    const named = await founder.client.post('/person', { names: [{ first_name: 'Agnes', last_name: 'Reed' }] });
    namedId = named.body.person.id as string;
    const records = [face(onFirstUnnamed, first, unnamedId), face(onFirstNamed, first, namedId), face(onSecondUnnamed, second, unnamedId)];
    await faces.putFaces(records);
    await faces.putUnnamed({ ownerId: familyId, personId: unnamedId, faceId: onFirstUnnamed, createdAt: 1, announced: false });
    await faces.putScan({ ownerId: familyId, photoId: first, faceIds: [onFirstUnnamed, onFirstNamed], scannedAt: 1 });
    await faces.putScan({ ownerId: familyId, photoId: second, faceIds: [onSecondUnnamed], scannedAt: 1 });
    await faces.putWaitingNames(familyId, first, [{ personId: namedId, box: { left: 0.1, top: 0.1, width: 0.2, height: 0.2 } }]);
    const embedding = Buffer.from(new Float32Array(EMBEDDING_LENGTH).fill(0.05).buffer);
    for (const record of records) {
      await stack.documentClient.send(new PutCommand({ TableName: stack.stack.tableName, Item: { ...embeddingKey(record.faceId), imageId: record.photoId, embedding } }));
      await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.media, Key: record.thumbKey, Body: 'x' }));
    }
    expect((await toName()).map((entry) => entry.person.id)).toContain(unnamedId);
  });

  it('a person whose every face is on photos in the trash is not asked to be named; a photo restored brings them back', async () => {
    expect((await founder.client.post('/photos/delete', [first, second])).status).toBe(200);
    expect((await toName()).map((entry) => entry.person.id)).not.toContain(unnamedId);
    // Kept, not forgotten: the trash can still give the faces back.
    expect(await faces.getUnnamed(familyId, unnamedId)).not.toBeNull();

    expect((await founder.client.post('/photos/trash/restore', { ids: [second] })).body.count).toBe(1);
    const back = (await toName()).find((entry) => entry.person.id === unnamedId);
    // Only the face on the photo back in the library shows and counts.
    expect(back).toMatchObject({ face: { id: onSecondUnnamed }, face_count: 1 });
  });

  it('Delete forever takes the photo\'s faces everywhere; the named person stays, the unnamed one keeps their other face', async () => {
    const onFirst = await faces.facesOfPhoto(familyId, first);
    expect(onFirst).toHaveLength(2);
    expect((await founder.client.post('/photos/trash/delete', { ids: [first] })).body.count).toBe(1);

    expect(await faces.getFaces(familyId, [onFirstUnnamed, onFirstNamed])).toEqual([]);
    expect(await faces.facesOfPhoto(familyId, first)).toEqual([]);
    expect(await faces.getScan(familyId, first)).toBeNull();
    expect(await faces.getWaitingNames(familyId, first)).toEqual([]);
    for (const record of onFirst) {
      expect(await inCollection(record.faceId)).toBe(false);
      expect(await exists(crop(record))).toBe(false);
    }
    // The second photo's face is untouched.
    expect(await inCollection(onSecondUnnamed)).toBe(true);
    expect((await tree().getPeople(familyId, [namedId, unnamedId])).size).toBe(2);
    expect((await founder.client.get(`/person/${namedId}`)).status).toBe(200);
    expect((await toName()).find((entry) => entry.person.id === unnamedId)).toMatchObject({ face_count: 1 });
  });

  it('the purge job does the same (an Empty left to it), and an unnamed person left with no face is forgotten', async () => {
    expect((await founder.client.post('/photos/delete', [second])).status).toBe(200);
    const { emptyTrash } = await import('../../lambdas/domain/library/trash');
    expect(await emptyTrash(trashDeps(), founder.userId, 0)).toEqual({ count: 0, pending: true });
    expect(await purgeTrash(trashDeps(), 60_000)).toMatchObject({ emptied: 1, done: true });

    expect(await faces.getFaces(familyId, [onSecondUnnamed])).toEqual([]);
    expect(await inCollection(onSecondUnnamed)).toBe(false);
    expect(await faces.getScan(familyId, second)).toBeNull();
    expect(await faces.getUnnamed(familyId, unnamedId)).toBeNull();
    expect((await tree().getPeople(familyId, [unnamedId])).size).toBe(0);
    expect((await toName()).map((entry) => entry.person.id)).not.toContain(unnamedId);
    expect((await tree().getPeople(familyId, [namedId])).size).toBe(1);
  });
});

/**
 * Grouping while a photo is in the trash, against the store: the faces and their collection in the
 * table, the photo's trash state read from its record. A new face like only the face on a trashed
 * photo is not put with that face's person; restored, the photo's face is matched again.
 */
describe('grouping new faces while a photo is in the trash', () => {
  it("does not put a new face with a person through a face on a trashed photo, and does once it is restored", async () => {
    // A library of its own: the family above has faces in its collection, all of one look.
    const owner = await familyMember(stack, 'trash-grouper');
    const familyId = (await owner.client.get('/family')).body.family_id as string;
    const faces = new DynamoFaceStore(stack.documentClient, stack.stack.tableName);
    const [older, newer] = (await seedPhotos(stack, [photoRecord(owner.userId), photoRecord(owner.userId)])).map((photo) => photo.photoId) as [string, string];
    const bea = (await owner.client.post('/person', { names: [{ first_name: 'Bea', last_name: 'Lund' }] })).body.person.id as string;
    const record = (faceId: string, photoId: string, personId: string | null): FaceRecord =>
      faceRecordOf({ ownerId: familyId, faceId, photoId, personId, thumbKey: `users/${owner.userId}/media/${photoId}/face-${faceId}.jpg` });
    const [onOlder, onNewer] = [record(ulid(), older, bea), record(ulid(), newer, null)];
    await faces.putFaces([onOlder, onNewer]);
    // One embedding (of unit length, as the model's are) for both: the two faces are one person's.
    const embedding = Buffer.from(new Float32Array(EMBEDDING_LENGTH).fill(1 / Math.sqrt(EMBEDDING_LENGTH)).buffer);
    for (const face of [onOlder, onNewer]) {
      await stack.documentClient.send(
        new PutCommand({ TableName: stack.stack.tableName, Item: { pk: `facecoll#${collectionFor(process.env.STAGE!, familyId)}`, sk: face.faceId, imageId: face.photoId, embedding } }),
      );
    }
    const deps = await faceDeps();

    expect((await owner.client.post('/photos/delete', [older])).status).toBe(200);
    expect(await groupNewFaces(deps, familyId, familyId, [onNewer], null)).toEqual({ assigned: 0, newUnnamed: [] });
    // The search found Bea's face (kept with the new face for the regrouping); grouping left it out.
    expect(await faces.getFace(familyId, onNewer.faceId)).toMatchObject({ personId: null, likeness: [{ faceId: onOlder.faceId }] });

    expect((await owner.client.post('/photos/trash/restore', { ids: [older] })).body.count).toBe(1);
    expect((await groupNewFaces(deps, familyId, familyId, [onNewer], null)).assigned).toBe(1);
    expect((await faces.getFace(familyId, onNewer.faceId))?.personId).toBe(bea);
  });
});

describe('deleting for good while the family’s faces are being grouped', () => {
  it('Delete forever answers 409 within the API’s time and keeps the photos; Empty trash hides them and leaves them to the job', async () => {
    const familyId = (await founder.client.get('/family')).body.family_id as string;
    const ids = (await seedPhotos(stack, [photoRecord(founder.userId), photoRecord(founder.userId)])).map((photo) => photo.photoId);
    expect((await founder.client.post('/photos/delete', ids)).status).toBe(200);

    // A grouping holds the family's turn (a long regroup, say) until the requests have answered, or
    // 25 s at most: a request that waited as long as a queue consumer does (30 s) would get the turn
    // then and answer 200, one that gives up in time (REQUEST_LEASE_WAIT) answers first.
    const { groupingLeases } = await faceDeps();
    let release = () => undefined as void;
    let taken = () => undefined as void;
    const turnTaken = new Promise<void>((resolve) => (taken = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = groupingLeases!.hold(`faces-grouping#${familyId}`, async () => {
      taken();
      await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 25_000))]);
    });
    await turnTaken;
    try {
      const refused = await founder.client.post('/photos/trash/delete', { ids: [ids[0]] });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(FACES_BUSY);
      expect((await trashOf(founder.client)).map((photo) => photo.id).sort()).toEqual([...ids].sort());

      const emptied = await founder.client.post('/photos/trash/empty', {});
      expect(emptied.body).toEqual({ status: 'Success', count: 0, pending: true });
      expect(await trashOf(founder.client)).toEqual([]);
    } finally {
      release();
      await holding;
    }
    expect(await purgeTrash(trashDeps(), 60_000)).toMatchObject({ emptied: 2, done: true });
    expect((await founder.client.post('/photos/trash/restore', { ids })).status).toBe(404);
  });
});
