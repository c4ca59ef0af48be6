import type { PhotoView } from '@heirloom/shared/contracts/media';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, type BrowserLikeClient } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { catalogFor, GRAND_JUNCTION, photoRecord, placeFor, seedPhotos } from './library-seed';

let stack: TestStack;
let client: BrowserLikeClient;
let userId: string;
let grandJunction: string;

beforeAll(async () => {
  stack = await startTestStack();
  const account = await signUpVerified(stack);
  client = account.client;
  userId = account.user.user_id;
  grandJunction = (await placeFor(stack, userId, GRAND_JUNCTION)).locationId;
});
afterAll(async () => {
  await stack?.stop();
});

const mapPoint = async () => (await client.get('/photos/map')).body.points.find((p: { location_id: string }) => p.location_id === grandJunction);

let clock = Date.now();
async function seedDocument(title: string) {
  const documentId = ulid();
  const renditions = (page: number) => {
    const base = `users/${userId}/media/${documentId}/page-${page}-`;
    return { thumb64: `${base}64.webp`, thumb64Jpeg: `${base}64.jpg`, thumb300: `${base}300.webp`, thumb300Jpeg: `${base}300.jpg`, large: `${base}1600.webp`, largeJpeg: `${base}1600.jpg` };
  };
  const added = await catalogFor(stack).addDocument(
    { documentId, ownerId: userId, uploadId: null, name: `${title}.pdf`, objectKey: `users/${userId}/uploads/${documentId}/${title}.pdf`, contentHash: `hash-${documentId}`, mime: 'application/pdf', size: 10, title, author: null, publication: null, pageCount: 2, createdAt: ++clock },
    [1, 2].map((pageNumber) => ({ documentId, pageNumber, width: 850, height: 1100, renditions: renditions(pageNumber) })),
  );
  expect(added).toBe(true);
  return documentId;
}

describe('photo to document and back', () => {
  it('Photo is Document: the photo leaves the photo lists and the map, and comes back with its place, event, date and description', async () => {
    // One after the other: the first photo at a place becomes its map marker's photo.
    const [photo] = await seedPhotos(stack, [photoRecord(userId, { dateTaken: '12 Jun 1962', locationId: grandJunction, description: 'Wedding invitation' })]);
    const [neighbour] = await seedPhotos(stack, [photoRecord(userId, { dateTaken: '1 Jan 1960', locationId: grandJunction })]);
    const withEvent = await client.post(`/photo/${photo!.photoId}`, { event: { name: 'Wedding' } });
    const eventId = withEvent.body.photo.event.id;
    expect(await mapPoint()).toMatchObject({ image_count: 2, event_count: 1, image_id: photo!.photoId });

    const converted = await client.post(`/photo/${photo!.photoId}/to_document`);
    expect(converted.status).toBe(200);
    expect(converted.body.document).toMatchObject({ id: photo!.photoId, title: 'Wedding invitation', page_count: 1, can_be_photo: true, name: photo!.name });
    expect((await client.get(`/photo/${photo!.photoId}`)).status).toBe(404);
    expect((await client.get('/photos')).body.photos.map((p: PhotoView) => p.id)).toEqual([neighbour!.photoId]);
    expect((await client.get(`/photos?event_id=${eventId}`)).body.photos).toEqual([]);
    // The marker now shows the other photo, and the event no longer counts there.
    expect(await mapPoint()).toMatchObject({ image_count: 1, event_count: 0, image_id: neighbour!.photoId });

    const opened = await client.get(`/document/${photo!.photoId}`);
    expect(opened.body.document.pages).toEqual([expect.objectContaining({ page: 1, width: photo!.width, height: photo!.height })]);
    expect((await client.get('/documents')).body.documents.map((d: { id: string }) => d.id)).toContain(photo!.photoId);
    await client.post(`/document/${photo!.photoId}`, { title: 'Invitation', author: 'The Smiths', publication: '' });

    const back = await client.post(`/document/${photo!.photoId}/to_photo`);
    expect(back.status).toBe(200);
    expect(back.body.photo).toMatchObject({ id: photo!.photoId, date_taken: '12 Jun 1962', description: 'Wedding invitation', location_id: grandJunction, event_id: eventId });
    expect((await client.get('/documents')).body.documents.map((d: { id: string }) => d.id)).not.toContain(photo!.photoId);
    expect((await client.get(`/document/${photo!.photoId}`)).status).toBe(404);
    expect((await client.get(`/photos?event_id=${eventId}`)).body.photos.map((p: PhotoView) => p.id)).toEqual([photo!.photoId]);
    expect((await client.get('/photos')).body.photos.map((p: PhotoView) => p.id)).toEqual([photo!.photoId, neighbour!.photoId]);
    expect(await mapPoint()).toMatchObject({ image_count: 2, event_count: 1 });
  });

  it('/document/new?image_id= previews the photo as a document; saving it makes the document with the fields given', async () => {
    const [photo] = await seedPhotos(stack, [photoRecord(userId, { dateTaken: '1970' })]);
    const draft = await client.get(`/document/new?image_id=${photo!.photoId}`);
    expect(draft.body.document).toMatchObject({ id: photo!.photoId, draft: true, page_count: 1, pages: [expect.objectContaining({ page: 1 })] });
    expect((await client.get(`/photo/${photo!.photoId}`)).status).toBe(200);
    expect((await client.get('/document/new')).status).toBe(400);

    const made = await client.post('/document/new', { image_id: photo!.photoId, title: 'Census page', publication: '1970 census', author: '' });
    expect(made.status).toBe(200);
    expect(made.body.document).toMatchObject({ id: photo!.photoId, title: 'Census page', publication: '1970 census', author: null, draft: false });
    expect((await client.get(`/photo/${photo!.photoId}`)).status).toBe(404);
    expect((await client.post('/document/new', { title: 'No photo' })).status).toBe(400);
  });
});

describe('the documents list', () => {
  it('pages newest first, 50 at a time, to the end', async () => {
    const made: string[] = [];
    for (let i = 0; i < 53; i++) made.push(await seedDocument(`Record ${i}`));
    const seen: string[] = [];
    let page: string | null = null;
    const sizes: number[] = [];
    do {
      const response = await client.get(`/documents${page ? `?page=${encodeURIComponent(page)}` : ''}`);
      expect(response.status).toBe(200);
      sizes.push(response.body.documents.length);
      seen.push(...response.body.documents.map((d: { id: string }) => d.id));
      page = response.body.next_page;
    } while (page);
    expect(sizes[0]).toBe(50);
    const ours = new Set(made);
    expect(seen.filter((id) => ours.has(id))).toEqual([...made].reverse());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('deletes several at once, and refuses the whole selection when one is not the caller\'s', async () => {
    const [a, b] = [await seedDocument('A'), await seedDocument('B')];
    const other = await signUpVerified(stack);
    expect((await other.client.post('/document/delete', [a])).status).toBe(403);
    expect((await client.post('/document/delete', { documents: [a, b] })).body).toEqual({ status: 'Success', count: 2 });
    expect((await client.get(`/document/${a}`)).status).toBe(404);
    expect((await client.post('/document/delete', [])).status).toBe(400);
  });
});
