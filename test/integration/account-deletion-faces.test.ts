import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { UnnamedPeopleResponse } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import { DynamoPhotoStore } from '../../lambdas/adapters/aws/dynamo-library-photos';
import { EMBEDDING_LENGTH } from '../../lambdas/adapters/local/face-vectors';
import { groupNewFaces } from '../../lambdas/domain/faces/grouping';
import type { FaceRecord } from '../../lambdas/domain/faces/records';
import { TreePeople } from '../../lambdas/domain/faces/tree-people';
import { collectionFor, faceDeps } from '../../lambdas/runtime/faces-deps';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import { BrowserLikeClient, outbox } from '../support/accounts-client';
import { familyMember, inviteAndAccept, movesFinished, until, type Member } from '../support/family-join';
import { startTestStack, type TestStack } from '../support/local-stack';
import { faceRecordOf } from '../support/face-record';
import { photoRecord, seedPhotos } from './library-seed';

/**
 * A deleted account's photos take their faces out of a family that stays: the recognition
 * collection, the face items and scan markers, and the family's people (an unnamed person made only
 * of their faces goes; a named one stays with the faces left). First a member of a family keyed by
 * someone else, then the founder while another member keeps the family (`keepFamily`). Faces are
 * written straight to the store and the local collection (two looks, as in trash.test.ts), so the
 * test does not wait on the model.
 */
let stack: TestStack;
let founder: Member;
let member: Member;
let stayer: Member;
let familyId: string;
let faces: DynamoFaceStore;
const tree = () => new TreePeople(familyDeps());

const unit = 1 / Math.sqrt(EMBEDDING_LENGTH);
/** Two looks that are nothing alike (cosine 0): Bea's, and a stranger's the member photographed. */
const BEA_LOOK = Buffer.from(new Float32Array(EMBEDDING_LENGTH).fill(unit).buffer);
const STRANGER_LOOK = Buffer.from(new Float32Array(Array.from({ length: EMBEDDING_LENGTH }, (_, i) => (i % 2 ? unit : -unit))).buffer);

const embeddingKey = (faceId: string) => ({ pk: `facecoll#${collectionFor(process.env.STAGE!, familyId)}`, sk: faceId });
const inCollection = async (faceId: string) => Boolean((await stack.documentClient.send(new GetCommand({ TableName: stack.stack.tableName, Key: embeddingKey(faceId) }))).Item);

function faceOf(uploader: Member, photoId: string, personId: string | null): FaceRecord {
  const faceId = ulid();
  return faceRecordOf({ ownerId: familyId, faceId, photoId, personId, thumbKey: `users/${uploader.userId}/media/${photoId}/face-${faceId}.jpg` });
}

/** Faces found on a photo as the faces queue leaves them: the items, the scan marker, the crops and the collection's likenesses. */
async function found(photoId: string, records: ReadonlyArray<{ face: FaceRecord; look: Buffer }>) {
  await faces.putFaces(records.map((record) => record.face));
  await faces.putScan({ ownerId: familyId, photoId, faceIds: records.map((record) => record.face.faceId), scannedAt: 1 });
  for (const { face, look } of records) {
    await stack.documentClient.send(new PutCommand({ TableName: stack.stack.tableName, Item: { ...embeddingKey(face.faceId), imageId: photoId, embedding: look } }));
    await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.media, Key: face.thumbKey, Body: 'x' }));
  }
}

async function ownedItems(userId: string) {
  const { Items = [] } = await stack.documentClient.send(
    new QueryCommand({ TableName: stack.stack.tableName, IndexName: 'gsi3', KeyConditionExpression: 'gsi3pk = :o', ExpressionAttributeValues: { ':o': `owner#${userId}` } }),
  );
  return Items;
}

/**
 * Deletes an account as its owner does (the e-mailed link), and waits until the delete queue has
 * erased its account and photos (a family kept for others keeps its own items under the id).
 */
async function deleteAccount(account: Member) {
  expect((await account.client.post('/delete_request')).body).toEqual({ status: 'Success' });
  const link = new URL(outbox(stack).filter((mail) => mail.to === account.email).at(-1)!.body.match(/https?:\/\/\S+/)![0]);
  const confirmed = await new BrowserLikeClient(stack).post(`/delete_user/${account.userId}`, { delete_key: link.searchParams.get('key') });
  expect(confirmed.status).toBe(200);
  const erased = (items: Awaited<ReturnType<typeof ownedItems>>) => !items.some((item) => ['user', 'photo'].includes(String(item.__edb_e__)));
  await until(async () => erased(await ownedItems(account.userId)), `${account.email}'s account and photos to be erased`);
}

const toName = async (viewer: Member) => ((await viewer.client.get('/faces/unnamed')).body as UnnamedPeopleResponse).people.map((entry) => entry.person.id);
const photosOf = async (viewer: Member, personId: string) => ((await viewer.client.get(`/photos?person_id=${personId}`)).body.photos as PhotoView[]).map((photo) => photo.id).sort();
const facesOfPerson = async (personId: string) => (await faces.facesOfPerson(familyId, personId, { limit: 50 })).items.map((face) => face.faceId).sort();

beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
  [founder, member, stayer] = (await Promise.all(['faces-del-founder', 'faces-del-member', 'faces-del-stayer'].map((name) => familyMember(stack, name)))) as [Member, Member, Member];
  for (const account of [founder, member, stayer]) await account.client.post('/user/free_trial');
  await inviteAndAccept(stack, founder, member);
  await inviteAndAccept(stack, founder, stayer);
  await until(() => movesFinished(founder.client, member.client, stayer.client), 'both relatives to join the family');
  familyId = (await founder.client.get('/family')).body.family_id as string;
  expect(familyId).toBe(founder.userId);
  faces = new DynamoFaceStore(stack.documentClient, stack.stack.tableName);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

describe('deleting an account takes its photos\' faces out of the family that stays', () => {
  let bea: string;
  let stranger: string;
  let founderPhoto: string;
  let memberPhoto: string;
  let stayerPhoto: string;
  /** The founder's photo of the stranger, taken after the member left. */
  let newPhoto: string;
  let onFounders: FaceRecord;
  let onStayers: FaceRecord;
  let bestOnMembers: FaceRecord;
  let strangerOnMembers: FaceRecord;

  beforeAll(async () => {
    [founderPhoto, memberPhoto, stayerPhoto] = (await seedPhotos(stack, [photoRecord(founder.userId), photoRecord(member.userId), photoRecord(stayer.userId)])).map((photo) => photo.photoId) as [string, string, string];
    const photos = new DynamoPhotoStore(stack.documentClient, stack.stack.tableName);
    expect((await photos.getPhoto(memberPhoto))?.familyId).toBe(familyId);
    bea = (await founder.client.post('/person', { names: [{ first_name: 'Bea', last_name: 'Lund' }] })).body.person.id as string;
    // The member's photo shows Bea (with her on the founder's and the stayer's photos) and a
    // stranger, an unnamed person made of that face alone.
    stranger = await tree().createUnnamed(familyId, member.userId);
    [onFounders, onStayers, bestOnMembers, strangerOnMembers] = [faceOf(founder, founderPhoto, bea), faceOf(stayer, stayerPhoto, bea), faceOf(member, memberPhoto, bea), faceOf(member, memberPhoto, stranger)];
    await found(founderPhoto, [{ face: onFounders, look: BEA_LOOK }]);
    await found(stayerPhoto, [{ face: onStayers, look: BEA_LOOK }]);
    await found(memberPhoto, [
      { face: bestOnMembers, look: BEA_LOOK },
      { face: strangerOnMembers, look: STRANGER_LOOK },
    ]);
    await faces.putUnnamed({ ownerId: familyId, personId: stranger, faceId: strangerOnMembers.faceId, createdAt: 1, announced: false });
    expect(await toName(founder)).toContain(stranger);
    expect(await photosOf(founder, bea)).toEqual([founderPhoto, memberPhoto, stayerPhoto].sort());
  });

  it('a member of a family keyed by someone else: their photo\'s faces leave the collection, the store and the family\'s people', async () => {
    const total = async (viewer: Member) => (await viewer.client.get('/photos')).body.total as number;
    expect(await total(founder)).toBe(3);
    await deleteAccount(member);
    // Out of the family's count too: the strip says 2, as it shows 2.
    expect(await total(founder)).toBe(2);

    expect(await faces.getFaces(familyId, [bestOnMembers.faceId, strangerOnMembers.faceId])).toEqual([]);
    expect(await faces.facesOfPhoto(familyId, memberPhoto)).toEqual([]);
    expect(await faces.getScan(familyId, memberPhoto)).toBeNull();
    expect(await inCollection(bestOnMembers.faceId)).toBe(false);
    expect(await inCollection(strangerOnMembers.faceId)).toBe(false);
    // The stranger was made of that face alone: gone from the people to name and the tree.
    expect(await faces.getUnnamed(familyId, stranger)).toBeNull();
    expect((await tree().getPeople(familyId, [stranger])).size).toBe(0);
    expect(await toName(founder)).not.toContain(stranger);
    // Bea is named: she stays, with her faces on the photos still there.
    expect(await facesOfPerson(bea)).toEqual([onFounders.faceId, onStayers.faceId].sort());
    expect(await photosOf(founder, bea)).toEqual([founderPhoto, stayerPhoto].sort());
    expect(await inCollection(onFounders.faceId)).toBe(true);

    // A new photo of the stranger is matched through nothing: the search no longer finds the deleted face.
    [newPhoto] = (await seedPhotos(stack, [photoRecord(founder.userId)])).map((photo) => photo.photoId) as [string];
    const again = faceOf(founder, newPhoto, null);
    await found(newPhoto, [{ face: again, look: STRANGER_LOOK }]);
    expect(await groupNewFaces(await faceDeps(), familyId, familyId, [again], null)).toEqual({ assigned: 0, newUnnamed: [] });
    expect((await faces.getFace(familyId, again.faceId))?.likeness ?? []).toEqual([]);
  });

  it('the founder, while another member keeps the family (keepFamily): their photos\' faces go, the family\'s people and the others\' faces stay', async () => {
    expect(await faces.facesOfPhoto(familyId, newPhoto)).toHaveLength(1);
    await deleteAccount(founder);
    expect((await stayer.client.get('/photos')).body.total).toBe(1);

    for (const photoId of [founderPhoto, newPhoto]) {
      expect(await faces.facesOfPhoto(familyId, photoId)).toEqual([]);
      expect(await faces.getScan(familyId, photoId)).toBeNull();
    }
    expect(await inCollection(onFounders.faceId)).toBe(false);
    // The stayer's face of Bea is untouched, still matchable, and Bea is still the family's.
    expect(await inCollection(onStayers.faceId)).toBe(true);
    expect(await facesOfPerson(bea)).toEqual([onStayers.faceId]);
    expect((await stayer.client.get(`/person/${bea}`)).status).toBe(200);
    expect(await photosOf(stayer, bea)).toEqual([stayerPhoto]);
    // The family's photo search still finds the stayer's photo: its words are the family's, not the founder's.
    const { name } = (await stayer.client.get(`/photo/${stayerPhoto}`)).body.photo as { name: string };
    const found = await stayer.client.get(`/photos/search?q=${encodeURIComponent(name.replace(/\.\w+$/, ''))}`);
    expect(found.body.photos.map((photo: { id: string }) => photo.id)).toEqual([stayerPhoto]);
  });
});
