import { readFileSync } from 'node:fs';
import { BatchWriteCommand, DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { SESSION_COOKIE } from '@heirloom/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import { DynamoLibraryMover } from '../../lambdas/adapters/aws/dynamo-library-mover';
import { DynamoNearDuplicateStore } from '../../lambdas/adapters/aws/dynamo-near-duplicates';
import { DynamoPhotoStore } from '../../lambdas/adapters/aws/dynamo-library-photos';
import { DynamoSessionStore } from '../../lambdas/adapters/aws/dynamo-session-store';
import { DynamoMoveLedger } from '../../lambdas/adapters/aws/dynamo-move-ledger';
import { DynamoScopeMover } from '../../lambdas/adapters/aws/dynamo-scope-mover';
import { DynamoSharingStore } from '../../lambdas/adapters/aws/dynamo-sharing-store';
import { OWNER_INDEX_NAME, ownerPartition } from '../../lambdas/adapters/aws/entities/owner-index';
import type { FaceRecord } from '../../lambdas/domain/faces/records';
import { importGedcom } from '../../lambdas/domain/genealogy-import/import-gedcom';
import { giveUpMove } from '../../lambdas/jobs/redrive-family-moves';
import { moveFamilyItems, type MoveDeps } from '../../lambdas/domain/sharing/move-items';
import { MOVE_REDRIVES, MOVE_STALL_MS, redriveStalledMoves, requestMove } from '../../lambdas/domain/sharing/move-requests';
import type { FamilyMoveMessage } from '../../lambdas/ports/sharing';
import { documentClient } from '../../lambdas/runtime/clients';
import { faceDeps } from '../../lambdas/runtime/faces-deps';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import type { PhotoRecord } from '../../lambdas/ports/media';
import type { BrowserLikeClient } from '../support/accounts-client';
import { familyMember, inviteAndAccept, movesFinished, readInALoop, seenBy, until } from '../support/family-join';
import { startTestStack, type TestStack } from '../support/local-stack';
import { catalogFor, dayText, documentRecord, GRAND_JUNCTION, photoRecord, placeFor, seedPhotos } from './library-seed';

/**
 * Joining and leaving a family against the local stand-ins, as the issue found them: a founder
 * with kennedy.ged and 30 photos is joined by a relative with 5; everything is read in a loop
 * while the move runs, and nothing the founder saw may dip; the move's tree pass gets past an
 * owner partition full of what is not tree (the hang); a move killed mid-page resumes with
 * nothing lost or doubled; a relative removed mid-move keeps every upload of theirs.
 */

let stack: TestStack;
beforeAll(async () => {
  // A failed run of a move waits long for its message to come back, as in AWS (the family queue's
  // visibility timeout is 15 minutes): nothing here may get done by failing and being retried.
  stack = await startTestStack({ queueRetrySeconds: 300 });
});
afterAll(async () => {
  await stack?.stop();
});

const KENNEDY = readFileSync(new URL('../../../shared/testdata/gedcom/real/kennedy.ged', import.meta.url));
const member = (name: string) => familyMember(stack, name);

describe('joining and leaving a family', () => {
  it('a founder with kennedy.ged and 30 photos never sees less while a relative with 5 joins, and both end with everything', async () => {
    const founder = await member('founder');
    const relative = await member('relative');
    await importGedcom(familyDeps(), { ownerId: founder.userId, source: KENNEDY, fileName: 'kennedy.ged' });
    await seedPhotos(stack, Array.from({ length: 30 }, (_, i) => photoRecord(founder.userId, { dateTaken: `${(i % 28) + 1} Jan 1961` })));
    const relativesPhotos = await seedPhotos(stack, Array.from({ length: 5 }, (_, i) => photoRecord(relative.userId, { dateTaken: `${i + 1} May 1999` })));
    expect((await relative.client.post('/person', { names: [{ first_name: 'Rosa', last_name: 'Relative' }], sex: 'Female' })).status).toBe(200);
    // Besides the strip and the people list: a name search and the tree drawn around JFK.
    const jfk = (await founder.client.get(`/persons?q=${encodeURIComponent('John Fitzgerald Kennedy')}`)).body.persons[0].id as string;
    const read = async (client: BrowserLikeClient) => {
      const [seen, search, tree] = await Promise.all([seenBy(client), client.get('/persons?q=Fitzgerald'), client.get(`/relationships/${jfk}?depth=2`)]);
      expect(search.status).toBe(200);
      expect(tree.status).toBe(200);
      return { ...seen, found: (search.body.persons as unknown[]).length, drawn: (tree.body.nodes as unknown[]).length };
    };
    const before = await read(founder.client);
    expect(before).toMatchObject({ photos: 30, people: 208 });
    expect(before.found).toBeGreaterThan(1);
    expect(before.drawn).toBeGreaterThan(5);

    let finished = false;
    const founderReads = readInALoop(founder.client, () => finished, read);
    await inviteAndAccept(stack, founder, relative);
    await until(() => movesFinished(founder.client, relative.client), 'the join to finish');
    finished = true;
    const readings = await founderReads;

    expect(readings.length).toBeGreaterThan(2);
    for (const seen of readings) {
      expect(seen.photos).toBeGreaterThanOrEqual(30);
      expect(seen.people).toBeGreaterThanOrEqual(208);
      expect(seen.found).toBeGreaterThanOrEqual(before.found);
      expect(seen.drawn).toBeGreaterThanOrEqual(before.drawn);
      expect(new Set(seen.stripIds).size).toBe(seen.stripIds.length);
    }
    for (const client of [founder.client, relative.client]) {
      await until(async () => (await seenBy(client)).people === 209, 'the tree totals to be counted again');
      expect(await seenBy(client)).toMatchObject({ photos: 35, people: 209 });
      const relativesPhoto = await client.get(`/photo/${relativesPhotos[0]!.photoId}`);
      expect(relativesPhoto.status).toBe(200);
    }
    // One message each side that the relative joined, not one per item.
    const joined = async (client: BrowserLikeClient) => ((await client.get('/messages')).body.messages as Array<{ message_type: string; title: string }>).filter((m) => m.message_type === 'family_members');
    await until(async () => (await joined(founder.client)).length === 1 && (await joined(relative.client)).length === 1, 'the joined messages');
    expect((await joined(founder.client))[0]!.title).toBe(`${relative.user.username}'s photos and family tree are in`);
    expect((await joined(relative.client))[0]!.title).toBe('Your photos and family tree are in the family');
  }, 120_000);

  it('the founder removes the relative mid-move: the relative keeps every upload of theirs, the founder never loses hers', async () => {
    const founder = await member('keeper');
    const relative = await member('leaver');
    await seedPhotos(stack, Array.from({ length: 40 }, () => photoRecord(founder.userId)));
    const relativesPhotos = await seedPhotos(stack, Array.from({ length: 25 }, () => photoRecord(relative.userId)));
    await importGedcom(familyDeps(), { ownerId: relative.userId, source: KENNEDY, fileName: 'kennedy.ged' });

    await inviteAndAccept(stack, founder, relative);
    // The relative's library is the larger (kennedy.ged): the founder's 40 photos move into it.
    // The founder removes the relative at once, while that move and the relative's rename run.
    const family = (await founder.client.get('/family')).body as { family_id: string };
    expect(family.family_id).toBe(relative.userId);
    expect((await founder.client.post(`/remove_family/${relative.userId}`)).status).toBe(200);
    await until(() => movesFinished(founder.client, relative.client), 'the moves to finish');

    const relativeSees = await seenBy(relative.client);
    expect(relativeSees.photos).toBe(25);
    expect((await relative.client.get(`/photo/${relativesPhotos[0]!.photoId}`)).status).toBe(200);
    const founderSees = await seenBy(founder.client);
    expect(founderSees.photos).toBe(40);
    expect((await founder.client.get(`/photo/${relativesPhotos[0]!.photoId}`)).status).toBe(404);
    // Each is told who did it, not "You left the family".
    const titles = async (client: BrowserLikeClient) => ((await client.get('/messages')).body.messages as Array<{ title: string }>).map((m) => m.title);
    await until(async () => (await titles(relative.client)).includes(`${founder.user.username} removed you from the family`), 'the removed message');
    await until(async () => (await titles(founder.client)).includes(`You removed ${relative.user.username} from the family`), "the admin's message");
    expect(await titles(relative.client)).not.toContain('You left the family');
  }, 120_000);
});

describe("the joiner's own library while it moves in", () => {
  it('a relative joining a family that already shares sees every photo and document of theirs at every step of the move, each once, and opens any of them', async () => {
    const founder = await member('sharer');
    const cousin = await member('cousin');
    const relative = await member('newcomer');
    await seedPhotos(stack, Array.from({ length: 20 }, (_, i) => photoRecord(founder.userId, { dateTaken: dayText(i) })));
    await inviteAndAccept(stack, founder, cousin);
    await until(() => movesFinished(founder.client, cousin.client), 'the cousin to join');
    // The family already shares, so the newcomer's library is the one that moves, however large.
    // Some at a place of theirs (their places move into the family after their photos).
    const grandJunction = (await placeFor(stack, relative.userId, GRAND_JUNCTION)).locationId;
    const own = await seedPhotos(stack, Array.from({ length: 130 }, (_, i) => photoRecord(relative.userId, { dateTaken: i % 10 ? dayText(i + 3) : null, locationId: i % 13 ? null : grandJunction })));
    const documents = Array.from({ length: 3 }, (_, i) => documentRecord(relative.userId, `Letter ${i + 1}`));
    for (const document of documents) await catalogFor(stack).addDocument(document, []);
    await importGedcom(familyDeps(), { ownerId: relative.userId, source: KENNEDY, fileName: 'kennedy.ged' });
    const ownIds = own.map((photo) => photo.photoId);
    const atGrandJunction = own.filter((photo) => photo.locationId === grandJunction).map((photo) => photo.photoId);
    expect((await everyStripId(relative.client)).sort()).toEqual([...ownIds].sort());

    // The move's photo writes are held at two points: before any photo moved, and after its first
    // transaction of moved photos; the newcomer reads everything at each, then the move goes on.
    const family = (await founder.client.get('/family')).body.family_id as string;
    const gate = holdMovedPhotoWrites(family);
    let stillMoving: { photoId: string } | undefined;
    try {
      await inviteAndAccept(stack, founder, relative);
      await gate.held(0);
      const nothingMovedYet = await libraryOf(relative.client, grandJunction);
      gate.release(1);
      await gate.held(1);
      const halfMoved = await libraryOf(relative.client, grandJunction);
      expect(await photosInFamily(family, ownIds)).toBeGreaterThan(0);
      expect(await photosInFamily(family, ownIds)).toBeLessThan(ownIds.length);
      // A photo still to move is theirs to change: the move, whose page read it before the change,
      // reads it again and carries the change on.
      stillMoving = (await new DynamoPhotoStore(documentClient(), stack.stack.tableName).getPhotos(ownIds)).find((photo) => photo.familyId !== family)!;
      expect((await relative.client.post(`/photo/${stillMoving.photoId}`, { description: 'Changed while it moved' })).status).toBe(200);
      // Meanwhile the newcomer's session reads both keys; the family's other members read the family's alone.
      expect((await sessionOf(relative.client))?.arrivingFrom).toBe(relative.userId);
      expect((await sessionOf(founder.client))?.arrivingFrom).toBeUndefined();
      gate.release(Infinity);
      for (const seen of [nothingMovedYet, halfMoved]) {
        expect(new Set(seen.stripIds).size).toBe(seen.stripIds.length);
        expect(seen.stripIds).toEqual(expect.arrayContaining(ownIds));
        expect(seen.total).toBeGreaterThanOrEqual(130);
        expect(seen.documents).toEqual(expect.arrayContaining(documents.map((document) => document.documentId)));
        expect(seen.opened).toBe(200);
        // Their place on the map, and its list with every photo of theirs there.
        expect(seen.place.onMap).toBe(atGrandJunction.length);
        expect(seen.place.listed.sort()).toEqual([...atGrandJunction].sort());
      }
    } finally {
      gate.remove();
    }
    await until(() => movesFinished(relative.client), 'the join to finish');
    await until(async () => (await sessionOf(relative.client))?.arrivingFrom === undefined, 'the session to read the family alone');
    const after = await libraryOf(relative.client, grandJunction);
    expect(after.total).toBe(150);
    expect((await relative.client.get(`/photo/${stillMoving!.photoId}`)).body.photo.description).toBe('Changed while it moved');
    // Its caption's words moved with it: the family's search finds it, for the founder as for the relative.
    for (const member of [founder, relative]) {
      expect((await member.client.get('/photos/search?q=changed%20moved')).body.photos.map((photo: { id: string }) => photo.id)).toEqual([stillMoving!.photoId]);
    }
    expect(after.stripIds.sort()).toEqual([...ownIds, ...(await everyStripId(founder.client)).filter((id) => !ownIds.includes(id))].sort());
  }, 120_000);

  it('a relative joining a family that already shares reads their whole tree at every step (theirs until its copy is whole, then the family\'s), and changes it again once the copy is done', async () => {
    const founder = await member('treekeeper');
    const cousin = await member('treecousin');
    const relative = await member('treenewcomer');
    expect((await founder.client.post('/person', { names: [{ first_name: 'Rose', last_name: 'Founder' }] })).status).toBe(200);
    await inviteAndAccept(stack, founder, cousin);
    await until(() => movesFinished(founder.client, cousin.client), 'the cousin to join');
    await importGedcom(familyDeps(), { ownerId: relative.userId, source: KENNEDY, fileName: 'kennedy.ged' });
    const before = await treeOf(relative.client);
    expect(before.people).toBe(208);
    const founderBefore = (await treeOf(founder.client)).people;

    // The tree's copies are held before the first is written and after the first page (four writes).
    const family = (await founder.client.get('/family')).body.family_id as string;
    const gate = holdTreeCopies(family);
    const seen: Array<Awaited<ReturnType<typeof treeOf>>> = [];
    const founderSaw: number[] = [];
    try {
      await inviteAndAccept(stack, founder, relative);
      for (const held of [0, 4]) {
        await gate.held(held);
        seen.push(await treeOf(relative.client, before.someone.id));
        founderSaw.push((await treeOf(founder.client)).people);
        gate.release(held + 4);
      }
      // A change to the tree waits for the copy: refused with a reason, nothing half written.
      const edit = await relative.client.post(`/person/${before.someone.id}`, { sex: before.someone.sex });
      expect(edit.status).toBe(409);
      expect(edit.body.message).toBe('Your family tree is being copied into the family you joined. It stays in view meanwhile; changing or exporting it waits until the copy is done, in a moment.');
      gate.release(Infinity);
    } finally {
      gate.remove();
    }
    for (const moment of seen) {
      expect(moment.people).toBe(208);
      expect(moment.listed).toBe(208);
      expect(moment.found).toBe(before.found);
      expect(moment.opened).toBe(200);
    }
    expect(founderSaw.every((count) => count >= founderBefore)).toBe(true);

    await until(() => movesFinished(relative.client), 'the join to finish');
    const after = await treeOf(relative.client, before.someone.id);
    expect(after.people).toBe(209);
    expect(after.opened).toBe(200);
    expect((await sessionOf(relative.client))?.treeFrom).toBeUndefined();
    expect((await relative.client.post(`/person/${before.someone.id}`, { sex: before.someone.sex })).status).toBe(200);
    expect((await treeOf(founder.client)).people).toBe(209);
  }, 120_000);
});

describe("the family's photo total while a library moves in", () => {
  it('is counted when the join is accepted, before any photo moves: a total never read would be counted again at every strip read while the move keeps the library busy', async () => {
    const { founder, relative, family } = await sharingFamilyAndNewcomer('total');
    // A family whose total was never counted (nobody opened the strip, and it formed before joins read it).
    const key = { pk: `photototal#${family}`, sk: 'total' };
    await documentClient().send(new DeleteCommand({ TableName: stack.stack.tableName, Key: key }));
    const base = async () => (await documentClient().send(new GetCommand({ TableName: stack.stack.tableName, Key: key, ConsistentRead: true }))).Item;
    await seedPhotos(stack, Array.from({ length: 30 }, (_, i) => photoRecord(relative.userId, { dateTaken: dayText(i) })));
    const gate = holdMovedPhotoWrites(family);
    try {
      await inviteAndAccept(stack, founder, relative);
      await gate.held(0);
      expect(await base()).toMatchObject({ counted: true, photoCount: 0 });
      gate.release(Infinity);
    } finally {
      gate.remove();
    }
    await until(() => movesFinished(relative.client), 'the join to finish');
    expect((await founder.client.get('/photos')).body.total).toBe(30);
  }, 60_000);
});

describe("the joiner's faces while their library moves in", () => {
  it("a relative joining a family that already shares sees every face of their photos at every step of the move: on each photo, a person's photos, the unnamed group and the faces seen once", async () => {
    const { founder, relative, family } = await sharingFamilyAndNewcomer('face', 1);
    // 130 photos of the relative's (two of the move's pages: the second's faces wait under their
    // key while the first's photos move): each shows their grandmother, every fourth a face of a
    // group not named yet, every fifth someone seen once.
    const own = await seedPhotos(stack, Array.from({ length: 130 }, (_, i) => photoRecord(relative.userId, { dateTaken: dayText(i + 3) })));
    const grandmother = (await relative.client.post('/person', { names: [{ first_name: 'Ida', last_name: 'Newcomer' }] })).body.person.id as string;
    const group = await (await faceDeps()).people.createUnnamed(relative.userId, relative.userId);
    const faces = await seedFaces(relative.userId, own, (i) => [grandmother, ...(i % 4 ? [] : [group]), ...(i % 5 ? [] : [null])]);
    const store = new DynamoFaceStore(documentClient(), stack.stack.tableName);
    await store.putUnnamed({ ownerId: relative.userId, personId: group, faceId: faces.find((face) => face.personId === group)!.faceId, createdAt: Date.now(), announced: true });
    const before = await facesSeen(relative.client, own, grandmother, group);
    expect(Object.keys(before.onPhotos)).toHaveLength(130);
    expect(before.ofGrandmother).toHaveLength(130);
    expect(before.ofGroup).toHaveLength(33);
    expect(before.unnamed).toEqual([group]);
    expect(before.seenOnce).toHaveLength(26);

    // The move's photo writes are held before any photo moved and after its first transaction.
    const gate = holdMovedPhotoWrites(family);
    const seen: Array<typeof before> = [];
    try {
      await inviteAndAccept(stack, founder, relative);
      await gate.held(0);
      seen.push(await facesSeen(relative.client, own, grandmother, group));
      gate.release(1);
      await gate.held(1);
      const ownIds = own.map((photo) => photo.photoId);
      expect(await photosInFamily(family, ownIds)).toBeGreaterThan(0);
      expect(await photosInFamily(family, ownIds)).toBeLessThan(130);
      seen.push(await facesSeen(relative.client, own, grandmother, group));
      // A face still on its way is seen, not changed: the move would write it again as it was.
      const [stillMoving] = (await store.facesOfPerson(relative.userId, null, { limit: 1 })).items;
      const naming = await relative.client.post(`/person/${grandmother}/face/${stillMoving!.faceId}`);
      expect(naming.status).toBe(409);
      expect(naming.body.message).toBe('That photo is still moving into your family library. Its faces can be named once it has arrived, in a moment.');
      gate.release(Infinity);
    } finally {
      gate.remove();
    }
    for (const moment of seen) expect(moment).toEqual(before);
    await until(() => movesFinished(relative.client), 'the join to finish');
    expect(await facesSeen(relative.client, own, grandmother, group)).toEqual(before);
    expect(await facesSeen(founder.client, own, grandmother, group)).toEqual(before);
  }, 120_000);
});

describe("the joiner's near-duplicates while their library moves in", () => {
  it('the relative reviews the copies they had before joining at every step of the move; nobody\'s review clears the pairs of photos on their way in; "Not duplicates" holds', async () => {
    const { founder, relative, family } = await sharingFamilyAndNewcomer('copy', 1);
    // Two pages of the move's photos; copies among them on both pages, one pair said not to be copies.
    const own = await seedPhotos(stack, Array.from({ length: 130 }, (_, i) => photoRecord(relative.userId, { dateTaken: dayText(i + 3) })));
    const pairOf = (i: number, j: number) => ({ a: [own[i]!.photoId, own[j]!.photoId].sort()[0]!, b: [own[i]!.photoId, own[j]!.photoId].sort()[1]!, distance: 2, exact: false });
    const index = new DynamoNearDuplicateStore(documentClient(), stack.stack.tableName);
    await index.putPairs(relative.userId, [pairOf(0, 1), pairOf(60, 61), pairOf(120, 121)], Date.now());
    await index.dismissPairs(relative.userId, [pairOf(60, 61)]);
    const groupsSeenBy = async (client: BrowserLikeClient) => {
      const answer = await client.get('/duplicates');
      expect(answer.status).toBe(200);
      return (answer.body.groups as Array<{ photos: Array<{ photo: { id: string } }> }>).map((group) => group.photos.map((entry) => entry.photo.id).sort().join('+')).sort();
    };
    const copies = [pairOf(0, 1), pairOf(120, 121)].map((pair) => `${pair.a}+${pair.b}`).sort();
    expect(await groupsSeenBy(relative.client)).toEqual(copies);

    const gate = holdMovedPhotoWrites(family);
    const relativeSaw: string[][] = [];
    try {
      await inviteAndAccept(stack, founder, relative);
      for (const held of [0, 1]) {
        await gate.held(held);
        relativeSaw.push(await groupsSeenBy(relative.client));
        if (held === 0) {
          // Shown, not changed, while on their way: keeping one would race the move.
          const keep = await relative.client.post('/duplicates/keep', { keep: own[0]!.photoId, remove: [own[1]!.photoId] });
          expect(keep.status).toBe(409);
          expect(keep.body.message).toBe('Some of those photos are still moving into your family library. Choose which to keep once they have arrived, in a moment.');
        }
        // The founder sees a copy of the relative's once its photos have arrived; her review clears none of their pairs.
        const arrived: string[] = [];
        for (const group of copies) if ((await photosInFamily(family, group.split('+'))) === 2) arrived.push(group);
        expect((await groupsSeenBy(founder.client)).filter((group) => copies.includes(group))).toEqual(arrived);
        gate.release(held + 1);
      }
      gate.release(Infinity);
    } finally {
      gate.remove();
    }
    for (const groups of relativeSaw) expect(groups).toEqual(copies);
    await until(() => movesFinished(relative.client), 'the join to finish');
    expect(await groupsSeenBy(founder.client)).toEqual(copies);
    expect(await groupsSeenBy(relative.client)).toEqual(copies);
  }, 120_000);
});

/** A family that already shares (a founder with `founderPhotos` photos, and a cousin), and a relative about to join it. */
async function sharingFamilyAndNewcomer(name: string, founderPhotos = 0) {
  const founder = await member(`${name}keeper`);
  const cousin = await member(`${name}cousin`);
  const relative = await member(`${name}newcomer`);
  await seedPhotos(stack, Array.from({ length: founderPhotos }, (_, i) => photoRecord(founder.userId, { dateTaken: dayText(i + 1) })));
  await inviteAndAccept(stack, founder, cousin);
  await until(() => movesFinished(founder.client, cousin.client), 'the cousin to join');
  return { founder, relative, family: (await founder.client.get('/family')).body.family_id as string };
}

/** Faces on photos of `ownerId`'s library as a scan writes them, with each photo's scan marker: photo i shows `peopleOn(i)` (null: nobody). */
async function seedFaces(ownerId: string, photos: readonly PhotoRecord[], peopleOn: (index: number) => Array<string | null>): Promise<FaceRecord[]> {
  const store = new DynamoFaceStore(documentClient(), stack.stack.tableName);
  const now = Date.now();
  const written: FaceRecord[] = [];
  for (const [index, photo] of photos.entries()) {
    const faces = peopleOn(index).map(
      (personId, place): FaceRecord => ({
        ownerId,
        faceId: ulid(),
        recognitionId: null,
        photoId: photo.photoId,
        personId,
        box: { left: 0.1 + place * 0.3, top: 0.2, width: 0.2, height: 0.3 },
        genderHint: null,
        confidence: 99,
        thumbKey: `users/${ownerId}/faces/${photo.photoId}-${place}.jpg`,
        photoDateSort: photo.dateSort,
        rejectedPersonIds: [],
        keptApartFrom: [],
        createdAt: now,
        updatedAt: now,
      }),
    );
    await store.putFaces(faces);
    await store.putScan({ ownerId, photoId: photo.photoId, faceIds: faces.map((face) => face.faceId), scannedAt: now });
    written.push(...faces);
  }
  return written;
}

/** What a member sees of the faces on these photos: each photo's faces on the strip and opened, a person's photos, a group's, the unnamed groups, the faces seen once. */
async function facesSeen(client: BrowserLikeClient, photos: readonly PhotoRecord[], personId: string, groupId: string) {
  const named = (faces: Array<{ id: string; person_id: string | null }>) => faces.map((face) => `${face.id}:${face.person_id}`).sort();
  const onPhotos: Record<string, string[]> = {};
  let page: string | null = null;
  do {
    const answer = await client.get(`/photos${page ? `?page=${encodeURIComponent(page)}` : ''}`);
    for (const [photoId, faces] of Object.entries((answer.body.faces ?? {}) as Record<string, Array<{ id: string; person_id: string | null }>>)) onPhotos[photoId] = named(faces);
    page = answer.body.next_page as string | null;
  } while (page);
  for (const photo of photos.filter((_, index) => index % 13 === 0)) {
    const opened = await client.get(`/photo/${photo.photoId}/people`);
    expect(opened.status).toBe(200);
    expect(named(opened.body.faces)).toEqual(onPhotos[photo.photoId]);
  }
  const every = async (path: string, field: 'photos' | 'faces') => {
    const ids: string[] = [];
    let next: string | null = null;
    do {
      const answer = await client.get(`${path}${path.includes('?') ? '&' : '?'}${next ? `page=${encodeURIComponent(next)}` : ''}`);
      expect(answer.status).toBe(200);
      ids.push(...(answer.body[field] as Array<{ id: string }>).map((item) => item.id));
      next = answer.body.next_page as string | null;
    } while (next);
    expect(new Set(ids).size).toBe(ids.length);
    return ids.sort();
  };
  return {
    onPhotos,
    ofGrandmother: await every(`/photos?person_id=${personId}`, 'photos'),
    ofGroup: await every(`/photos?person_id=${groupId}`, 'photos'),
    unnamed: ((await client.get('/faces/unnamed')).body.people as Array<{ person: { id: string } }>).map((entry) => entry.person.id),
    seenOnce: await every('/faces/seen_once', 'faces'),
  };
}

/** What a member's tree shows at one moment: its people total, the A-Z list read to its end, a name search, one person opened. */
async function treeOf(client: BrowserLikeClient, personId?: string) {
  const first = await client.get('/people');
  expect(first.status).toBe(200);
  let listed = 0;
  let cursor: string | null = null;
  do {
    const page = await client.get(`/people${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    listed += (page.body.people as unknown[]).length;
    cursor = page.body.cursor as string | null;
  } while (cursor);
  const search = await client.get('/persons?q=Kennedy');
  const someone = (first.body.people as Array<{ id: string; sex: string }>)[0];
  return {
    people: first.body.totals.people as number,
    listed,
    found: (search.body.persons as unknown[]).length,
    someone: { id: someone?.id ?? '', sex: someone?.sex ?? '' },
    opened: personId ? (await client.get(`/person/${personId}`)).status : null,
  };
}

/** The session a member's browser holds. */
const sessionOf = (client: BrowserLikeClient) => new DynamoSessionStore(documentClient(), stack.stack.tableName).resolve(client.cookie(SESSION_COOKIE)!);

/** Every photo id on a member's strip, page by page. */
async function everyStripId(client: BrowserLikeClient): Promise<string[]> {
  const ids: string[] = [];
  let page: string | null = null;
  do {
    const answer = await client.get(`/photos${page ? `?page=${encodeURIComponent(page)}` : ''}`);
    expect(answer.status).toBe(200);
    ids.push(...(answer.body.photos as Array<{ id: string }>).map((photo) => photo.id));
    page = answer.body.next_page as string | null;
  } while (page);
  return ids;
}

/** What a member's library shows at one moment: the strip (every page), its total, the documents, one photo opened, a place's marker and list. */
async function libraryOf(client: BrowserLikeClient, placeId: string) {
  const stripIds = await everyStripId(client);
  const [first, documents, map, there] = await Promise.all([client.get('/photos'), client.get('/documents'), client.get('/photos/map'), client.get(`/locationlist/${placeId}`)]);
  const opened = (await client.get(`/photo/${stripIds.at(-1)}`)).status;
  const point = (map.body.points as Array<{ location_id: string; image_count: number }>).find((marker) => marker.location_id === placeId);
  return {
    stripIds,
    total: first.body.total as number,
    documents: (documents.body.documents as Array<{ id: string }>).map((document) => document.id),
    opened,
    place: { onMap: point?.image_count ?? 0, listed: ((there.body.photos ?? []) as Array<{ id: string }>).map((photo) => photo.id) },
  };
}

/** How many of these photos are in the family's library now. */
async function photosInFamily(family: string, photoIds: readonly string[]): Promise<number> {
  const photos = await new DynamoPhotoStore(documentClient(), stack.stack.tableName).getPhotos(photoIds);
  return photos.filter((photo) => photo.familyId === family).length;
}

/**
 * Holds the family move's writes of moved photos (a transaction that puts a photo of `family`):
 * `release(n)` lets the first n such writes through, `held(n)` waits until the move waits at the
 * (n+1)th. The runtime's own client, so the move the queue runs is the one held.
 */
const holdMovedPhotoWrites = (family: string) =>
  holdRuntimeWrites('holdMovedPhotoWrites', (input) => {
    const items = (input as { TransactItems?: Array<{ Put?: { Item?: Record<string, unknown> } }> }).TransactItems ?? [];
    return items.some((item) => item.Put?.Item?.__edb_e__ === 'photo' && item.Put.Item.familyId === family);
  });

/** Holds the writes of a join's tree copies into `family` (BatchWrites putting `tree#<family>#` items), as holdMovedPhotoWrites. */
const holdTreeCopies = (family: string) =>
  holdRuntimeWrites('holdTreeCopies', (input) => {
    const requests = (input as { RequestItems?: Record<string, unknown> }).RequestItems?.[stack.stack.tableName];
    return Array.isArray(requests) && requests.some((request: { PutRequest?: { Item?: { pk?: unknown } } }) => String(request.PutRequest?.Item?.pk).startsWith(`tree#${family}#`));
  });

/** Holds the runtime client's requests that `matches`: `release(n)` lets the first n through, `held(n)` waits until the (n+1)th waits. */
function holdRuntimeWrites(name: string, matches: (input: unknown) => boolean) {
  let allowed = 0;
  let waiting = 0;
  const waiters: Array<() => void> = [];
  documentClient().middlewareStack.add(
    (next) => async (args) => {
      if (matches(args.input)) {
        const turn = waiting++;
        while (turn >= allowed) await new Promise<void>((resolve) => waiters.push(resolve));
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());
  return {
    release(count: number) {
      allowed = count;
      wake();
    },
    held: (count: number) => until(async () => waiting > count, `the move to reach its held write ${count + 1}`),
    remove() {
      allowed = Infinity;
      wake();
      documentClient().middlewareStack.remove(name);
    },
  };
}

/** A tree moved as a join moves it: every item copied, then every original removed. */
async function moveTree(mover: DynamoScopeMover, from: string, to: string): Promise<{ copied: number; calls: number }> {
  let copied = 0;
  let calls = 0;
  for (const walk of ['copy', 'remove'] as const) {
    let cursor: Record<string, unknown> | null = null;
    do {
      const page: { copied: number; cursor: Record<string, unknown> | null } = walk === 'copy' ? await mover.copyTreePage(from, to, cursor, false) : await mover.removeTreePage(from, to, cursor);
      copied += page.copied;
      cursor = page.cursor;
      calls++;
    } while (cursor && calls < 40);
  }
  return { copied, calls };
}

describe('the mover', () => {
  it('gets past a hundred and more items of the owner partition that are not tree (the move that never ended)', async () => {
    const from = `hang-${Date.now()}`;
    const to = `${from}-family`;
    const client = stack.documentClient;
    const table = stack.stack.tableName;
    // What is not tree sorts first in the owner partition (as an account's sessions and photos can).
    const notTree = Array.from({ length: 150 }, (_, i) => ({ pk: `other#${from}#${i}`, sk: 'item', gsi3pk: ownerPartition(from), gsi3sk: `$aaa#${String(i).padStart(4, '0')}` }));
    const tree = Array.from({ length: 30 }, (_, i) => ({ pk: `tree#${from}#person#p${i}`, sk: 'person', gsi3pk: ownerPartition(from), gsi3sk: `$zzz#p${String(i).padStart(4, '0')}`, ownerId: from }));
    const items = [...notTree, ...tree];
    for (let i = 0; i < items.length; i += 25) {
      await client.send(new BatchWriteCommand({ RequestItems: { [table]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
    }

    const mover = new DynamoScopeMover(client, table);
    expect(await mover.countTree(from)).toBe(30);
    const { copied, calls } = await moveTree(mover, from, to);

    expect(calls).toBeLessThan(40);
    expect(copied).toBe(30);
    expect(await mover.countTree(from)).toBe(0);
    expect(await mover.countTree(to)).toBe(30);
    const left = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: OWNER_INDEX_NAME,
        KeyConditionExpression: 'gsi3pk = :owner',
        FilterExpression: 'begins_with(pk, :other)',
        ExpressionAttributeValues: { ':owner': ownerPartition(from), ':other': `other#${from}#` },
        Select: 'COUNT',
      }),
    );
    expect(left.Count).toBe(150);
  });

  it('looks for the copies of a page larger than one BatchGet takes (100 keys) a hundred at a time, copying and removing every item', async () => {
    const from = `wide-${Date.now()}`;
    const to = `${from}-family`;
    const client = stack.documentClient;
    const table = stack.stack.tableName;
    const tree = Array.from({ length: 260 }, (_, i) => ({ pk: `tree#${from}#person#p${i}`, sk: 'person', gsi3pk: ownerPartition(from), gsi3sk: `person#p${String(i).padStart(4, '0')}`, ownerId: from }));
    for (let i = 0; i < tree.length; i += 25) {
      await client.send(new BatchWriteCommand({ RequestItems: { [table]: tree.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
    }
    const mover = new DynamoScopeMover(client, table, undefined, 250);
    // A resumed copy looks for copies made before it (a BatchGet of the page's keys), then the removal does.
    const firstCopy = await mover.copyTreePage(from, to, null, false);
    expect(firstCopy.copied).toBe(250);
    let resumed = await mover.copyTreePage(from, to, null, true);
    expect(resumed.copied).toBe(0);
    resumed = await mover.copyTreePage(from, to, resumed.cursor, true);
    expect(resumed.copied).toBe(10);
    const { copied } = await moveTree(mover, from, to);
    expect(copied).toBe(260);
    expect(await mover.countTree(from)).toBe(0);
    expect(await mover.countTree(to)).toBe(260);
  });

  it('sends throttled and unprocessed writes again, and leaves an item the table refuses (a poison item) where it was while the rest move', async () => {
    const from = `faults-${Date.now()}`;
    const to = `${from}-family`;
    const client = stack.documentClient;
    const table = stack.stack.tableName;
    const tree = Array.from({ length: 120 }, (_, i) => ({ pk: `tree#${from}#person#p${i}`, sk: 'person', gsi3pk: ownerPartition(from), gsi3sk: `p${String(i).padStart(4, '0')}`, ownerId: from, name: `Person ${i}`, ...(i === 57 ? { poison: true } : {}) }));
    for (let i = 0; i < tree.length; i += 25) {
      await client.send(new BatchWriteCommand({ RequestItems: { [table]: tree.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
    }
    const refused: unknown[] = [];
    const mover = new DynamoScopeMover(client, table, (item) => void refused.push(item.pk));

    // The faults, for this move's items only: the table refuses the poison item in its new place
    // (as it would an item grown past 400 KB), throttles the first three batch writes, and leaves
    // half of every fourth unprocessed.
    const failure = (name: string) => Object.assign(new Error(`Injected ${name}`), { name });
    let batchWrites = 0;
    let throttled = 0;
    let unprocessed = 0;
    client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { RequestItems?: Record<string, Array<{ PutRequest?: { Item: Record<string, unknown> }; DeleteRequest?: unknown }>>; Item?: Record<string, unknown> };
        // BatchWrites only (a BatchGet reads the copies' keys).
        const requests = Array.isArray(input.RequestItems?.[table]) ? input.RequestItems[table] : undefined;
        const ours = requests?.some((r) => String((r.PutRequest?.Item ?? (r.DeleteRequest as { Key: Record<string, unknown> } | undefined)?.Key)?.pk).startsWith(`tree#${to}#`) || String((r.DeleteRequest as { Key: Record<string, unknown> } | undefined)?.Key.pk).startsWith(`tree#${from}#`));
        if (input.Item?.poison && String(input.Item.pk).startsWith(`tree#${to}#`)) throw failure('ValidationException');
        if (!requests || !ours) return next(args);
        if (requests.some((r) => r.PutRequest?.Item.poison)) throw failure('ValidationException');
        batchWrites++;
        if (throttled < 3) {
          throttled++;
          throw failure('ProvisionedThroughputExceededException');
        }
        if (batchWrites % 4 === 0 && requests.length > 1) {
          unprocessed++;
          const half = Math.ceil(requests.length / 2);
          const result = await next({ ...args, input: { ...input, RequestItems: { [table]: requests.slice(0, half) } } });
          return { ...result, output: { ...result.output, UnprocessedItems: { [table]: requests.slice(half) } } as typeof result.output };
        }
        return next(args);
      },
      { step: 'initialize', name: 'injectWriteFaults' },
    );
    let moved: number;
    try {
      moved = (await moveTree(mover, from, to)).copied;
    } finally {
      client.middlewareStack.remove('injectWriteFaults');
    }

    expect(throttled).toBe(3);
    expect(unprocessed).toBeGreaterThan(0);
    // Refused when copied, and again when the originals were removed (it has no copy): it stays.
    expect(refused).toEqual([`tree#${from}#person#p57`, `tree#${from}#person#p57`]);
    expect(moved).toBe(119);
    // Nothing lost, nothing doubled: 119 moved with their content, the poison item still in the old place.
    expect(await mover.countTree(to)).toBe(119);
    expect(await mover.countTree(from)).toBe(1);
    const arrived = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: OWNER_INDEX_NAME,
        KeyConditionExpression: 'gsi3pk = :owner',
        FilterExpression: 'begins_with(pk, :tree)',
        ExpressionAttributeValues: { ':owner': ownerPartition(to), ':tree': `tree#${to}#` },
      }),
    );
    expect(new Set(arrived.Items!.map((item) => item.name)).size).toBe(119);
    expect(arrived.Items!.some((item) => item.name === 'Person 57')).toBe(false);

    // Every item refused (a fault in the move, not one poison item): the move stops instead of
    // finishing having moved nothing.
    client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { RequestItems?: Record<string, unknown>; Item?: Record<string, unknown> };
        if (input.RequestItems || String(input.Item?.pk).startsWith(`tree#${to}-again#`)) throw failure('ValidationException');
        return next(args);
      },
      { step: 'initialize', name: 'refuseEverything' },
    );
    try {
      await expect(mover.copyTreePage(to, `${to}-again`, null, false)).rejects.toThrow('The table refused all 100 items of a page');
    } finally {
      client.middlewareStack.remove('refuseEverything');
    }
    expect(await mover.countTree(to)).toBe(119);
  });

  it('a move killed mid-page (a write fails) resumes and finishes with nothing lost or doubled', async () => {
    const joiner = await member('resumer');
    const familyId = `family-${Date.now()}`;
    const table = stack.stack.tableName;
    const client = stack.documentClient;
    await importGedcom(familyDeps(), { ownerId: joiner.userId, source: KENNEDY, fileName: 'kennedy.ged' });
    await seedPhotos(stack, Array.from({ length: 12 }, () => photoRecord(joiner.userId)));
    const treeMover = new DynamoScopeMover(client, table);
    const treeItems = await treeMover.countTree(joiner.userId);
    expect(treeItems).toBeGreaterThan(500);

    const sharing = new DynamoSharingStore(client, table);
    const ledger = new DynamoMoveLedger(client, table);
    await sharing.putMembership({ userId: joiner.userId, familyId, username: 'Resumer', joinedAt: Date.now(), movingFrom: joiner.userId, treeCopying: true });
    const message: FamilyMoveMessage = { user_id: joiner.userId, from_scope: joiner.userId, to_scope: familyId };
    await requestMove({ moves: ledger, moveQueue: { send: async () => undefined }, now: Date.now }, message);
    const library = new DynamoLibraryMover(client, table);
    const finished: number[] = [];
    const deps: MoveDeps = {
      sharing,
      moves: ledger,
      mover: {
        countTree: (scope) => treeMover.countTree(scope),
        copyTreePage: (from, to, cursor, onlyMissing) => treeMover.copyTreePage(from, to, cursor, onlyMissing),
        removeTreePage: (from, to, cursor) => treeMover.removeTreePage(from, to, cursor),
        countUploads: (userId, from) => library.countUploads(userId, from),
        moveUploads: (userId, from, to, onPage, beforePhotos, leaving) => library.moveUploads(userId, from, to, 'Resumer', onPage, beforePhotos, leaving),
        movePlaces: (from, to) => library.movePlaces(from, to),
      },
      faces: { movePhotos: async () => undefined, moveUnnamed: async () => undefined, regroupArrived: async () => undefined },
      suggestDuplicates: async () => undefined,
      copyDuplicatePairs: async () => undefined,
      progress: async () => undefined,
      finished: async (_message, moved) => void finished.push(moved),
      treeCopied: (userId, from, to) => sharing.treeCopied(userId, from, to),
      arrived: (userId, from, to) => sharing.arrived(userId, from, to),
      carryOn: async () => undefined,
      outOfTime: () => false,
      pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      now: Date.now,
    };

    // The fault: the tenth BatchWrite of the move fails: the first two pages were copied (four
    // writes each), and the third page's copies were half written.
    let batchWrites = 0;
    client.middlewareStack.add(
      (next) => async (args) => {
        if (args.input && Object.values((args.input as { RequestItems?: Record<string, unknown> }).RequestItems ?? {}).some(Array.isArray) && ++batchWrites === 10) throw new Error('Injected fault: the worker died mid-page');
        return next(args);
      },
      { step: 'initialize', name: 'injectMoveFault' },
    );
    try {
      await expect(moveFamilyItems(deps, message)).rejects.toThrow('Injected fault');
    } finally {
      client.middlewareStack.remove('injectMoveFault');
    }
    const halfway = await ledger.get(message);
    expect(halfway?.moved).toBeGreaterThan(0);
    expect(halfway?.total).toBe(treeItems + 12);
    // Killed while the tree was being copied: nothing of it has gone from where the joiner reads it.
    expect(await treeMover.countTree(joiner.userId)).toBe(treeItems);

    expect(await moveFamilyItems(deps, message)).toBe('done');
    expect(await treeMover.countTree(joiner.userId)).toBe(0);
    expect(await treeMover.countTree(familyId)).toBe(treeItems);
    expect(await library.countUploads(joiner.userId, familyId)).toBe(12);
    expect(await library.countUploads(joiner.userId, joiner.userId)).toBe(0);
    expect(await ledger.get(message)).toBeNull();
    expect(finished).toHaveLength(1);
    // Arrived: the membership no longer names where the joiner came from (new sessions read the family's key alone).
    expect((await sharing.membership(joiner.userId))?.movingFrom).toBeNull();
  }, 120_000);

  it('a move that makes no progress is sent again every five minutes, then given up once: the member’s family page and Messages say so (the job logs it for the alarm: infra family-moves test)', async () => {
    const joiner = await member('stuck');
    const ledger = new DynamoMoveLedger(stack.documentClient, stack.stack.tableName);
    const message: FamilyMoveMessage = { user_id: joiner.userId, from_scope: joiner.userId, to_scope: `family-${Date.now()}` };
    let clock = Date.now() - 6 * 60_000;
    // Recorded, but its message is lost and nothing runs it: the move never makes progress.
    await requestMove({ moves: ledger, moveQueue: { send: async () => undefined }, now: () => clock }, message);
    const sent: FamilyMoveMessage[] = [];
    const givenUp: string[] = [];
    const check = () =>
      redriveStalledMoves({
        moves: ledger,
        moveQueue: { send: async (m) => void sent.push(m) },
        now: () => clock,
        giveUp: async (move) => {
          givenUp.push(move.userId);
          await giveUpMove(move);
        },
      });

    for (let run = 1; run <= MOVE_REDRIVES; run++) {
      clock += MOVE_STALL_MS + 60_000;
      await check();
      expect(sent.filter((m) => m.user_id === joiner.userId)).toHaveLength(run);
      expect((await joiner.client.get('/family')).body.moving).toMatchObject({ failed: false });
    }
    clock += MOVE_STALL_MS + 60_000;
    await check();
    expect(givenUp.filter((id) => id === joiner.userId)).toHaveLength(1);
    expect((await joiner.client.get('/family')).body.moving).toMatchObject({ failed: true, done: false });
    const stopped = async () => ((await joiner.client.get('/messages')).body.messages as Array<{ message_type: string; title: string }>).filter((m) => m.message_type === 'family_members');
    await until(async () => (await stopped()).length === 1, 'the message that the move stopped');
    expect((await stopped())[0]!.title).toBe('Moving your photos and family tree could not finish');
    // Given up once: later checks neither send it again nor tell anyone twice.
    clock += MOVE_STALL_MS + 60_000;
    await check();
    expect(sent.filter((m) => m.user_id === joiner.userId)).toHaveLength(MOVE_REDRIVES);
    expect(givenUp.filter((id) => id === joiner.userId)).toHaveLength(1);
    expect(await stopped()).toHaveLength(1);
  });
});
