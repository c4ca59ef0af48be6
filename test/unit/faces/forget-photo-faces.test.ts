import { describe, expect, it } from 'vitest';
import { FACES_A_DELETE_CALL, forgetPhotoFaces } from '../../../lambdas/domain/faces/forget-photo-faces';
import { unnamedPeople } from '../../../lambdas/domain/faces/face-calls';
import { groupInTurn, groupNewFaces } from '../../../lambdas/domain/faces/grouping';
import type { FaceRecord } from '../../../lambdas/domain/faces/records';
import type { Leases } from '../../../lambdas/ports/lease';
import { FacesWorld } from '../../support/faces-world';
import { faceRecordOf } from '../../support/face-record';

/** Photos deleted for good take their faces: the rules of forget-photo-faces.ts over the in-memory family. */

const scope = { ownerId: 'family', library: 'family', treeOwnerId: 'family', userId: 'ann' };
const face = (faceId: string, photoId: string, personId: string | null): FaceRecord => faceRecordOf({ ownerId: 'family', faceId, photoId, personId, thumbKey: `crop-${faceId}` });

/** An unnamed person with faces on photos a and b, a named one on a, and the collection and crops they are in. */
async function family() {
  const world = new FacesWorld();
  const deps = world.deps;
  const unnamed = await deps.people.createUnnamed('family', null);
  world.addPerson('rose', 'Rose');
  await deps.faces.putFaces([face('f1', 'a', unnamed), face('f2', 'a', 'rose'), face('f3', 'b', unnamed), face('f4', 'b', null)]);
  await deps.faces.putUnnamed({ ownerId: 'family', personId: unnamed, faceId: 'f1', createdAt: 1, announced: false });
  await deps.faces.putScan({ ownerId: 'family', photoId: 'a', faceIds: ['f1', 'f2'], scannedAt: 1 });
  await deps.faces.putScan({ ownerId: 'family', photoId: 'b', faceIds: ['f3', 'f4'], scannedAt: 1 });
  const collection = new Set(['f1', 'f2', 'f3', 'f4']);
  const crops = new Set(['crop-f1', 'crop-f2', 'crop-f3', 'crop-f4']);
  const deleteCalls: string[][] = [];
  deps.recognition = {
    ...deps.recognition,
    deleteFaces: async (_collection, ids) => {
      deleteCalls.push([...ids]);
      ids.forEach((id) => collection.delete(id));
    },
  };
  deps.images = { ...deps.images, deleteCrops: async (keys) => keys.forEach((key) => crops.delete(key)) };
  return { world, deps, unnamed, collection, crops, deleteCalls };
}

const toName = async (world: FacesWorld) => (await unnamedPeople(world.deps, scope)).people.map((entry) => ({ id: entry.person.id, faces: entry.face_count }));

describe('forgetting the faces of photos deleted for good', () => {
  it('takes their faces, collection entries, crops and markers; a person with faces left, and a named one, stay', async () => {
    const { world, deps, unnamed, collection, crops } = await family();
    const outcome = await forgetPhotoFaces(deps, [{ photoId: 'a', familyId: 'family' }]);
    expect(outcome).toEqual({ faces: 2, emptied: [] });
    expect([...world.records.keys()].sort()).toEqual(['f3', 'f4']);
    expect([...collection].sort()).toEqual(['f3', 'f4']);
    expect([...crops].sort()).toEqual(['crop-f3', 'crop-f4']);
    expect(await deps.faces.getScan('family', 'a')).toBeNull();
    expect(await deps.faces.getUnnamed('family', unnamed)).not.toBeNull();
    expect((await deps.people.getPeople('family', ['rose'])).size).toBe(1);
  });

  it('forgets an unnamed person left with no face (record and blank tree person), never a named one', async () => {
    const { world, deps, unnamed } = await family();
    const outcome = await forgetPhotoFaces(deps, [
      { photoId: 'a', familyId: 'family' },
      { photoId: 'b', familyId: 'family' },
    ]);
    expect(outcome).toEqual({ faces: 4, emptied: [unnamed] });
    expect(world.records.size).toBe(0);
    expect(await deps.faces.getUnnamed('family', unnamed)).toBeNull();
    expect((await deps.people.getPeople('family', [unnamed, 'rose'])).has(unnamed)).toBe(false);
    expect((await deps.people.getPeople('family', ['rose'])).size).toBe(1);
  });

  it('a retry after a failure half way finishes the job, and forgetting again is no error', async () => {
    const { world, deps, unnamed, collection, crops } = await family();
    const deleteCrops = deps.images.deleteCrops;
    deps.images.deleteCrops = async () => {
      throw new Error('S3 is having a moment');
    };
    const both = [
      { photoId: 'a', familyId: 'family' },
      { photoId: 'b', familyId: 'family' },
    ];
    await expect(forgetPhotoFaces(deps, both)).rejects.toThrow('S3 is having a moment');
    deps.images.deleteCrops = deleteCrops;
    await forgetPhotoFaces(deps, both);
    expect(world.records.size).toBe(0);
    expect(collection.size).toBe(0);
    expect(crops.size).toBe(0);
    expect(await deps.faces.getUnnamed('family', unnamed)).toBeNull();
    expect(await forgetPhotoFaces(deps, both)).toEqual({ faces: 0, emptied: [] });
  });

  it('leaves a face its scan still lists but that now belongs to another photo (moved to the copy kept of duplicates)', async () => {
    const { world, deps } = await family();
    await deps.faces.putFaces([{ ...face('f2', 'kept', 'rose') }]);
    await forgetPhotoFaces(deps, [{ photoId: 'a', familyId: 'family' }]);
    expect(world.records.get('f2')?.photoId).toBe('kept');
  });

  it('asks the collection to delete at most 4,096 faces a call', async () => {
    const { deps, deleteCalls } = await family();
    const many = Array.from({ length: FACES_A_DELETE_CALL + 5 }, (_, i) => face(`m${i}`, 'crowd', null));
    await deps.faces.putFaces(many);
    await forgetPhotoFaces(deps, [{ photoId: 'crowd', familyId: 'family' }]);
    expect(deleteCalls.map((ids) => ids.length)).toEqual([FACES_A_DELETE_CALL, 5]);
  });
});

/** One holder a key at a time, as DynamoLeases; `someoneWaits` settles when an asker finds the key held. */
function memoryLeases(): { leases: Leases; someoneWaits: Promise<void> } {
  const held = new Map<string, Promise<void>>();
  let waits!: () => void;
  const someoneWaits = new Promise<void>((resolve) => (waits = resolve));
  const leases: Leases = {
    async hold(key, work) {
      while (held.has(key)) {
        waits();
        await held.get(key);
      }
      let release!: () => void;
      held.set(key, new Promise((resolve) => (release = resolve)));
      try {
        return await work();
      } finally {
        held.delete(key);
        release();
      }
    },
  };
  return { leases, someoneWaits };
}

describe('forgetting faces while a photo is grouped', () => {
  it("waits for the family's grouping turn: a grouping that read a face of the deleted photo cannot write it back", async () => {
    const { world, deps } = await family();
    const { leases, someoneWaits } = memoryLeases();
    deps.groupingLeases = leases;
    // A new face like f4, the unassigned face on photo b (a cancelled archive's photo, deleted for good).
    deps.recognition = { ...deps.recognition, searchFaces: async (_collection, faceId) => (faceId === 'n' ? [{ faceId: 'f4', similarity: 0.95 }] : []) };
    const newFace = { ...face('n', 'c', null) };
    await deps.faces.putFaces([newFace]);
    // The grouping has read f4 and is about to make a person of n and f4 when the delete comes.
    let forgotten: Promise<unknown> | undefined;
    const createUnnamed = deps.people.createUnnamed;
    deps.people.createUnnamed = async (tree, author) => {
      forgotten = forgetPhotoFaces(deps, [{ photoId: 'b', familyId: 'family' }]);
      // Without the turn the delete runs to its end now; with it, it waits for this grouping.
      await Promise.race([forgotten, someoneWaits]);
      return createUnnamed(tree, author);
    };
    await groupInTurn(deps, 'family', () => groupNewFaces(deps, 'family', 'family', [newFace], null));
    await forgotten;
    expect([...world.records.values()].filter((record) => record.photoId === 'b')).toEqual([]);
    expect(world.records.get('n')?.personId).not.toBeNull();
  });
});

describe('people to name while photos are in the trash', () => {
  it('leaves out faces on trashed photos, and a person all of whose faces are there (kept for a restore)', async () => {
    const { world, unnamed } = await family();
    expect(await toName(world)).toEqual([{ id: unnamed, faces: 2 }]);
    world.trashed.add('a');
    expect(await toName(world)).toEqual([{ id: unnamed, faces: 1 }]);
    world.trashed.add('b');
    expect(await toName(world)).toEqual([]);
    expect(await world.deps.faces.getUnnamed('family', unnamed)).not.toBeNull();
    world.trashed.delete('b');
    expect(await toName(world)).toEqual([{ id: unnamed, faces: 1 }]);
  });

  it('forgets an unnamed person with no face at all', async () => {
    const { world, unnamed } = await family();
    await world.deps.faces.deleteFaces('family', ['f1', 'f3']);
    expect(await toName(world)).toEqual([]);
    expect(await world.deps.faces.getUnnamed('family', unnamed)).toBeNull();
    expect((await world.deps.people.getPeople('family', [unnamed])).size).toBe(0);
  });
});
