import type { PhotoView } from '@heirloom/shared/contracts/media';
import { BULK_PHOTO_LIMIT } from '@heirloom/shared/contracts/photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserLikeClient } from '../support/accounts-client';
import { familyMember, inviteAndAccept, movesFinished, until, type Member } from '../support/family-join';
import { startTestStack, type TestStack } from '../support/local-stack';
import { dayText, photoRecord, seedPhotos } from './library-seed';

/**
 * The family's favourites (POST /photo/{id}/favorite, POST /photos/favorite, GET /photos?favorites=true): three accounts,
 * two of them one family. A star any member sets is the family's; another family sees nothing of it.
 */

let stack: TestStack;
let founder: Member;
let relative: Member;
let stranger: Member;
/** The founder's 60 dated photos, oldest first, and one undated; the relative's one photo. */
let founderPhotos: string[];
let undated: string;
let relativePhoto: string;
let strangerPhoto: string;

beforeAll(async () => {
  stack = await startTestStack();
  [founder, relative, stranger] = (await Promise.all(['fav-founder', 'fav-relative', 'fav-stranger'].map((name) => familyMember(stack, name)))) as [Member, Member, Member];
  const seeded = await seedPhotos(stack, [
    ...Array.from({ length: 60 }, (_, i) => photoRecord(founder.userId, { dateTaken: dayText(i) })),
    photoRecord(founder.userId),
    photoRecord(relative.userId, { dateTaken: '3 Mar 1999' }),
    photoRecord(stranger.userId, { dateTaken: '4 Apr 2004' }),
  ]);
  founderPhotos = seeded.slice(0, 60).map((photo) => photo.photoId);
  undated = seeded[60]!.photoId;
  relativePhoto = seeded[61]!.photoId;
  strangerPhoto = seeded[62]!.photoId;
  await inviteAndAccept(stack, founder, relative);
  await until(() => movesFinished(founder.client, relative.client), 'the relative to join the family');
});
afterAll(async () => {
  await stack?.stop();
});

const star = (client: BrowserLikeClient, photoId: string, favorite: unknown) => client.post(`/photo/${photoId}/favorite`, { favorite });

async function favourites(client: BrowserLikeClient, extra = ''): Promise<PhotoView[]> {
  const photos: PhotoView[] = [];
  let next: string | null = null;
  do {
    const response = await client.get(`/photos?favorites=true${extra}${next ? `&page=${encodeURIComponent(next)}` : ''}`);
    expect(response.status).toBe(200);
    photos.push(...(response.body.photos as PhotoView[]));
    next = response.body.next_page;
  } while (next);
  return photos;
}

describe('favourites', () => {
  it("any member stars any of the family's photos; every member sees the star and the list, newest taken first", async () => {
    const starred = [founderPhotos[3]!, founderPhotos[40]!, founderPhotos[59]!, undated];
    for (const id of starred.slice(0, 2)) expect((await star(relative.client, id, true)).body.photo).toMatchObject({ id, favorite: true });
    for (const id of starred.slice(2)) expect((await star(founder.client, id, true)).status).toBe(200);
    expect((await star(founder.client, relativePhoto, true)).body.photo.favorite).toBe(true);

    const expected = [founderPhotos[59], relativePhoto, founderPhotos[40], founderPhotos[3], undated];
    for (const member of [founder, relative]) expect((await favourites(member.client)).map((photo) => photo.id)).toEqual(expected);
    expect((await favourites(relative.client, '&missing_date=true')).map((photo) => photo.id)).toEqual([undated]);

    // The strip and the photo itself say which are starred.
    const strip = await founder.client.get('/photos');
    const flags = new Map((strip.body.photos as PhotoView[]).map((photo) => [photo.id, photo.favorite]));
    expect(flags.get(founderPhotos[59]!)).toBe(true);
    expect(flags.get(founderPhotos[58]!)).toBe(false);
    expect((await relative.client.get(`/photo/${founderPhotos[40]}`)).body.photo.favorite).toBe(true);
  });

  it('keeps a starred photo in the list, in its new place, when its date changes; unstarring takes it out', async () => {
    expect((await founder.client.post(`/photo/${founderPhotos[3]}`, { date_taken: '1 Jan 2030' })).status).toBe(200);
    expect((await favourites(founder.client)).map((photo) => photo.id)[0]).toBe(founderPhotos[3]);

    expect((await star(relative.client, founderPhotos[3]!, false)).body.photo.favorite).toBe(false);
    // Asking again changes nothing and is no error.
    expect((await star(relative.client, founderPhotos[3]!, false)).status).toBe(200);
    expect((await favourites(founder.client)).map((photo) => photo.id)).not.toContain(founderPhotos[3]);
  });

  it('pages a long list 50 at a time', async () => {
    await Promise.all(founderPhotos.slice(0, 55).map((id) => star(founder.client, id, true)));
    const pages: number[] = [];
    let next: string | null = null;
    do {
      const response = await founder.client.get(`/photos?favorites=true${next ? `&page=${encodeURIComponent(next)}` : ''}`);
      pages.push(response.body.photos.length);
      next = response.body.next_page;
    } while (next);
    expect(pages[0]).toBe(50);
    expect(pages.reduce((sum, count) => sum + count, 0)).toBe(58);
  });

  it('stars or unstars a whole selection at once (POST /photos/favorite); a photo of another family refuses it all', async () => {
    const selection = [founderPhotos[56]!, founderPhotos[57]!, relativePhoto];
    const starred = await relative.client.post('/photos/favorite', { photos: selection, favorite: true });
    expect(starred.status).toBe(200);
    expect(starred.body).toMatchObject({ status: 'Success', count: 3 });
    expect((starred.body.photos as PhotoView[]).map((photo) => [photo.id, photo.favorite])).toEqual(selection.map((id) => [id, true]));
    expect((await favourites(founder.client)).map((photo) => photo.id)).toEqual(expect.arrayContaining(selection));

    const refused = await founder.client.post('/photos/favorite', { photos: [founderPhotos[56], strangerPhoto], favorite: false });
    expect(refused.status).toBe(403);
    expect((await founder.client.get(`/photo/${founderPhotos[56]}`)).body.photo.favorite).toBe(true);

    const unstarred = await founder.client.post('/photos/favorite', { photos: selection.slice(0, 2), favorite: false });
    expect((unstarred.body.photos as PhotoView[]).map((photo) => photo.favorite)).toEqual([false, false]);
    expect((await favourites(relative.client)).map((photo) => photo.id)).not.toContain(founderPhotos[56]);

    const empty = await founder.client.post('/photos/favorite', { photos: [], favorite: true });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Choose at least one photo');
  });

  it("shows another family nothing: its list is empty and the family's photos are not found", async () => {
    expect(await favourites(stranger.client)).toEqual([]);
    const refused = await star(stranger.client, founderPhotos[59]!, false);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('That photo is not in your library');
    expect((await favourites(founder.client)).map((photo) => photo.id)).toContain(founderPhotos[59]);
    expect((await star(founder.client, strangerPhoto, true)).status).toBe(404);
  });

  it('answers bad requests with a message', async () => {
    const noFlag = await star(founder.client, founderPhotos[0]!, 'yes');
    expect(noFlag.status).toBe(400);
    expect(noFlag.body.message).toContain('Say whether the photo is a favourite');
    const twoFilters = await founder.client.get(`/photos?favorites=true&location_id=none`);
    expect(twoFilters.status).toBe(400);
    expect(twoFilters.body.message).toContain('Filter by one of person, location, event, list, relatives or favourites at a time');
  });

  it('stars the most a selection may hold (500) in one request, its answer far under a Lambda response’s 6 MB; one more is refused', async () => {
    const many = (await seedPhotos(stack, Array.from({ length: BULK_PHOTO_LIMIT }, () => photoRecord(relative.userId, { dateTaken: '1 Jun 1990' })))).map((photo) => photo.photoId);
    const starred = await founder.client.post('/photos/favorite', { photos: many, favorite: true });
    expect(starred.status).toBe(200);
    expect(starred.body.count).toBe(BULK_PHOTO_LIMIT);
    expect((starred.body.photos as PhotoView[]).every((photo) => photo.favorite)).toBe(true);
    const bytes = Buffer.byteLength(JSON.stringify(starred.body));
    expect(bytes).toBeLessThan(6 * 1024 * 1024 * 0.5);
    const tooMany = await founder.client.post('/photos/favorite', { photos: [...many, founderPhotos[0]], favorite: false });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain(`Choose at most ${BULK_PHOTO_LIMIT} photos at a time`);
  });
});
