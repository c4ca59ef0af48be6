import type { PhotoView } from '@heirloom/shared/contracts/media';
import { PHOTO_SEARCH_LIMIT } from '@heirloom/shared/contracts/photos';
import { DATE_PARSE_ERRORS, RANGE_ENDS_BEFORE_IT_STARTS } from '@heirloom/shared/rules/fuzzy-date';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoAccountStore } from '../../lambdas/adapters/aws/dynamo-account-store';
import { documentClient } from '../../lambdas/runtime/clients';
import { signUpVerified, type BrowserLikeClient } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { BERLIN, dayText, GRAND_JUNCTION, photoRecord, placeFor, seedPhotos } from './library-seed';

let stack: TestStack;
let alice: { client: BrowserLikeClient; userId: string };
let bob: { client: BrowserLikeClient; userId: string };
let grandJunction: string;
let berlin: string;

/** Alice's library: 50 dated photos in Grand Junction, 10 dated in Berlin, 20 undated with no place. */
const DATED_GJ = 50;
const DATED_BERLIN = 10;
const UNDATED = 20;
const TOTAL = DATED_GJ + DATED_BERLIN + UNDATED;

beforeAll(async () => {
  stack = await startTestStack();
  const a = await signUpVerified(stack);
  const b = await signUpVerified(stack);
  alice = { client: a.client, userId: a.user.user_id };
  bob = { client: b.client, userId: b.user.user_id };
  grandJunction = (await placeFor(stack, alice.userId, GRAND_JUNCTION)).locationId;
  berlin = (await placeFor(stack, alice.userId, BERLIN)).locationId;
  await seedPhotos(stack, [
    ...Array.from({ length: DATED_GJ }, (_, i) => photoRecord(alice.userId, { dateTaken: dayText(i), locationId: grandJunction })),
    ...Array.from({ length: DATED_BERLIN }, (_, i) => photoRecord(alice.userId, { dateTaken: dayText(60 + i), locationId: berlin })),
    ...Array.from({ length: UNDATED }, () => photoRecord(alice.userId)),
  ]);
  await seedPhotos(stack, [photoRecord(bob.userId, { dateTaken: '2001' })]);
});
afterAll(async () => {
  await stack?.stop();
});

type Page = { photos: PhotoView[]; next_page: string | null } & Record<string, unknown>;

/** Every page of a list, to the end: the last page has no next_page (and may be empty). */
async function allPages(client: BrowserLikeClient, query: string): Promise<{ photos: PhotoView[]; pages: Page[] }> {
  const pages: Page[] = [];
  let next: string | null = null;
  do {
    const separator = query ? '&' : '';
    const response = await client.get(`/photos?${query}${next ? `${separator}page=${encodeURIComponent(next)}` : ''}`);
    expect(response.status).toBe(200);
    pages.push(response.body);
    next = response.body.next_page;
    expect(pages.length).toBeLessThan(50);
  } while (next);
  return { photos: pages.flatMap((page) => page.photos), pages };
}

const ids = (photos: readonly PhotoView[]) => photos.map((photo) => photo.id);

describe('the photo strip: GET /photos', () => {
  it('pages through the whole library, 50 at a time, newest taken first and undated last', async () => {
    const { photos, pages } = await allPages(alice.client, '');
    expect(pages.map((page) => page.photos.length)).toEqual([50, 30]);
    expect(new Set(ids(photos)).size).toBe(TOTAL);
    const dated = photos.slice(0, DATED_GJ + DATED_BERLIN);
    const years = dated.map((photo) => Number(photo.date_taken!.split(' ').at(-1)));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(photos.slice(DATED_GJ + DATED_BERLIN).every((photo) => photo.date_taken === null)).toBe(true);
    expect(photos[0]).toMatchObject({ user_id: alice.userId, location: { id: berlin, formatted_address: 'Berlin, Germany' } });
    expect(photos[0]!.thumbnail_urls['300']).toMatch(/^http/);
  });

  it('ends with an empty page when the list is an exact multiple of 50', async () => {
    const { pages } = await allPages(alice.client, `location_id=${grandJunction}`);
    expect(pages.map((page) => page.photos.length)).toEqual([50, 0]);
    expect(pages[0]!.location).toEqual({ id: grandJunction, formatted_address: GRAND_JUNCTION.formattedAddress, place_id: GRAND_JUNCTION.placeId });
    expect(pages.at(-1)!.next_page).toBeNull();
  });

  it('filters by location, by no location, by missing date, and both', async () => {
    const inBerlin = await allPages(alice.client, `location_id=${berlin}`);
    expect(inBerlin.photos).toHaveLength(DATED_BERLIN);
    expect(inBerlin.photos.every((photo) => photo.location_id === berlin)).toBe(true);

    const nowhere = await allPages(alice.client, 'location_id=none');
    expect(nowhere.photos).toHaveLength(UNDATED);
    expect(nowhere.pages[0]!.location).toBeNull();
    expect(nowhere.photos.every((photo) => photo.location === null)).toBe(true);

    const undated = await allPages(alice.client, 'missing_date=true');
    expect(undated.photos).toHaveLength(UNDATED);
    expect(undated.photos.every((photo) => photo.date_taken === null)).toBe(true);

    expect((await allPages(alice.client, `location_id=${berlin}&missing_date=true`)).photos).toEqual([]);
    expect((await allPages(alice.client, 'location_id=none&missing_date=true')).photos).toHaveLength(UNDATED);
  });

  it('refuses a page link made for another list or another user, and two filters at once', async () => {
    const first = await alice.client.get(`/photos?location_id=${grandJunction}`);
    const elsewhere = await alice.client.get(`/photos?location_id=${berlin}&page=${encodeURIComponent(first.body.next_page)}`);
    expect(elsewhere.status).toBe(400);
    expect((await bob.client.get(`/photos?page=${encodeURIComponent(first.body.next_page)}`)).status).toBe(400);
    const forged = Buffer.from(JSON.stringify({ gsi1pk: `photos#${alice.userId}`, gsi1sk: '$photo_1#dateSort_9', pk: 'x', sk: 'y' })).toString('base64url');
    expect((await bob.client.get(`/photos?page=${forged}`)).status).toBe(400);
    expect((await alice.client.get(`/photos?location_id=none&event_id=none`)).status).toBe(400);
    expect((await alice.client.get('/photos?list=Cousins')).status).toBe(400);
  });

  it("shows nobody else's photos", async () => {
    const { photos } = await allPages(bob.client, '');
    expect(photos).toHaveLength(1);
    expect(photos[0]!.user_id).toBe(bob.userId);
    // Another user's place is not found, like any id that is not theirs.
    expect((await bob.client.get(`/photos?location_id=${grandJunction}`)).status).toBe(404);
  });

  it('person_id=none lists the photos with faces not assigned (none here: these photos have no faces); a person with no faces has no photos', async () => {
    expect((await allPages(alice.client, 'person_id=none')).photos).toHaveLength(0);
    const person = await alice.client.post('/person', { names: [{ first_name: 'Ada', last_name: 'Lovelace' }] });
    expect(person.status).toBe(200);
    const page = await alice.client.get(`/photos?person_id=${person.body.person.id}`);
    expect(page.body).toMatchObject({ photos: [], next_page: null, person: { id: person.body.person.id, name: expect.stringContaining('Ada') } });
    expect((await bob.client.get(`/photos?person_id=${person.body.person.id}`)).status).toBe(404);
  });

  it('list presets name the relatives first: no own person, no such relatives, then the photos with their faces', async () => {
    expect((await alice.client.get('/photos?list=Kids')).body.reason.code).toBe('no_own_person');
    const me = await alice.client.post('/person', { names: [{ first_name: 'Mary', last_name: 'Shelley' }] });
    const kid = await alice.client.post('/person', { names: [{ first_name: 'Percy', last_name: 'Shelley' }] });
    const birth = await alice.client.post('/event', { event_type: 'birth', person_id: kid.body.person.id, event_role: 'child', start_date: '1819' });
    expect(birth.status).toBe(200);
    const saved = await alice.client.post(`/event/${birth.body.event.id}`, {
      event_type: 'birth',
      start_date: '1819',
      participants: [
        { event_role: 'child', person: kid.body.person.id },
        { event_role: 'parent', person: me.body.person.id },
      ],
    });
    expect(saved.status).toBe(200);
    await new DynamoAccountStore(documentClient(), stack.stack.tableName).updateUser(alice.userId, { personId: me.body.person.id });
    expect((await alice.client.get('/photos?list=Siblings')).body).toMatchObject({ photos: [], reason: { code: 'no_relatives' } });
    expect((await alice.client.get('/photos?list=Kids&list=Siblings')).body).toEqual({ photos: [], next_page: null });
    expect((await alice.client.get('/photos?list=Me')).body).toEqual({ photos: [], next_page: null });
  });
});

describe('the side panel: GET and POST /photo/{id}', () => {
  it('saves a date typed the spec way, and refuses text that is not a date with the spec texts', async () => {
    const [photo] = (await alice.client.get('/photos?missing_date=true')).body.photos as PhotoView[];
    const saved = await alice.client.post(`/photo/${photo!.id}`, { date_taken: '  May   2018 ', description: 'Picnic at the lake' });
    expect(saved.status).toBe(200);
    expect(saved.body.photo).toMatchObject({ id: photo!.id, date_taken: 'May 2018', description: 'Picnic at the lake', event: null });
    expect(ids((await allPages(alice.client, 'missing_date=true')).photos)).not.toContain(photo!.id);

    const month = await alice.client.post(`/photo/${photo!.id}`, { date_taken: 'Smarch 2018' });
    expect(month.status).toBe(400);
    expect(month.body.fields.date_taken).toEqual([DATE_PARSE_ERRORS.monthOrDayOfWeek]);
    const day = await alice.client.post(`/photo/${photo!.id}`, { date_taken: '45 May 2018' });
    expect(day.body.fields.date_taken).toEqual([DATE_PARSE_ERRORS.dayOrYear]);
    const backwards = await alice.client.post(`/photo/${photo!.id}`, { date_taken: '12 May 2019 to 1 Jan 2010' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields.date_taken).toEqual([RANGE_ENDS_BEFORE_IT_STARTS]);
    expect((await alice.client.get(`/photo/${photo!.id}`)).body.photo.date_taken).toBe('May 2018');

    const cleared = await alice.client.post(`/photo/${photo!.id}`, { date_taken: '' });
    expect(cleared.body.photo.date_taken).toBeNull();
    expect(ids((await allPages(alice.client, 'missing_date=true')).photos)).toContain(photo!.id);
  });

  it('sets a place from a search prediction, then an existing place, then clears it', async () => {
    const [photo] = (await alice.client.get('/photos?location_id=none')).body.photos as PhotoView[];
    const search = await alice.client.get('/locations?q=Paris');
    const paris = search.body.predictions.find((p: { description: string }) => p.description.startsWith('Paris, '));
    expect(paris).toMatchObject({ place_id: expect.stringMatching(/^geonames:/), location_id: null, structured_formatting: { main_text: 'Paris' } });

    const placed = await alice.client.post(`/photo/${photo!.id}`, { location: paris });
    expect(placed.body.photo.location).toMatchObject({ formatted_address: paris.description, place_id: paris.place_id });
    const parisId = placed.body.photo.location_id;
    expect((await allPages(alice.client, `location_id=${parisId}`)).photos.map((p) => p.id)).toEqual([photo!.id]);
    const again = await alice.client.get('/locations?q=pari');
    expect(again.body.predictions[0]).toMatchObject({ location_id: parisId, description: paris.description });
    expect(again.body.predictions.filter((p: { place_id: string }) => p.place_id === paris.place_id)).toHaveLength(1);

    const moved = await alice.client.post(`/photo/${photo!.id}`, { location_id: berlin });
    expect(moved.body.photo.location).toMatchObject({ id: berlin, formatted_address: 'Berlin, Germany' });
    expect((await allPages(alice.client, `location_id=${parisId}`)).photos).toEqual([]);

    const typed = await alice.client.post(`/photo/${photo!.id}`, { location: { formatted_address: "Grandma's farm" } });
    expect(typed.body.photo.location).toMatchObject({ formatted_address: "Grandma's farm", place_id: null });
    // With no position it is on no map, but the lists of places have it.
    const places = (await alice.client.get('/photos/map')).body;
    expect(places.unmapped).toEqual([expect.objectContaining({ location_id: typed.body.photo.location.id, formatted_address: "Grandma's farm", image_count: 1 })]);
    expect(places.points.map((point: { formatted_address: string }) => point.formatted_address)).not.toContain("Grandma's farm");

    const cleared = await alice.client.post(`/photo/${photo!.id}`, { location: null, location_id: berlin });
    expect(cleared.body.photo).toMatchObject({ location: null, location_id: null });
    expect(ids((await allPages(alice.client, 'location_id=none')).photos)).toContain(photo!.id);

    expect((await alice.client.post(`/photo/${photo!.id}`, { location: { place_id: 'geonames:0' } })).status).toBe(400);
    const bobsPlace = await placeFor(stack, bob.userId, BERLIN);
    expect((await alice.client.post(`/photo/${photo!.id}`, { location_id: bobsPlace.locationId })).status).toBe(400);
  });

  it('the event chooser: a new name makes a Custom event with the photo date and place; choosing and clearing link and unlink', async () => {
    const [photo] = (await alice.client.get(`/photos?location_id=${grandJunction}`)).body.photos as PhotoView[];
    const created = await alice.client.post(`/photo/${photo!.id}`, { event: { name: 'Family reunion' } });
    expect(created.status).toBe(200);
    const event = created.body.photo.event;
    expect(event).toMatchObject({ name: 'Family reunion', event_type: 'Custom', start_date: photo!.date_taken });
    const stored = await alice.client.get(`/event/${event.id}`);
    expect(stored.body.event).toMatchObject({ event_type: 'Custom', name: 'Family reunion', start_date: photo!.date_taken, location: GRAND_JUNCTION.formattedAddress });

    const inEvent = await allPages(alice.client, `event_id=${event.id}`);
    expect(ids(inEvent.photos)).toEqual([photo!.id]);
    expect(inEvent.pages[0]!.event).toMatchObject({ id: event.id, name: 'Family reunion' });
    expect(ids((await allPages(alice.client, 'event_id=none')).photos)).not.toContain(photo!.id);
    expect((await allPages(alice.client, 'event_id=none')).photos).toHaveLength(TOTAL - 1);

    const [other] = (await alice.client.get(`/photos?location_id=${berlin}`)).body.photos as PhotoView[];
    expect((await alice.client.post(`/photo/${other!.id}`, { event: { id: event.id } })).body.photo.event.id).toBe(event.id);
    expect((await allPages(alice.client, `event_id=${event.id}`)).photos).toHaveLength(2);
    expect((await alice.client.post(`/photo/${other!.id}`, { event: null })).body.photo.event).toBeNull();
    expect((await allPages(alice.client, `event_id=${event.id}`)).photos).toHaveLength(1);
    expect((await alice.client.post(`/photo/${other!.id}`, { event_id: 'NO-SUCH-EVENT' })).status).toBe(400);

    const linked = await alice.client.post(`/event/${event.id}/image/${other!.id}`);
    expect(linked.body.photo.event.id).toBe(event.id);
    const unlinked = await alice.client.call('DELETE', `/event/${event.id}/image/${other!.id}`);
    expect(unlinked.body.photo.event).toBeNull();
  });
});

describe('bulk update and bulk delete (the selection toolbar)', () => {
  it('updates place, event and date of every selected photo at once', async () => {
    const selection = ((await alice.client.get('/photos?location_id=none&missing_date=true')).body.photos as PhotoView[]).slice(0, 5);
    const search = await alice.client.get('/locations?q=Grand Junction');
    const response = await alice.client.post('/photos', { photos: ids(selection), location: search.body.predictions[0], event: { name: 'Road trip' }, date_taken: '1 Jul 1999' });
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(5);
    const eventId = response.body.photos[0].event_id;
    expect(response.body.photos.every((p: PhotoView) => p.location_id === grandJunction && p.event_id === eventId && p.date_taken === '1 Jul 1999')).toBe(true);
    expect((await allPages(alice.client, `event_id=${eventId}`)).photos).toHaveLength(5);
    expect((await allPages(alice.client, `location_id=${grandJunction}`)).photos).toHaveLength(DATED_GJ + 5);
  });

  it("refuses to change or delete anyone else's photos, and then changes and deletes nothing", async () => {
    const [bobs] = (await bob.client.get('/photos')).body.photos as PhotoView[];
    const [alices] = (await alice.client.get('/photos')).body.photos as PhotoView[];
    expect((await alice.client.post('/photos', { photos: [alices!.id, bobs!.id], description: 'x', date_taken: '2000' })).status).toBe(403);
    expect((await alice.client.get(`/photo/${alices!.id}`)).body.photo.date_taken).toBe(alices!.date_taken);

    const refused = await alice.client.post('/photos/delete', [alices!.id, bobs!.id]);
    expect(refused.status).toBe(403);
    expect((await alice.client.get(`/photo/${alices!.id}`)).status).toBe(200);
    expect((await bob.client.get(`/photo/${bobs!.id}`)).status).toBe(200);
  });

  it("a user cannot read, change, download, convert, correct or delete another user's photo by id", async () => {
    const [alices] = (await alice.client.get('/photos')).body.photos as PhotoView[];
    const id = alices!.id;
    for (const [method, path, body] of [
      ['GET', `/photo/${id}`],
      ['POST', `/photo/${id}`, { description: 'mine now' }],
      ['GET', `/photo/${id}/download`],
      ['POST', `/photo/${id}/to_document`],
      ['POST', `/photo/${id}/fix`, { fix_type: 'denoise' }],
      ['DELETE', `/photo/${id}`],
      ['GET', `/document/new?image_id=${id}`],
    ] as const) {
      const response = await bob.client.call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await alice.client.get(`/photo/${id}`)).body.photo.description).toBe(alices!.description);
    expect((await alice.client.get(`/photo/${id}/download`)).body).toMatchObject({ file_name: alices!.name, url: expect.stringMatching(/^http/) });
  });

  it('deletes the photos the caller uploaded, and they leave every list and the map counts', async () => {
    const before = await allPages(alice.client, `location_id=${berlin}`);
    const chosen = ids(before.photos).slice(0, 3);
    const mapBefore = (await alice.client.get('/photos/map')).body.points.find((p: { location_id: string }) => p.location_id === berlin);
    const deleted = await alice.client.post('/photos/delete', chosen);
    expect(deleted.body).toEqual({ status: 'Success', count: 3 });
    for (const id of chosen) expect((await alice.client.get(`/photo/${id}`)).status).toBe(404);
    expect((await allPages(alice.client, `location_id=${berlin}`)).photos).toHaveLength(before.photos.length - 3);
    const mapAfter = (await alice.client.get('/photos/map')).body.points.find((p: { location_id: string }) => p.location_id === berlin);
    expect(mapAfter.image_count).toBe(mapBefore.image_count - 3);
    expect(chosen).not.toContain(mapAfter.image_id);
    // Deleting again is not an error: what is gone is skipped.
    expect((await alice.client.call('DELETE', '/photos/delete', chosen)).body).toEqual({ status: 'Success', count: 0 });
  });
});

describe('the search: GET /photos/search', () => {
  const search = async (client: BrowserLikeClient, q: string) => {
    const response = await client.get(`/photos/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return response.body as { photos: PhotoView[]; has_more: boolean };
  };

  it('finds photos by every word typed, of their caption, file name or place, and follows a caption or place as it changes', async () => {
    const [photo] = (await alice.client.get('/photos')).body.photos as PhotoView[];
    expect((await alice.client.post(`/photo/${photo!.id}`, { description: 'Grandma’s 80th birthday in Zürich' })).status).toBe(200);
    // ('grand' alone would also find the photos at Grand Junction, by their place.)
    for (const typed of ['grandmas', 'Grandm 80', 'BIRTH zur', 'zürich 80th']) expect(ids((await search(alice.client, typed)).photos), typed).toEqual([photo!.id]);
    expect((await search(alice.client, 'grandma kayak')).photos).toEqual([]);
    // By file name, without its extension: photo-7.jpg is found by '7' with 'photo', never by 'jpg'.
    const named = (await search(alice.client, `photo ${photo!.name.replace(/\D/g, '')}`)).photos;
    expect(ids(named)).toContain(photo!.id);
    expect((await search(alice.client, 'jpg')).photos).toEqual([]);

    // The old words go with the old caption; another family finds nothing of Alice's.
    expect((await alice.client.post(`/photo/${photo!.id}`, { description: 'Kayaking on the fjord' })).status).toBe(200);
    expect((await search(alice.client, 'grandma')).photos).toEqual([]);
    expect(ids((await search(alice.client, 'kayak fjord')).photos)).toEqual([photo!.id]);
    expect((await search(bob.client, 'kayaking')).photos).toEqual([]);

    // Deleted (in Recently deleted): not found; restored: found again.
    expect((await alice.client.post('/photos/delete', [photo!.id])).status).toBe(200);
    expect((await search(alice.client, 'fjord')).photos).toEqual([]);
    expect((await alice.client.post('/photos/trash/restore', { ids: [photo!.id] })).status).toBe(200);
    expect(ids((await search(alice.client, 'fjord')).photos)).toEqual([photo!.id]);

    // By the words of its place, which follow the place as it changes.
    expect((await alice.client.post(`/photo/${photo!.id}`, { location: { formatted_address: 'Kraków, Lesser Poland, Poland' } })).status).toBe(200);
    for (const typed of ['krakow', 'Poland kayak', 'lesser']) expect(ids((await search(alice.client, typed)).photos), typed).toEqual([photo!.id]);
    expect((await alice.client.post(`/photo/${photo!.id}`, { location: { formatted_address: 'Bergen, Norway' } })).status).toBe(200);
    expect((await search(alice.client, 'krakow')).photos).toEqual([]);
    expect(ids((await search(alice.client, 'bergen fjord')).photos)).toEqual([photo!.id]);
    // Back where it was, for the map's counts below.
    expect((await alice.client.post(`/photo/${photo!.id}`, { location_id: photo!.location_id })).status).toBe(200);
    expect((await search(alice.client, 'bergen')).photos).toEqual([]);
  });

  it('finds photos stored before the search once the job has given them their words', async () => {
    const [photo] = (await alice.client.get('/photos?missing_date=true')).body.photos as PhotoView[];
    expect((await alice.client.post(`/photo/${photo!.id}`, { description: 'Wombat crossing' })).status).toBe(200);
    // As a photo from before the index: no words.
    const words = await documentClient().send(new QueryCommand({ TableName: stack.stack.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `photowords#${alice.userId}` } }));
    for (const item of (words.Items ?? []).filter((entry) => String(entry.sk).endsWith(`#${photo!.id}`))) {
      await documentClient().send(new DeleteCommand({ TableName: stack.stack.tableName, Key: { pk: item.pk, sk: item.sk } }));
    }
    expect((await search(alice.client, 'wombat')).photos).toEqual([]);
    expect(await stack.stack.runJob('index-photo-words')).toMatchObject({ done: true, indexed: TOTAL + 1 });
    expect(ids((await search(alice.client, 'wombat')).photos)).toEqual([photo!.id]);
    // Done once: a later run reads its state and stops.
    expect(await stack.stack.runJob('index-photo-words')).toMatchObject({ done: true, indexed: TOTAL + 1 });
  });

  it('sends the newest taken first, a page of them, and says when there are more', async () => {
    const all = await search(alice.client, 'photo');
    expect(all.photos).toHaveLength(PHOTO_SEARCH_LIMIT);
    expect(all.has_more).toBe(true);
    const dates = all.photos.map((photo) => photo.date_taken).filter((date): date is string => date !== null).map((date) => Date.parse(date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('refuses an empty search or one too long, with a message', async () => {
    const empty = await alice.client.get('/photos/search?q=%20');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Type a word of a place, a caption or a file name to search for');
    expect((await alice.client.get(`/photos/search?q=${'a'.repeat(101)}`)).status).toBe(400);
    // Only punctuation has no word to look for: nothing, not an error.
    expect(await search(alice.client, '—!')).toEqual({ photos: [], has_more: false });
  });
});

describe('places: the map and the location list', () => {
  it('GET /locations needs 4 characters', async () => {
    expect((await alice.client.get('/locations?q=Ber')).body.predictions).toEqual([]);
    const found = await alice.client.get('/locations?q=Berl');
    expect(found.body.predictions[0]).toMatchObject({ location_id: berlin, description: 'Berlin, Germany', structured_formatting: { main_text: 'Berlin', secondary_text: 'Germany' } });
    expect(found.body.attribution).toMatch(/GeoNames/);
  });

  it('GET /photos/map has one point per place with photos, with counts and a photo', async () => {
    const map = await alice.client.get('/photos/map');
    expect(map.status).toBe(200);
    const gj = map.body.points.find((p: { location_id: string }) => p.location_id === grandJunction);
    expect(gj).toMatchObject({ lat: GRAND_JUNCTION.latitude, lon: GRAND_JUNCTION.longitude, formatted_address: GRAND_JUNCTION.formattedAddress, image_count: DATED_GJ + 5 });
    expect(gj.event_count).toBe(2);
    expect(typeof gj.image_id).toBe('string');
    expect((await alice.client.get(`/photo/${gj.image_id}`)).body.photo.location_id).toBe(grandJunction);
    // A place typed by hand has no position, so no point (nor, with no photo left there, a place to list).
    expect(map.body.points.every((p: { formatted_address: string }) => p.formatted_address !== "Grandma's farm")).toBe(true);
    expect(map.body.unmapped).toEqual([]);
    expect((await bob.client.get('/photos/map')).body).toEqual({ points: [], unmapped: [] });
  });

  it('GET /locationlist/{id} lists the photos there, page by page, and their events', async () => {
    const first = await alice.client.get(`/locationlist/${grandJunction}`);
    expect(first.body.location).toMatchObject({ id: grandJunction, formatted_address: GRAND_JUNCTION.formattedAddress });
    expect(first.body.photos).toHaveLength(50);
    expect(first.body.events.map((e: { name: string }) => e.name).sort()).toEqual(['Family reunion', 'Road trip']);
    const second = await alice.client.get(`/locationlist/${grandJunction}?page=${encodeURIComponent(first.body.next_page)}`);
    expect(second.body.photos).toHaveLength(DATED_GJ + 5 - 50);
    expect(second.body.events).toEqual([]);
    expect((await bob.client.get(`/locationlist/${grandJunction}`)).status).toBe(404);
  });
});
