import type { FaceView, UnnamedPeopleResponse } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserLikeClient } from '../support/accounts-client';
import { inviteAndAccept, until } from '../support/family-join';
import { startTestStack, type TestStack } from '../support/local-stack';
import { trialMemberWithTab, uploadAndScan, type FaceMember } from '../support/face-members';

/**
 * A joiner who named their group of a man before joining a family that has him under another name,
 * in the same photos uploaded by both (the local adapter, labelled photos, the whole family move):
 * after the join, the search of the arrived faces and the family's regrouping, each member's faces
 * stay with the person they named (the copies of one picture were put in one group, held by both,
 * and the joiner's went to the family's person).
 * Named people are never joined to each other nor emptied (regroup.ts): the family merges them by
 * hand or through the duplicates review.
 */
let stack: TestStack;
type Account = FaceMember;
let alice: Account;
let dave: Account;

const member = (name: string) => trialMemberWithTab(stack, name);

/** The person of each face of these photos, as a member sees them. */
async function peopleOfFaces(client: BrowserLikeClient, photoIds: readonly string[]): Promise<Array<string | null>> {
  const people: Array<string | null> = [];
  for (const photoId of photoIds) {
    const reply = await client.get(`/photo/${photoId}/people`);
    expect(reply.status, `faces of ${photoId}`).toBe(200);
    people.push(...(reply.body.faces as FaceView[]).map((face) => face.person_id));
  }
  return people;
}

/** A person's photos (their Pictures tab). */
const photosOf = async (client: BrowserLikeClient, personId: string) => ((await client.get(`/photos?person_id=${personId}`)).body.photos as PhotoView[]).map((photo) => photo.id).sort();

/** The member's one group in 'People to name', named as the home page does (the group's person gets the name). */
async function nameTheGroup(account: Account, name: string[]): Promise<string> {
  const unnamed = (await account.client.get('/faces/unnamed')).body as UnnamedPeopleResponse;
  expect(unnamed.people, `${account.email}'s groups`).toHaveLength(1);
  const personId = unnamed.people[0]!.person.id;
  const saved = await account.client.post(`/person/${personId}`, { names: [{ first_name: name[0], last_name: name[1] }] });
  expect(saved.status).toBe(200);
  return personId;
}

const alicesPhotos: string[] = [];
const davesPhotos: string[] = [];

beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
  alice = await member('alice');
  dave = await member('dave');
  // The same two photos of Barack Obama each (the family's copies of his pictures), grouped; Alice
  // has one more (of someone else), so her library becomes the family's and Dave's moves in.
  const obama = ['faces/train/obama/obama.jpg', 'faces/train/obama/obama2.jpg'];
  for (const file of obama) alicesPhotos.push(await uploadAndScan(alice, file));
  await uploadAndScan(alice, 'faces/train/alex_lacamoire/img1.jpg');
  for (const file of obama) davesPhotos.push(await uploadAndScan(dave, file));
}, 240_000);
afterAll(async () => {
  alice?.tab.close();
  dave?.tab.close();
  await stack?.stop();
});

describe('a joiner who named a man the family named otherwise', () => {
  it('keeps their faces with their person, and the family\'s with theirs; neither is emptied', async () => {
    const obama = await nameTheGroup(alice, ['Barack', 'Obama']);
    const barry = await nameTheGroup(dave, ['Grandpa', 'Barry']);
    expect(await peopleOfFaces(alice.client, alicesPhotos)).toEqual(alicesPhotos.map(() => obama));
    expect(await peopleOfFaces(dave.client, davesPhotos)).toEqual(davesPhotos.map(() => barry));

    await inviteAndAccept(stack, alice, dave);
    const moved = async () => ((await alice.client.get('/family')).body.moving === null && (await dave.client.get('/family')).body.moving === null);
    await until(moved, 'the family move');
    expect((await alice.client.get('/family')).body.family_id).toBe(alice.userId);
    // The family's regrouping is queued behind the arrived faces' searches and may not have run
    // yet: the same pass is asked for here, so the checks do not wait on the queue.
    expect((await alice.client.post('/faces/regroup')).status).toBe(200);

    for (const client of [alice.client, dave.client]) {
      expect(await peopleOfFaces(client, alicesPhotos)).toEqual(alicesPhotos.map(() => obama));
      expect(await peopleOfFaces(client, davesPhotos)).toEqual(davesPhotos.map(() => barry));
      expect(await photosOf(client, barry)).toEqual([...davesPhotos].sort());
      expect(await photosOf(client, obama)).toEqual([...alicesPhotos].sort());
    }
  });
});
