import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import { DynamoFamilyStore } from '../../lambdas/adapters/aws/dynamo-family-store';
import { signUpVerified } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { GRAND_JUNCTION, photoRecord, placeFor, seedPhotos } from './library-seed';

/**
 * GET /person/{id}/map and /event/{id}/map: event places matched to the map when saved (and, for
 * events saved before, when a map first shows them), the photos' places, what could not be
 * placed; another family's ids are not found.
 */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

type Client = Awaited<ReturnType<typeof signUpVerified>>['client'];

async function newEvent(client: Client, personId: string, name: string, location: string, start_date = ''): Promise<string> {
  const reply = await client.post('/event', { event_type: 'Custom', person_id: personId, event_role: 'participant', start_date, name, location });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.event.id as string;
}

describe('the person and event maps', () => {
  it('pins the person’s event places and their photos’ places, lists the events it could not place, and hides them from another family', async () => {
    const owner = await signUpVerified(stack);
    const uid = owner.user.user_id;
    const ada = (await owner.client.post('/person', { names: [{ first_name: 'Ada', last_name: 'Map' }], sex: 'F' })).body.person.id as string;
    const palace = await newEvent(owner.client, ada, 'Palace', 'Buckingham Palace, London, England', '1840');
    const kent = await newEvent(owner.client, ada, 'Kent', 'Kent, England', '1850');
    const nowhere = await newEvent(owner.client, ada, 'Nowhere', 'Xyzzyville, Qwerty', '1860');
    await newEvent(owner.client, ada, 'No place', '', '1870');
    const junction = await newEvent(owner.client, ada, 'Junction', 'Grand Junction, CO', '1880');

    // Saving matched the place and stored it on the event.
    const store = new DynamoFamilyStore(stack.documentClient, stack.stack.tableName);
    expect((await store.getEvent(uid, palace))?.placement).toMatchObject({ text: 'Buckingham Palace, London, England', place: { label: 'London, England, United Kingdom', precision: 'town' } });

    // An event saved before places were matched (no placement) is matched when the map shows it, and kept.
    const old = (await store.getEvent(uid, kent))!;
    delete old.placement;
    await store.putEvent(old);

    // The family's own place (from a photo) wins over the gazetteer for the text that names it, and its photos of Ada are a pin.
    const junctionPlace = await placeFor(stack, uid, GRAND_JUNCTION);
    const [photo] = await seedPhotos(stack, [photoRecord(uid, { dateTaken: '1 May 1881', locationId: junctionPlace.locationId, latitude: 39.1, longitude: -108.5 })]);
    await new DynamoFaceStore(stack.documentClient, stack.stack.tableName).putFaces([
      {
        ownerId: uid,
        faceId: `f-${photo!.photoId}`,
        photoId: photo!.photoId,
        personId: ada,
        box: { left: 0.1, top: 0.1, width: 0.2, height: 0.2 },
        genderHint: null,
        confidence: 0.99,
        thumbKey: 'faces/f.jpg',
        photoDateSort: photo!.dateSort,
        rejectedPersonIds: [],
        keptApartFrom: [],
        createdAt: Date.now(),
        updatedAt: Date.now(),
      },
    ]);

    const reply = await owner.client.get(`/person/${ada}/map`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const map = reply.body as { places: Array<{ label: string; precision: string | null; events: Array<{ id: string }>; photo_count: number; location_id: string | null }>; unplaced: Array<{ id: string; location: string }>; without_place: number };
    expect(map.places.map((place) => [place.label, place.precision, place.events.map((e) => e.id), place.photo_count])).toEqual([
      ['London, England, United Kingdom', 'town', [palace], 0],
      ['England, United Kingdom', 'region', [kent], 0],
      ['Grand Junction, Colorado, United States', 'exact', [junction], 1],
    ]);
    expect(map.places[2]!.location_id).toBe(junctionPlace.locationId);
    expect(map.unplaced).toEqual([expect.objectContaining({ id: nowhere, location: 'Xyzzyville, Qwerty' })]);
    expect(map.without_place).toBe(1);
    expect((await store.getEvent(uid, kent))?.placement?.place?.precision).toBe('region');
    // A match worked out for text the event no longer has is not stored (an edit meanwhile wins).
    await store.putEventPlacement(uid, kent, { text: 'Kent, Ohio', version: 1, place: null });
    expect((await store.getEvent(uid, kent))?.placement).toMatchObject({ text: 'Kent, England', place: { precision: 'region' } });

    // Editing the place text matches it again.
    const event = (await owner.client.get(`/event/${nowhere}`)).body.event;
    const saved = await owner.client.post(`/event/${nowhere}`, { ...event, location: 'Paris, France', participants: event.participants.map((p: { event_role: string; person: { id: string } }) => ({ event_role: p.event_role, person: p.person.id })) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const eventMap = await owner.client.get(`/event/${nowhere}/map`);
    expect(eventMap.body).toMatchObject({ location: 'Paris, France', place: { label: 'Paris, Île-de-France, France', precision: 'town', source: 'gazetteer' }, photos: [], photos_without_gps: 0 });

    // The event's map: its place and its photos' GPS points (a photo without one is counted).
    const [gps, noGps] = await seedPhotos(stack, [photoRecord(uid, { latitude: 48.86, longitude: 2.35, name: 'eiffel.jpg' }), photoRecord(uid, { name: 'indoors.jpg' })]);
    for (const p of [gps!, noGps!]) expect((await owner.client.post(`/event/${nowhere}/image/${p.photoId}`)).status).toBe(200);
    const withPhotos = (await owner.client.get(`/event/${nowhere}/map`)).body;
    expect(withPhotos.photos).toEqual([expect.objectContaining({ id: gps!.photoId, lat: 48.86, lon: 2.35, name: 'eiffel.jpg' })]);
    expect(withPhotos.photos_without_gps).toBe(1);

    const stranger = await signUpVerified(stack);
    expect((await stranger.client.get(`/person/${ada}/map`)).status).toBe(404);
    expect((await stranger.client.get(`/event/${palace}/map`)).status).toBe(404);
  });
});
