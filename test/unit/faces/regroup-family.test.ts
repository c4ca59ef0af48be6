import { describe, expect, it } from 'vitest';
import { REGROUP_AFTER_FACES, regroupIsDue } from '../../../lambdas/domain/faces/regroup-family';
import { FacesWorld } from '../../support/faces-world';
import { direction, faceOf, mix, random, sharedLikeness, unit } from './synthetic-faces';

/** Synthetic faces of two people, added photo by photo to an in-memory family. */
async function family() {
  const next = random(42);
  const common = direction(next);
  const [ann, bea] = [unit(mix(common, direction(next), 0.5)), unit(mix(common, direction(next), 0.5))];
  const world = new FacesWorld(sharedLikeness);
  const searches: string[] = [];
  const search = world.deps.recognition.searchFaces.bind(world.deps.recognition);
  world.deps.recognition.searchFaces = (collection, faceId, options) => (searches.push(faceId), search(collection, faceId, options));
  for (const [person, identity] of [['ann', ann], ['bea', bea]] as const) {
    for (let i = 0; i < 5; i++) await world.addPhoto(`${person}-photo-${i}`, [{ faceId: `${person}-${i}`, embedding: Float32Array.from(faceOf(identity, 0.63, next)) }]);
  }
  return { world, searches, ann, next };
}

describe('regrouping a family (the use case)', () => {
  it('reads the look-alikes each face kept when it was grouped, and searches only faces older than that', async () => {
    const { world, searches } = await family();
    searches.length = 0;
    expect((await world.regroup()).searches).toBe(0);
    expect(searches).toEqual([]);

    const old = world.records.get('ann-0')!;
    world.records.set('ann-0', { ...old, likeness: undefined });
    expect((await world.regroup()).searches).toBe(1);
    expect(searches).toEqual(['ann-0']);
  });

  it("merges two unnamed people of one person into one, takes the emptied one out of the list, and moves no face twice", async () => {
    const { world } = await family();
    const groups = world.groups();
    expect(groups.map((group) => group.length).sort()).toEqual([5, 5]);
    // Ann's faces split between two unnamed people, as an upload order can leave them.
    const annPerson = world.records.get('ann-0')!.personId!;
    const splitOff = await world.deps.people.createUnnamed('family', null);
    for (const id of ['ann-3', 'ann-4']) world.records.set(id, { ...world.records.get(id)!, personId: splitOff });
    await world.deps.faces.putUnnamed({ ownerId: 'family', personId: splitOff, faceId: 'ann-3', createdAt: 0, announced: false });
    const outcome = await world.regroup();
    expect(world.groups()).toEqual(groups);
    expect(new Set(['ann-0', 'ann-3', 'ann-4'].map((id) => world.records.get(id)!.personId))).toEqual(new Set([annPerson]));
    expect(outcome).toMatchObject({ moved: 2, emptied: [splitOff], newUnnamed: [] });
    expect((await world.deps.faces.listUnnamed('family', { limit: 10 })).items.map((item) => item.personId)).not.toContain(splitOff);
    expect((await world.regroup()).moved).toBe(0);
  });
  it('leaves a face in no collection where it is (a move could not index it again): nothing can compare it', async () => {
    const { world } = await family();
    const lone = await world.deps.people.createUnnamed('family', null);
    world.records.set('ann-4', { ...world.records.get('ann-4')!, personId: lone, recognitionId: null, likeness: undefined });
    await world.deps.faces.putUnnamed({ ownerId: 'family', personId: lone, faceId: 'ann-4', createdAt: 0, announced: false });
    const outcome = await world.regroup();
    expect(world.records.get('ann-4')!.personId).toBe(lone);
    expect(outcome.emptied).toEqual([]);
  });
  it('reads the tree’s dates of unnamed people too: a group dated 1972 by its camera is not merged into one the tree says died in 1950', async () => {
    const { world } = await family();
    const annPerson = world.records.get('ann-0')!.personId!;
    // Ann's faces split between two unnamed people; the family dated the first one's death, and the
    // split-off faces are camera-dated 1972.
    const splitOff = await world.deps.people.createUnnamed('family', null);
    for (const id of ['ann-3', 'ann-4']) world.records.set(id, { ...world.records.get(id)!, personId: splitOff, photoDateSort: '11972-06-01', photoDateQuality: 'camera' });
    world.deps.people.lifeSpans = async (_tree, ids) => new Map(ids.map((id) => [id, id === annPerson ? { born: 1900, died: 1950 } : { born: null, died: null }]));
    await world.regroup();
    for (const id of ['ann-3', 'ann-4']) expect(world.records.get(id)!.personId).not.toBe(annPerson);
    expect(['ann-0', 'ann-1', 'ann-2'].map((id) => world.records.get(id)!.personId)).toEqual([annPerson, annPerson, annPerson]);
  });
});

describe('faces on photos in the trash', () => {
  it('take no part in regrouping: a new photo of Ann, whose every photo is in the trash, joins her only once they are restored; her group and its record wait for that', async () => {
    const { world, ann, next } = await family();
    const annPerson = world.records.get('ann-0')!.personId!;
    for (let i = 0; i < 5; i++) world.trashed.add(`ann-photo-${i}`);
    await world.addPhoto('ann-photo-new', [{ faceId: 'ann-new', embedding: Float32Array.from(faceOf(ann, 0.63, next)) }]);
    expect(world.records.get('ann-new')!.personId).toBeNull();

    const outcome = await world.regroup();
    expect(world.records.get('ann-new')!.personId).toBeNull();
    expect(outcome.emptied).toEqual([]);
    expect([0, 1, 2, 3, 4].map((i) => world.records.get(`ann-${i}`)!.personId)).toEqual(Array(5).fill(annPerson));
    expect((await world.deps.faces.listUnnamed('family', { limit: 10 })).items.map((item) => item.personId)).toContain(annPerson);

    world.trashed.clear();
    await world.regroup();
    expect(world.records.get('ann-new')!.personId).toBe(annPerson);
  });
});

describe('when a family is due a regrouping', () => {
  it('after enough new faces, and for a big family after a tenth more faces than it had', () => {
    expect(regroupIsDue({ newFaces: REGROUP_AFTER_FACES - 1, facesAtLastRegroup: 0 })).toBe(false);
    expect(regroupIsDue({ newFaces: REGROUP_AFTER_FACES, facesAtLastRegroup: 0 })).toBe(true);
    expect(regroupIsDue({ newFaces: 999, facesAtLastRegroup: 10_000 })).toBe(false);
    expect(regroupIsDue({ newFaces: 1000, facesAtLastRegroup: 10_000 })).toBe(true);
  });

  it('counts again from nothing after a regrouping, from the faces the family has then', async () => {
    const { world } = await family();
    expect(await world.deps.faces.noteNewFaces('family', 0)).toEqual({ newFaces: 10, facesAtLastRegroup: 0 });
    await world.regroup();
    expect(await world.deps.faces.noteNewFaces('family', 3)).toEqual({ newFaces: 3, facesAtLastRegroup: 10 });
  });
});
