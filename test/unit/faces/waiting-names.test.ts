import { describe, expect, it } from 'vitest';
import { movePhotoFaces } from '../../../lambdas/domain/faces/move-faces';
import { applyWaitingNames, facesForNames, nameFacesWhenFound } from '../../../lambdas/domain/faces/waiting-names';
import { boxOfCrop, cropOfBox } from '../../../lambdas/domain/genealogy-import/crop';
import type { FaceRecord } from '../../../lambdas/domain/faces/records';
import { FacesWorld } from '../../support/faces-world';

/** A GEDZIP's CROPs name the faces found later in the same photo: which face is whose, and when. */

const box = (left: number, top: number, width: number, height: number) => ({ left, top, width, height });

describe('which found face a region names', () => {
  const faces = [
    { faceId: 'left', box: box(0.1, 0.2, 0.1, 0.15) },
    { faceId: 'right', box: box(0.6, 0.25, 0.12, 0.16) },
  ];

  it('the same box (our own export) and a loose head-and-shoulders crop both find their face', () => {
    expect(facesForNames([{ personId: 'ada', box: box(0.1, 0.2, 0.1, 0.15) }], faces)).toEqual([{ personId: 'ada', faceId: 'left' }]);
    expect(facesForNames([{ personId: 'bill', box: box(0.5, 0.1, 0.35, 0.6) }], faces)).toEqual([{ personId: 'bill', faceId: 'right' }]);
  });

  it('a region over both faces names the one it fits best; a face mostly outside the region is nobody', () => {
    expect(facesForNames([{ personId: 'ada', box: box(0.05, 0.15, 0.7, 0.3) }], faces)).toHaveLength(1);
    expect(facesForNames([{ personId: 'ada', box: box(0.05, 0.15, 0.2, 0.25) }, { personId: 'bill', box: box(0.05, 0.15, 0.7, 0.3) }], faces)).toEqual([
      { personId: 'ada', faceId: 'left' },
      { personId: 'bill', faceId: 'right' },
    ]);
    // Less than half of the face inside.
    expect(facesForNames([{ personId: 'ada', box: box(0.17, 0.2, 0.1, 0.15) }], faces)).toEqual([]);
  });

  it('two people claiming one face: the closer fit has it, the other names nothing', () => {
    const claims = [
      { personId: 'ada', box: box(0.1, 0.2, 0.1, 0.15) },
      { personId: 'eve', box: box(0.08, 0.18, 0.14, 0.19) },
    ];
    expect(facesForNames(claims, [faces[0]!])).toEqual([{ personId: 'ada', faceId: 'left' }]);
  });
});

describe('a CROP in pixels and a box in shares of the image', () => {
  it('round-trips, inside the edges', () => {
    expect(cropOfBox(box(0.1, 0.2, 0.05, 0.08), 4000, 3000)).toEqual({ left: 400, top: 600, width: 200, height: 240 });
    expect(boxOfCrop({ left: 400, top: 600, width: 200, height: 240 }, 4000, 3000)).toEqual(box(0.1, 0.2, 0.05, 0.08));
    expect(cropOfBox(box(0.99, 0.99, 0.2, 0.2), 100, 100)).toEqual({ left: 99, top: 99, width: 1, height: 1 });
  });

  it('what a CROP leaves out defaults as GEDCOM 7 says; a region past the edges is cut; one wholly outside is nothing', () => {
    expect(boxOfCrop({}, 200, 100)).toEqual(box(0, 0, 1, 1));
    expect(boxOfCrop({ left: 100 }, 200, 100)).toEqual(box(0.5, 0, 0.5, 1));
    expect(boxOfCrop({ left: 150, width: 100, top: 50, height: 100 }, 200, 100)).toEqual(box(0.75, 0.5, 0.25, 0.5));
    expect(boxOfCrop({ left: 300 }, 200, 100)).toBeNull();
    expect(boxOfCrop({ left: 0 }, 0, 0)).toBeNull();
  });
});

describe('names wait for the faces, whichever comes first', () => {
  const scope = { ownerId: 'family', library: 'family', treeOwnerId: 'family', userId: 'ann' };
  const face = (faceId: string, left: number): FaceRecord => ({
    ownerId: 'family',
    faceId,
    photoId: 'photo-1',
    personId: null,
    box: box(left, 0.2, 0.1, 0.15),
    genderHint: null,
    confidence: 0.99,
    thumbKey: `crops/${faceId}.jpg`,
    photoDateSort: '',
    rejectedPersonIds: [],
    keptApartFrom: [],
    createdAt: 1,
    updatedAt: 1,
  });

  function world() {
    const faces = new FacesWorld();
    faces.addPerson('ada', 'Ada Lovelace');
    return { faces, scan: () => faces.deps.faces.putScan({ ownerId: 'family', photoId: 'photo-1', faceIds: ['f1', 'f2'], scannedAt: 1 }) };
  }

  it('names before the faces: kept, then applied when the scan finds the face', async () => {
    const { faces, scan } = world();
    await nameFacesWhenFound(faces.deps, scope, 'photo-1', [{ personId: 'ada', box: box(0.1, 0.2, 0.1, 0.15) }]);
    expect(await faces.deps.faces.getWaitingNames('family', 'photo-1')).toHaveLength(1);
    await faces.deps.faces.putFaces([face('f1', 0.1), face('f2', 0.6)]);
    await scan();
    expect(await applyWaitingNames(faces.deps, scope, 'photo-1')).toBe(1);
    expect(faces.records.get('f1')).toMatchObject({ personId: 'ada', confirmed: true });
    expect(faces.records.get('f2')!.personId).toBeNull();
    expect(await faces.deps.faces.getWaitingNames('family', 'photo-1')).toEqual([]);
  });

  it('faces before the names: applied at once; again is the same naming; a person the tree lost is passed over', async () => {
    const { faces, scan } = world();
    await faces.deps.faces.putFaces([face('f1', 0.1), face('f2', 0.6)]);
    await scan();
    const names = [
      { personId: 'ada', box: box(0.1, 0.2, 0.1, 0.15) },
      { personId: 'gone', box: box(0.6, 0.2, 0.1, 0.15) },
    ];
    await nameFacesWhenFound(faces.deps, scope, 'photo-1', names);
    expect(faces.records.get('f1')).toMatchObject({ personId: 'ada', confirmed: true });
    expect(faces.records.get('f2')!.personId).toBeNull();
    await nameFacesWhenFound(faces.deps, scope, 'photo-1', names);
    expect(faces.records.get('f1')!.personId).toBe('ada');
    expect(await faces.deps.faces.getWaitingNames('family', 'photo-1')).toEqual([]);
  });

  it('names still waiting go with the photo when its people do (joining), and are dropped when they stay behind (leaving)', async () => {
    const { faces } = world();
    const names = [{ personId: 'ada', box: box(0.1, 0.2, 0.1, 0.15) }];
    await nameFacesWhenFound(faces.deps, scope, 'photo-1', names);
    await movePhotoFaces(faces.deps, { photoId: 'photo-1', imageKey: 'k' }, 'family', 'joined', true);
    expect(await faces.deps.faces.getWaitingNames('family', 'photo-1')).toEqual([]);
    expect(await faces.deps.faces.getWaitingNames('joined', 'photo-1')).toEqual(names);
    await movePhotoFaces(faces.deps, { photoId: 'photo-1', imageKey: 'k' }, 'joined', 'left', false);
    expect(await faces.deps.faces.getWaitingNames('joined', 'photo-1')).toEqual([]);
    expect(await faces.deps.faces.getWaitingNames('left', 'photo-1')).toEqual([]);
  });
});
