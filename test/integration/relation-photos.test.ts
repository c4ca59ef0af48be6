import type { PhotoView } from '@heirloom/shared/contracts/media';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoAccountStore } from '../../lambdas/adapters/aws/dynamo-account-store';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import type { FaceRecord } from '../../lambdas/domain/faces/records';
import { signUpVerified, type BrowserLikeClient } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { dayText, photoRecord, seedPhotos } from './library-seed';

/**
 * The photo strip's relationship filters (issue 34 item 2) over HTTP against the local stack:
 * GET /photos?relatives_of=&relation= pages through the relatives' photos newest first, a photo
 * two relatives share shown once, with nothing missed; another family sees nothing of it.
 */

let stack: TestStack;
let alice: BrowserLikeClient;
let aliceId: string;
let bob: BrowserLikeClient;
const people: Record<string, string> = {};
/** Photo ids, oldest first by their index (dayText(i) is a later year for a larger i). */
let photoIds: string[] = [];
/** Gives `personId` a face on photos `from` to `to` (inclusive). */
let addFaces: (from: number, to: number, personId: string) => Promise<void>;

const COUNT = 130;

beforeAll(async () => {
  stack = await startTestStack();
  const signedUp = await signUpVerified(stack);
  alice = signedUp.client;
  aliceId = signedUp.user.user_id;
  bob = (await signUpVerified(stack)).client;
  // Abe and Ada's children Bea and Ben; Bea's son Cal; Ben's children Cy and Dot (Cal's first cousins).
  for (const [first, sex] of [['Abe', 'Male'], ['Ada', 'Female'], ['Bea', 'Female'], ['Ben', 'Male'], ['Cal', 'Male'], ['Cy', 'Male'], ['Dot', 'Female']] as const) {
    const reply = await alice.post('/person', { names: [{ first_name: first, last_name: 'Hale' }], sex });
    expect(reply.status).toBe(200);
    people[first] = reply.body.person.id;
  }
  const event = async (type: string, roles: Array<[string, string]>) => {
    const created = await alice.post('/event', { event_type: type, person_id: people[roles[0]![1]], event_role: roles[0]![0] });
    expect(created.status).toBe(200);
    const saved = await alice.post(`/event/${created.body.event.id}`, { event_type: type, participants: roles.map(([event_role, name]) => ({ event_role, person: people[name] })) });
    expect(saved.status).toBe(200);
  };
  await event('birth', [['child', 'Bea'], ['parent', 'Abe'], ['parent', 'Ada']]);
  await event('birth', [['child', 'Ben'], ['parent', 'Abe'], ['parent', 'Ada']]);
  await event('birth', [['child', 'Cal'], ['parent', 'Bea']]);
  await event('birth', [['child', 'Cy'], ['parent', 'Ben']]);
  await event('birth', [['child', 'Dot'], ['parent', 'Ben']]);

  const familyId = (await alice.get('/family')).body.family_id as string;
  const photos = await seedPhotos(stack, Array.from({ length: COUNT }, (_, i) => photoRecord(familyId, { dateTaken: dayText(i) })));
  photoIds = photos.map((photo) => photo.photoId);
  // Cy is in photos 0-79 and Dot in 40-119 (40 photos with both); Abe alone in 120-129.
  const face = (index: number, personId: string): FaceRecord => ({
    ownerId: familyId,
    faceId: ulid(),
    photoId: photos[index]!.photoId,
    personId,
    box: { left: 0.2, top: 0.2, width: 0.2, height: 0.2 },
    genderHint: null,
    confidence: 0.99,
    thumbKey: `faces/${index}.jpg`,
    photoDateSort: photos[index]!.dateSort,
    rejectedPersonIds: [],
    keptApartFrom: [],
    createdAt: Date.now(),
    updatedAt: Date.now(),
  });
  const store = new DynamoFaceStore(stack.documentClient, stack.stack.tableName);
  await store.putFaces([
    ...Array.from({ length: 80 }, (_, i) => face(i, people.Cy!)),
    ...Array.from({ length: 80 }, (_, i) => face(40 + i, people.Dot!)),
    ...Array.from({ length: 10 }, (_, i) => face(120 + i, people.Abe!)),
  ]);
  addFaces = (from, to, personId) => store.putFaces(Array.from({ length: to - from + 1 }, (_, i) => face(from + i, personId)));
});
afterAll(async () => {
  await stack?.stop();
});

type Page = { photos: PhotoView[]; next_page: string | null } & Record<string, unknown>;

/** Every page of a list to the end, from the first or from page link `from`. */
async function allPages(client: BrowserLikeClient, query: string, from: string | null = null): Promise<Page[]> {
  const pages: Page[] = [];
  let next: string | null = from;
  do {
    const reply = await client.get(`/photos?${query}${next ? `&page=${encodeURIComponent(next)}` : ''}`);
    expect(reply.status).toBe(200);
    pages.push(reply.body);
    next = reply.body.next_page;
    expect(pages.length).toBeLessThan(20);
  } while (next);
  return pages;
}

/** Photos `from` to `to` (inclusive) as the strip lists them: newest first. */
const newestFirst = (from: number, to: number) => photoIds.slice(from, to + 1).reverse();

describe('the photo strip by relationship', () => {
  it("pages through Cal's first cousins' photos newest first: a photo of both cousins once, none missed", async () => {
    const pages = await allPages(alice, `relatives_of=${people.Cal}&relation=cousins&degree=1`);
    const shown = pages.flatMap((page) => page.photos.map((photo) => photo.id));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]!.photos).toHaveLength(50);
    expect(shown).toEqual(newestFirst(0, 119));
    expect(pages[0]).toMatchObject({ person: { id: people.Cal, name: 'Cal Hale' }, relatives: { people: 2, truncated: false, chunked: false, partner: null } });
  });

  it("shows a couple's branch (everyone descended from Abe and Ada) and their descendants, and leaves the couple out", async () => {
    const branch = await allPages(alice, `relatives_of=${people.Abe}&relation=branch&partner_id=${people.Ada}`);
    expect(branch.flatMap((page) => page.photos.map((photo) => photo.id))).toEqual(newestFirst(0, 119));
    expect(branch[0]!.relatives).toMatchObject({ partner: { id: people.Ada, name: 'Ada Hale' }, people: 5 });
    const ancestors = await allPages(alice, `relatives_of=${people.Dot}&relation=ancestors`);
    expect(ancestors.flatMap((page) => page.photos.map((photo) => photo.id))).toEqual(newestFirst(120, 129));
  });

  it('says why a filter that names nobody is empty', async () => {
    const reply = await alice.get(`/photos?relatives_of=${people.Abe}&relation=cousins&degree=2`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ photos: [], next_page: null, reason: { code: 'no_relatives', message: 'Abe Hale has no second cousins in the family tree yet.' } });
  });

  it("answers another family's person as not found, and never shows them a photo", async () => {
    const reply = await bob.get(`/photos?relatives_of=${people.Cal}&relation=cousins`);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('That person is not in your family tree');
    const branch = await bob.get(`/photos?relatives_of=${people.Abe}&relation=branch&partner_id=${people.Ada}`);
    expect(branch.status).toBe(404);
  });

  it('refuses a filter it cannot read, in words', async () => {
    const cases: Array<[string, string]> = [
      [`relation=cousins`, 'A relationship filter needs both whose relatives (relatives_of) and which (relation)'],
      [`relatives_of=${people.Cal}`, 'A relationship filter needs both whose relatives (relatives_of) and which (relation)'],
      [`relatives_of=${people.Cal}&relation=second-cousins`, 'Choose a relation: ancestors, descendants, aunts-uncles, cousins, in-laws, branch'],
      [`relatives_of=${people.Cal}&relation=cousins&degree=9`, 'Cousins go up to eighth cousins (degree 8)'],
      [`relatives_of=${people.Abe}&relation=branch`, 'A branch needs the partner: give partner_id'],
      [`relatives_of=${people.Cal}&relation=cousins&person_id=${people.Cy}`, 'Filter by one of person, location, event, list, relatives or favourites at a time'],
      [`relatives_of=${people.Cal}&relation=cousins&page=o50`, 'That page link is not valid'],
    ];
    for (const [query, message] of cases) {
      const reply = await alice.get(`/photos?${query}`);
      expect(reply.status, query).toBe(400);
      expect(JSON.stringify(reply.body), query).toContain(message);
    }
  });

  // Last: it adds a child to the tree.
  it("a preset list that grows from one person to two while it is paged keeps its page link (Bea's Kids: Cal, then a new baby)", async () => {
    await addFaces(0, 59, people.Cal!);
    await new DynamoAccountStore(stack.documentClient, stack.stack.tableName).updateUser(aliceId, { personId: people.Bea! });
    const first = await alice.get('/photos?list=Kids');
    expect(first.body.photos.map((photo: PhotoView) => photo.id)).toEqual(newestFirst(10, 59));
    // A one-person list's link from before lists always merged (the plain cursor a person's own list still uses) pages on.
    const plain = (await alice.get(`/photos?person_id=${people.Cal}`)).body.next_page as string;
    expect(plain.startsWith('m1.')).toBe(false);
    // The person's own list pages on with it too (its second page used to be refused).
    expect((await allPages(alice, `person_id=${people.Cal}`)).flatMap((page) => page.photos.map((photo) => photo.id))).toEqual(newestFirst(0, 59));
    const older = await allPages(alice, 'list=Kids', plain);
    expect(older.flatMap((page) => page.photos.map((photo) => photo.id))).toEqual(newestFirst(0, 9));
    const baby = await alice.post('/person', { names: [{ first_name: 'Eve', last_name: 'Hale' }], sex: 'Female' });
    const birth = await alice.post('/event', { event_type: 'birth', person_id: baby.body.person.id, event_role: 'child' });
    const saved = await alice.post(`/event/${birth.body.event.id}`, {
      event_type: 'birth',
      participants: [
        { event_role: 'child', person: baby.body.person.id },
        { event_role: 'parent', person: people.Bea },
      ],
    });
    expect(saved.status).toBe(200);
    const rest = await allPages(alice, `list=Kids`, first.body.next_page);
    expect(rest.flatMap((page) => page.photos.map((photo) => photo.id))).toEqual(newestFirst(0, 9));
  });
});
