import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { UnnamedPeopleResponse } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import { EMBEDDING_LENGTH } from '../../lambdas/adapters/local/face-vectors';
import { groupNewFaces } from '../../lambdas/domain/faces/grouping';
import type { FaceRecord } from '../../lambdas/domain/faces/records';
import { TreePeople } from '../../lambdas/domain/faces/tree-people';
import { collectionFor, faceDeps } from '../../lambdas/runtime/faces-deps';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import { familyMember, type Member } from '../support/family-join';
import { startTestStack, type TestStack } from '../support/local-stack';
import { photoRecord, seedPhotos } from './library-seed';

/**
 * A photo turned into a document keeps its id and its faces (so 'This is a photo' gives them back),
 * but while it is a document they show and match nowhere, as a trashed photo's do: the photo record
 * is gone, and the people's photos, the people to name and grouping read faces through the live
 * photo records (livePhotoIds, the person filter's photo reads). Nothing needed changing: this
 * test holds it. Faces are written straight to the store and the local collection (two looks).
 */
let stack: TestStack;
let owner: Member;
beforeAll(async () => {
  stack = await startTestStack();
  owner = await familyMember(stack, 'document-faces');
});
afterAll(async () => {
  await stack?.stop();
});

const unit = 1 / Math.sqrt(EMBEDDING_LENGTH);
const BEA_LOOK = Buffer.from(new Float32Array(EMBEDDING_LENGTH).fill(unit).buffer);
const STRANGER_LOOK = Buffer.from(new Float32Array(Array.from({ length: EMBEDDING_LENGTH }, (_, i) => (i % 2 ? unit : -unit))).buffer);

describe('the faces of a photo made a document', () => {
  it('are hidden from people and matched by nothing while it is a document, and are back once it is a photo again', async () => {
    const familyId = (await owner.client.get('/family')).body.family_id as string;
    const faces = new DynamoFaceStore(stack.documentClient, stack.stack.tableName);
    const [older, newer] = (await seedPhotos(stack, [photoRecord(owner.userId), photoRecord(owner.userId)])).map((photo) => photo.photoId) as [string, string];
    const bea = (await owner.client.post('/person', { names: [{ first_name: 'Bea', last_name: 'Lund' }] })).body.person.id as string;
    const stranger = await new TreePeople(familyDeps()).createUnnamed(familyId, owner.userId);
    const record = (photoId: string, personId: string | null): FaceRecord => {
      const faceId = ulid();
      return { ownerId: familyId, faceId, photoId, personId, box: { left: 0.1, top: 0.1, width: 0.2, height: 0.2 }, genderHint: null, confidence: 0.99, thumbKey: `users/${owner.userId}/media/${photoId}/face-${faceId}.jpg`, photoDateSort: '', rejectedPersonIds: [], keptApartFrom: [], createdAt: 1, updatedAt: 1 };
    };
    // The older photo shows Bea and a stranger (an unnamed person of that face alone); the newer one Bea, not yet grouped.
    const [beaOnOlder, strangerOnOlder, onNewer] = [record(older, bea), record(older, stranger), record(newer, null)];
    await faces.putFaces([beaOnOlder, strangerOnOlder, onNewer]);
    await faces.putScan({ ownerId: familyId, photoId: older, faceIds: [beaOnOlder.faceId, strangerOnOlder.faceId], scannedAt: 1 });
    await faces.putUnnamed({ ownerId: familyId, personId: stranger, faceId: strangerOnOlder.faceId, createdAt: 1, announced: false });
    for (const [face, look] of [[beaOnOlder, BEA_LOOK], [strangerOnOlder, STRANGER_LOOK], [onNewer, BEA_LOOK]] as const) {
      await stack.documentClient.send(new PutCommand({ TableName: stack.stack.tableName, Item: { pk: `facecoll#${collectionFor(process.env.STAGE!, familyId)}`, sk: face.faceId, imageId: face.photoId, embedding: look } }));
    }
    const photosOfBea = async () => ((await owner.client.get(`/photos?person_id=${bea}`)).body.photos as PhotoView[]).map((photo) => photo.id);
    const toName = async () => ((await owner.client.get('/faces/unnamed')).body as UnnamedPeopleResponse).people;
    expect(await photosOfBea()).toEqual([older]);
    expect((await toName()).find((entry) => entry.person.id === stranger)).toMatchObject({ face_count: 1 });
    const deps = await faceDeps();

    expect((await owner.client.post(`/photo/${older}/to_document`, {})).status).toBe(200);
    expect(await photosOfBea()).toEqual([]);
    expect((await toName()).map((entry) => entry.person.id)).not.toContain(stranger);
    expect(await groupNewFaces(deps, familyId, familyId, [onNewer], null)).toEqual({ assigned: 0, newUnnamed: [] });
    // Kept, not forgotten: the document can be a photo again.
    expect(await faces.getFaces(familyId, [beaOnOlder.faceId, strangerOnOlder.faceId])).toHaveLength(2);
    expect(await faces.getUnnamed(familyId, stranger)).not.toBeNull();

    expect((await owner.client.post(`/document/${older}/to_photo`, {})).status).toBe(200);
    expect(await photosOfBea()).toEqual([older]);
    expect((await toName()).find((entry) => entry.person.id === stranger)).toMatchObject({ face_count: 1 });
    expect((await groupNewFaces(deps, familyId, familyId, [onNewer], null)).assigned).toBe(1);
    expect((await faces.getFace(familyId, onNewer.faceId))?.personId).toBe(bea);
  });
});
