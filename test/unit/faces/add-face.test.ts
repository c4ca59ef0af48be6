import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DRAWN_FACE_OUTSIDE, DRAWN_FACE_TOO_SMALL } from '@heirloom/shared/rules/drawn-face';
import { addFaceByHand, FACE_ALREADY_THERE, FACES_NOT_LOOKED_FOR_YET } from '../../../lambdas/domain/faces/add-face';
import type { FacePhoto } from '../../../lambdas/domain/faces/deps';
import { forgetFace, photoPeople, unlinkFace } from '../../../lambdas/domain/faces/face-calls';
import type { FaceRecord } from '../../../lambdas/domain/faces/records';
import { scanPhotoFaces } from '../../../lambdas/domain/faces/scan-photo';
import { ConflictError, NotFoundError, ValidationError } from '../../../lambdas/domain/errors';
import { FacesWorld } from '../../support/faces-world';
import { NOT_YOUR_FACE_TO_FORGET } from '../../../lambdas/domain/sharing/roles';

/** Faces the detector missed, drawn by hand: stored like found faces, and left alone by regrouping and scans. */

const scope = { ownerId: 'family', library: 'family', treeOwnerId: 'family', userId: 'ann' };
const box = (left: number, top: number, width: number, height: number) => ({ left, top, width, height });
const photo: FacePhoto = { photoId: 'photo-1', ownerId: 'family', uploaderId: 'ann', imageType: 'photo', imageKey: 'users/ann/photo-1/1600.jpg', dateSort: '2001-05-01', dateQuality: 'camera', namedFaces: [] };
const foundFace = (faceId: string, at: ReturnType<typeof box>, personId: string | null = null): FaceRecord => ({
  ownerId: 'family',
  faceId,
  photoId: 'photo-1',
  personId,
  box: at,
  genderHint: null,
  confidence: 0.99,
  thumbKey: `users/ann/photo-1/face-${faceId}.jpg`,
  photoDateSort: '2001-05-01',
  rejectedPersonIds: [],
  keptApartFrom: [],
  createdAt: 1,
  updatedAt: 1,
});

/** A family with one scanned photo (a 400 x 300 picture, red on the left half, blue on the right) and its detected face. */
async function world() {
  const faces = new FacesWorld();
  faces.addPerson('grandma', 'Grandma Rose');
  faces.addPerson('kit', 'Kit');
  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0000ff' } })
    .composite([{ input: await sharp({ create: { width: 200, height: 300, channels: 3, background: '#ff0000' } }).png().toBuffer(), left: 0, top: 0 }])
    .jpeg()
    .toBuffer();
  const crops = new Map<string, Buffer>();
  faces.deps.photos = { ...faces.deps.photos, getPhoto: async (id) => (id === photo.photoId ? photo : null) };
  faces.deps.images = { ...faces.deps.images, read: async () => picture, putCrop: async (key, jpeg) => void crops.set(key, jpeg), deleteCrops: async (keys) => keys.forEach((key) => crops.delete(key)) };
  await faces.deps.faces.putFaces([foundFace('found', box(0.6, 0.1, 0.15, 0.2), 'kit')]);
  await faces.deps.faces.putScan({ ownerId: 'family', photoId: 'photo-1', faceIds: ['found'], scannedAt: 1 });
  return { faces, crops };
}

describe('adding a face by hand', () => {
  it('stores the box, a crop cut from the rendition, links it, lists it on the photo, and marks it drawn', async () => {
    const { faces, crops } = await world();
    const added = await addFaceByHand(faces.deps, scope, 'photo-1', box(0.1, 0.2, 0.2, 0.25), { personId: 'grandma' });
    expect(added).toMatchObject({ created: true, personId: 'grandma', face: { person_id: 'grandma', bounding_box: box(0.1, 0.2, 0.2, 0.25), added_by_hand: true } });
    const stored = faces.records.get(added.face.id)!;
    expect(stored).toMatchObject({ addedByHand: true, recognitionId: null, confirmed: true, photoDateSort: '2001-05-01', photoDateQuality: 'camera' });
    expect((await faces.deps.faces.getScan('family', 'photo-1'))!.faceIds).toEqual(['found', added.face.id]);
    expect((await photoPeople(faces.deps, scope, 'photo-1')).map((face) => face.id)).toEqual([added.face.id, 'found']);
    // The crop is the left (red) half's face: a square JPEG of the drawn place, not of the whole picture.
    const crop = crops.get(stored.thumbKey)!;
    const { width, height } = await sharp(crop).metadata();
    expect([width, height]).toEqual([160, 160]);
    const { dominant } = await sharp(crop).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
    expect(stored.thumbKey.startsWith('users/ann/photo-1/face-')).toBe(true);
  });

  it('makes the new person only once the face can be added', async () => {
    const { faces } = await world();
    let made = 0;
    const createPerson = async () => {
      made++;
      faces.addPerson('new-1', 'Great-aunt Mabel');
      return 'new-1';
    };
    await expect(addFaceByHand(faces.deps, scope, 'photo-1', box(0.62, 0.12, 0.14, 0.19), { createPerson })).rejects.toThrow(FACE_ALREADY_THERE);
    await expect(addFaceByHand(faces.deps, scope, 'photo-1', box(0.1, 0.2, 0.01, 0.25), { createPerson })).rejects.toThrow(DRAWN_FACE_TOO_SMALL);
    expect(made).toBe(0);
    const added = await addFaceByHand(faces.deps, scope, 'photo-1', box(0.1, 0.2, 0.2, 0.25), { createPerson });
    expect(made).toBe(1);
    expect(added.face.person).toMatchObject({ id: 'new-1', name: 'Great-aunt Mabel' });
  });

  it('the same box sent twice for the same person answers the first face; for someone else, or over a found face, it is refused', async () => {
    const { faces } = await world();
    const first = await addFaceByHand(faces.deps, scope, 'photo-1', box(0.1, 0.2, 0.2, 0.25), { personId: 'grandma' });
    const again = await addFaceByHand(faces.deps, scope, 'photo-1', box(0.1, 0.2, 0.2, 0.25), { personId: 'grandma' });
    expect(again).toMatchObject({ created: false, face: { id: first.face.id } });
    expect([...faces.records.values()].filter((face) => face.photoId === 'photo-1')).toHaveLength(2);
    const refused = addFaceByHand(faces.deps, scope, 'photo-1', box(0.11, 0.21, 0.2, 0.25), { personId: 'kit' });
    await expect(refused).rejects.toBeInstanceOf(ConflictError);
    await expect(addFaceByHand(faces.deps, scope, 'photo-1', box(0.6, 0.1, 0.15, 0.2), { personId: 'grandma' })).rejects.toThrow(FACE_ALREADY_THERE);
  });

  it('a person already in the photo is not drawn a second time', async () => {
    const { faces } = await world();
    await expect(addFaceByHand(faces.deps, scope, 'photo-1', box(0.1, 0.2, 0.2, 0.25), { personId: 'kit' })).rejects.toThrow('Kit already has a face in this photo');
  });

  it('refuses a box outside the picture (400), another family’s photo or an unknown person (404), and a photo not scanned yet (409)', async () => {
    const { faces } = await world();
    const outside = addFaceByHand(faces.deps, scope, 'photo-1', box(0.9, 0.2, 0.2, 0.25), { personId: 'grandma' });
    await expect(outside).rejects.toBeInstanceOf(ValidationError);
    await expect(outside).rejects.toThrow(DRAWN_FACE_OUTSIDE);
    const otherFamily = { ...scope, ownerId: 'other', library: 'other', treeOwnerId: 'other' };
    await expect(addFaceByHand(faces.deps, otherFamily, 'photo-1', box(0.1, 0.2, 0.2, 0.25), { personId: 'grandma' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(addFaceByHand(faces.deps, scope, 'photo-1', box(0.1, 0.2, 0.2, 0.25), { personId: 'nobody' })).rejects.toBeInstanceOf(NotFoundError);
    await faces.deps.faces.deleteScan('family', 'photo-1');
    await expect(addFaceByHand(faces.deps, scope, 'photo-1', box(0.1, 0.2, 0.2, 0.25), { personId: 'grandma' })).rejects.toThrow(FACES_NOT_LOOKED_FOR_YET);
  });
});

describe('a face drawn by hand afterwards', () => {
  it('stays with its person when the family is regrouped, and when unlinked stays a face of nobody', async () => {
    const { faces } = await world();
    const added = await addFaceByHand(faces.deps, scope, 'photo-1', box(0.1, 0.2, 0.2, 0.25), { personId: 'grandma' });
    await faces.regroup();
    expect(faces.records.get(added.face.id)).toMatchObject({ personId: 'grandma', addedByHand: true });
    await unlinkFace(faces.deps, scope, 'grandma', added.face.id);
    await faces.regroup();
    expect(faces.records.get(added.face.id)).toMatchObject({ personId: null, rejectedPersonIds: ['grandma'] });
  });

  it('survives the photo being scanned again, and is listed on the new scan', async () => {
    const { faces } = await world();
    const added = await addFaceByHand(faces.deps, scope, 'photo-1', box(0.1, 0.2, 0.2, 0.25), { personId: 'grandma' });
    // A scan that runs again (its marker gone) clears what an earlier, half-done scan left: found faces only.
    await faces.deps.faces.deleteScan('family', 'photo-1');
    expect((await scanPhotoFaces(faces.deps, 'photo-1')).outcome).toBe('scanned');
    expect(faces.records.has('found')).toBe(false);
    expect(faces.records.get(added.face.id)).toMatchObject({ personId: 'grandma' });
    expect((await faces.deps.faces.getScan('family', 'photo-1'))!.faceIds).toEqual([added.face.id]);
  });

  it('is forgotten like a found face: gone with its crop', async () => {
    const { faces, crops } = await world();
    const added = await addFaceByHand(faces.deps, scope, 'photo-1', box(0.1, 0.2, 0.2, 0.25), { personId: 'grandma' });
    const { thumbKey } = faces.records.get(added.face.id)!;
    // A member who did not upload the photo may not forget its face (for good); its uploader may.
    await expect(forgetFace(faces.deps, scope, { userId: 'bea', role: 'member' }, 'grandma', added.face.id)).rejects.toThrow(NOT_YOUR_FACE_TO_FORGET);
    expect(faces.records.has(added.face.id)).toBe(true);
    await forgetFace(faces.deps, scope, { userId: 'ann', role: 'member' }, 'grandma', added.face.id);
    expect(faces.records.has(added.face.id)).toBe(false);
    expect(crops.has(thumbKey)).toBe(false);
  });

  it('is forgotten by an admin whoever uploaded the photo', async () => {
    const { faces } = await world();
    const added = await addFaceByHand(faces.deps, scope, 'photo-1', box(0.1, 0.2, 0.2, 0.25), { personId: 'grandma' });
    await forgetFace(faces.deps, scope, { userId: 'cy', role: 'admin' }, 'grandma', added.face.id);
    expect(faces.records.has(added.face.id)).toBe(false);
  });
});
