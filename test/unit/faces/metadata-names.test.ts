import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FacePhoto } from '../../../lambdas/domain/faces/deps';
import { nameFacesFromMetadata } from '../../../lambdas/domain/faces/metadata-names';
import type { FaceRecord } from '../../../lambdas/domain/faces/records';
import type { FaceBox } from '../../../lambdas/ports/faces';
import { faceRecordOf } from '../../support/face-record';
import { FacesWorld } from '../../support/faces-world';

/** Faces a photo's file names (XMP regions): which found face each tag names, and what is left alone. */

const scope = { ownerId: 'family', library: 'family', treeOwnerId: 'family', userId: 'ann' };
const box = (left: number, top: number, width: number, height: number): FaceBox => ({ left, top, width, height });
const face = (faceId: string, photoId: string, at: FaceBox, personId: string | null = null): FaceRecord => ({
  ...faceRecordOf({ ownerId: 'family', faceId, photoId, personId, thumbKey: `crops/${faceId}.jpg` }),
  box: at,
});
const photo = (namedFaces: FacePhoto['namedFaces']): FacePhoto => ({ photoId: 'photo-1', ownerId: 'family', uploaderId: 'ann', imageType: 'photo', imageKey: 'k', dateSort: '', dateQuality: null, namedFaces });

/** A family whose tree has Marie; the faces found in photo-1, and one of another photo in an unnamed group with Pierre's. */
async function world() {
  const faces = new FacesWorld();
  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#808080' } }).jpeg().toBuffer();
  const crops = new Map<string, Buffer>();
  faces.deps.images = { ...faces.deps.images, read: async () => picture, putCrop: async (key, jpeg) => void crops.set(key, jpeg) };
  await faces.deps.faces.putScan({ ownerId: 'family', photoId: 'photo-1', faceIds: ['marie-face', 'pierre-face', 'stranger'], scannedAt: 1 });
  faces.addPerson('marie', 'Marie Curie');
  const group = await faces.deps.people.createUnnamed('family', null);
  const asked: string[] = [];
  const personNamed = faces.deps.people.personNamed;
  faces.deps.people = { ...faces.deps.people, personNamed: (tree, author, name) => (asked.push(name), personNamed(tree, author, name)) };
  await faces.deps.faces.putFaces([
    // Tools draw the whole head: a looser box than the detector's.
    face('marie-face', 'photo-1', box(0.32, 0.22, 0.1, 0.17)),
    face('pierre-face', 'photo-1', box(0.645, 0.13, 0.085, 0.2), group),
    face('stranger', 'photo-1', box(0.05, 0.6, 0.1, 0.15)),
    face('pierre-elsewhere', 'photo-2', box(0.4, 0.4, 0.1, 0.1), group),
  ]);
  await faces.deps.faces.putUnnamed({ ownerId: 'family', personId: group, faceId: 'pierre-face', createdAt: 1, announced: true });
  return { faces, asked, group, crops };
}

describe("naming faces from a photo's file", () => {
  it('names the face inside each tag, bringing its unnamed group along, and leaves the others', async () => {
    const { faces, asked, group } = await world();
    const named = await nameFacesFromMetadata(
      faces.deps,
      scope,
      photo([
        { name: 'Marie Curie', box: box(0.311905, 0.208571, 0.113095, 0.198571) },
        { name: 'Pierre Curie', box: box(0.639286, 0.118571, 0.0964286, 0.241429) },
      ]),
    );
    expect(named).toEqual({ named: 2, drawn: 0 });
    expect(faces.records.get('marie-face')).toMatchObject({ personId: 'marie', confirmed: true });
    const pierre = faces.records.get('pierre-face')!.personId!;
    expect(pierre).not.toBe(group);
    expect(faces.records.get('pierre-face')!.confirmed).toBe(true);
    // The group the detector had made of Pierre's faces is Pierre now, on the other photo too.
    expect(faces.records.get('pierre-elsewhere')!.personId).toBe(pierre);
    expect(await faces.deps.faces.getUnnamed('family', group)).toBeNull();
    expect(faces.records.get('stranger')!.personId).toBeNull();
    expect(asked).toEqual(['Marie Curie', 'Pierre Curie']);
  });

  it('draws the face of a tag over no face found (a profile the detector missed), listed on the scan with a crop', async () => {
    const { faces, asked, crops } = await world();
    const tags = [
      { name: 'Irène Curie', box: box(0.75, 0.6, 0.12, 0.2) },
      // Too small to be a face, and over a face found that the family named already: not drawn.
      { name: 'A speck', box: box(0.5, 0.9, 0.01, 0.01) },
      { name: 'Over Pierre', box: box(0.645, 0.13, 0.085, 0.2) },
    ];
    await faces.deps.faces.putFaces([{ ...faces.records.get('pierre-face')!, personId: 'marie', confirmed: true }]);
    expect(await nameFacesFromMetadata(faces.deps, scope, photo(tags))).toEqual({ named: 1, drawn: 1 });
    expect(asked).toEqual(['Irène Curie']);
    const drawn = [...faces.records.values()].find((face) => face.addedByHand)!;
    expect(drawn).toMatchObject({ photoId: 'photo-1', box: tags[0]!.box, recognitionId: null, confirmed: true });
    expect(faces.records.get('pierre-face')!.personId).toBe('marie');
    expect((await faces.deps.faces.getScan('family', 'photo-1'))!.faceIds).toContain(drawn.faceId);
    expect(crops.has(drawn.thumbKey)).toBe(true);
  });

  it('leaves a face whose name the tree gives several people for the family to name', async () => {
    const { faces } = await world();
    faces.deps.people = { ...faces.deps.people, personNamed: async () => null };
    expect(await nameFacesFromMetadata(faces.deps, scope, photo([{ name: 'John Smith', box: box(0.3, 0.2, 0.13, 0.2) }]))).toEqual({ named: 0, drawn: 0 });
    expect(faces.records.get('marie-face')!.personId).toBeNull();
  });

  it('reads nothing for a photo whose file names nobody', async () => {
    const { faces, asked } = await world();
    expect(await nameFacesFromMetadata(faces.deps, scope, photo([]))).toEqual({ named: 0, drawn: 0 });
    expect(asked).toEqual([]);
  });
});
