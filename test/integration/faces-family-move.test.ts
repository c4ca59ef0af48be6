import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { FaceView, UnnamedPeopleResponse } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import { DynamoPhotoStore } from '../../lambdas/adapters/aws/dynamo-library-photos';
import { outbox, type BrowserLikeClient } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { trialMemberWithTab, uploadAndScan, type FaceMember } from '../support/face-members';

/**
 * Faces follow their photos when a family forms and when a member leaves (the family queue's
 * move), with the local adapter: the faces, the person a face was named as, the unnamed groups and
 * the person's icon are the same for both members after joining, and the joiner's face of a man the
 * family named joins him (searched among the family's faces once it arrived, then regrouped); the
 * leaver takes their photos' faces along. Three labelled photos keep the file short.
 */
let stack: TestStack;
type Account = FaceMember;
let anna: Account;
let ben: Account;

const member = (name: string) => trialMemberWithTab(stack, name);

/** What a member sees of faces: each photo's faces (id, person), the unnamed groups, a person's photos. */
async function facesSeenBy(client: BrowserLikeClient, photoIds: readonly string[], personId: string) {
  const photos: Record<string, Array<{ id: string; person_id: string | null }>> = {};
  for (const photoId of photoIds) {
    const reply = await client.get(`/photo/${photoId}/people`);
    expect(reply.status, `faces of ${photoId}`).toBe(200);
    photos[photoId] = (reply.body.faces as FaceView[]).map((face) => ({ id: face.id, person_id: face.person_id })).sort((a, b) => a.id.localeCompare(b.id));
  }
  const unnamed = ((await client.get('/faces/unnamed')).body as UnnamedPeopleResponse).people.map((entry) => entry.person.id).sort();
  const named = ((await client.get(`/photos?person_id=${personId}`)).body.photos as PhotoView[]).map((photo) => photo.id).sort();
  return { photos, unnamed, named };
}

async function eventually<T>(read: () => Promise<T>, ready: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const value = await read();
    if (ready(value)) return value;
    if (attempt > 150) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const moveDone = (client: BrowserLikeClient) => eventually(() => client.get('/family'), (reply) => reply.body.moving === null, 'the family move');

const annasPhotos: string[] = [];
let bensPhoto: string;

beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
  anna = await member('anna');
  ben = await member('ben');
  // Two photos of the same two men: both are grouped into unnamed people.
  annasPhotos.push(await uploadAndScan(anna, 'faces/test/obama_and_biden.jpg'));
  annasPhotos.push(await uploadAndScan(anna, 'faces/test/two_people.jpg'));
  bensPhoto = await uploadAndScan(ben, 'faces/train/biden/biden2.jpg');
}, 240_000);
afterAll(async () => {
  anna?.tab.close();
  ben?.tab.close();
  await stack?.stop();
});

describe('faces move with their photos', () => {
  it('joining: both members see the same faces, named person, unnamed groups and icon; leaving takes the leaver\'s faces along', async () => {
    // Anna names Joe Biden from his face in her first photo, the left one (the face's group becomes him)...
    const firstPhotosFaces = (await anna.client.get(`/photo/${annasPhotos[0]}/people`)).body.faces as FaceView[];
    const bidenFace = firstPhotosFaces.reduce((left, face) => (face.bounding_box.left < left.bounding_box.left ? face : left));
    const named = await anna.client.post(`/person?face_id=${bidenFace.id}`, { names: [{ first_name: 'Joe', last_name: 'Biden' }] });
    expect(named.status).toBe(200);
    const biden = named.body.person.id as string;
    // ...and says the face of the second photo is not them.
    const secondPhotosFace = ((await anna.client.get(`/photo/${annasPhotos[1]}/people`)).body.faces as FaceView[]).find((face) => face.person_id === biden);
    expect((await anna.client.call('DELETE', `/person/${biden}/face/${secondPhotosFace!.id}`)).status).toBe(200);
    const before = await facesSeenBy(anna.client, annasPhotos, biden);
    expect(before.named).toEqual([annasPhotos[0]]);
    expect(before.photos[annasPhotos[1]!]).toHaveLength(2);
    expect(before.unnamed).toHaveLength(1);
    const bensFaces = (await ben.client.get(`/photo/${bensPhoto}/people`)).body.faces as FaceView[];
    expect(bensFaces).toHaveLength(1);

    // Anna invites Ben; Ben joins: Anna's library is the larger, so its key becomes the family's
    // and nothing of hers moves; Ben's moves in.
    const sent = await anna.client.post('/invite', { contacts: [{ email: ben.email }], subject: 'Join us', message: 'Photos' });
    expect(sent.status).toBe(200);
    const link = new URL(outbox(stack).filter((mail) => mail.to === ben.email).at(-1)!.body.match(/https?:\/\/\S+/)![0]);
    expect((await ben.client.post(`/invite/${link.searchParams.get('invite')}`, { key: link.searchParams.get('key') })).status).toBe(200);
    await moveDone(anna.client);
    await moveDone(ben.client);
    const familyId = (await anna.client.get('/family')).body.family_id as string;
    expect(familyId).toBe(anna.userId);

    // Ben's face of Joe Biden was compared with Anna's faces once it arrived, and the family
    // regrouped: it is with the Joe Biden Anna named now, for both of them.
    const everyPhoto = [...annasPhotos, bensPhoto];
    const annaSees = await eventually(
      () => facesSeenBy(anna.client, everyPhoto, biden),
      (seen) => seen.photos[bensPhoto]?.[0]?.person_id !== null,
      "Ben's face matched with Anna's",
    );
    expect(annaSees).toEqual({ photos: { ...before.photos, [bensPhoto]: [{ id: bensFaces[0]!.id, person_id: biden }] }, unnamed: before.unnamed, named: [...before.named, bensPhoto].sort() });
    expect(await facesSeenBy(ben.client, everyPhoto, biden)).toEqual(annaSees);
    const icon = await stack.fetch(`/api/person/${biden}/thumbnail`, { headers: { cookie: ben.client.sessionCookie ?? '' }, redirect: 'manual' });
    expect(icon.status).toBe(302);
    // Nothing is left under Ben's old key.
    const store = new DynamoFaceStore(stack.documentClient, stack.stack.tableName);
    expect(await store.facesOfPhoto(ben.userId, bensPhoto)).toEqual([]);
    expect((await store.listUnnamed(ben.userId, { limit: 10 })).items).toEqual([]);
    expect(await store.getScan(familyId, bensPhoto)).not.toBeNull();
    expect((await store.getFace(familyId, secondPhotosFace!.id))?.rejectedPersonIds).toEqual([biden]);

    // A move that stopped half way (faces copied, the originals and the photo not yet moved),
    // delivered again, adds no face and loses no link.
    const photos = new DynamoPhotoStore(stack.documentClient, stack.stack.tableName);
    const movedPhoto = (await photos.getPhoto(bensPhoto))!;
    await photos.savePhotos([{ before: movedPhoto, after: { ...movedPhoto, familyId: ben.userId } }]);
    await store.putFaces((await store.facesOfPhoto(familyId, bensPhoto)).map((face) => ({ ...face, ownerId: ben.userId })));
    ben.tab.messages.length = 0;
    await stack.sqs.send(new SendMessageCommand({ QueueUrl: stack.stack.queues.family!.url, MessageBody: JSON.stringify({ user_id: ben.userId, from_scope: ben.userId, to_scope: familyId }) }));
    await ben.tab.next((m) => m.type === 'family_moving' && m.done === true, 30_000);
    expect(await facesSeenBy(anna.client, everyPhoto, biden)).toEqual(annaSees);
    expect(await store.facesOfPhoto(familyId, bensPhoto)).toHaveLength(1);
    expect(await store.facesOfPhoto(ben.userId, bensPhoto)).toEqual([]);

    // Anna makes Ben's face Joe Biden's icon.
    expect((await anna.client.post(`/person/${biden}/thumbnail/${bensFaces[0]!.id}`)).status).toBe(200);
    const iconOf = async (personId: string) =>
      (await stack.fetch(`/api/person/${personId}/thumbnail`, { headers: { cookie: anna.client.sessionCookie ?? '' }, redirect: 'manual' })).headers.get('location') ?? '';
    expect(await iconOf(biden)).toContain(`face-${bensFaces[0]!.id}`);

    // Ben leaves and takes his photo's face along; Anna's faces stay as they were.
    expect((await ben.client.post(`/remove_family/${ben.userId}`)).status).toBe(200);
    const bensAfter = await eventually(
      () => ben.client.get(`/photo/${bensPhoto}/people`),
      (reply) => reply.status === 200 && (reply.body.faces as FaceView[]).length === 1,
      "Ben's photo's faces in his own library",
    );
    // His face keeps its id; the family's people stay with the family, so it waits to be named again.
    expect((bensAfter.body.faces as FaceView[]).map((face) => [face.id, face.person_id])).toEqual([[bensFaces[0]!.id, null]]);
    expect((await anna.client.get(`/photo/${bensPhoto}/people`)).status).toBe(404);
    expect(await store.facesOfPhoto(familyId, bensPhoto)).toEqual([]);
    expect(await facesSeenBy(anna.client, annasPhotos, biden)).toEqual(before);
    // His icon is one of his faces still in the family.
    const bidensFaces = Object.values(before.photos).flat().filter((face) => face.person_id === biden);
    expect(bidensFaces.map((face) => `face-${face.id}`)).toContain((await iconOf(biden)).match(/face-[0-9A-Z]+/)?.[0]);
  });
});
