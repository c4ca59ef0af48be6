import { describe, expect, it } from 'vitest';
import { eraseUserData } from '../../../lambdas/domain/accounts/erase-user-data';
import type { OwnedItems, OwnedObjects, OwnedPicture } from '../../../lambdas/ports/owned-data';

/**
 * Account deletion forgets the faces of the user's pictures whose family outlives the account,
 * a page at a time, before the pictures go; a delivery that failed half way carries on.
 */

const PAGE = 3;

/** The user's pictures in a list, paged by position, and their other items; records what was deleted when. */
class FakeItems implements OwnedItems {
  readonly log: string[] = [];
  otherItems = 4;
  constructor(public pictures: OwnedPicture[]) {}

  async picturesPage(_userId: string, after: string | null) {
    const from = after ? this.pictures.findIndex((picture) => picture.photoId > after) : 0;
    const page = from < 0 ? [] : this.pictures.slice(from, from + PAGE);
    const last = page.at(-1);
    return { pictures: page, after: last && this.pictures.at(-1) !== last ? last.photoId : null };
  }

  async deletePictures(pictures: readonly OwnedPicture[]) {
    const gone = new Set(pictures.map((picture) => picture.photoId));
    this.log.push(`delete ${[...gone].join(',')}`);
    this.pictures = this.pictures.filter((picture) => !gone.has(picture.photoId));
  }

  async deletePage() {
    const deleted = this.pictures.length + this.otherItems;
    this.log.push('delete the rest');
    this.pictures = [];
    this.otherItems = 0;
    return { deleted, more: false };
  }
}

const objects: OwnedObjects = { deletePage: async () => ({ deleted: 0, more: false }) };
const picture = (n: number, familyId: string, kind: OwnedPicture['kind'] = 'photo'): OwnedPicture => ({ kind, photoId: `p${String(n).padStart(2, '0')}`, familyId });

describe('eraseUserData: the faces of the user\'s pictures', () => {
  it('a member of a family keyed by someone else: every picture\'s faces are forgotten, a page at a time, before that page goes', async () => {
    const items = new FakeItems([...Array.from({ length: 7 }, (_, i) => picture(i, 'founder')), picture(7, 'founder', 'document')]);
    const forgotten: string[][] = [];
    const forget = async (photos: ReadonlyArray<{ photoId: string; familyId: string }>) => {
      forgotten.push(photos.map((photo) => `${photo.familyId}/${photo.photoId}`));
      items.log.push(`forget ${photos.map((photo) => photo.photoId).join(',')}`);
    };

    const result = await eraseUserData('member', items, objects, false, forget);

    expect(forgotten.flat()).toEqual(Array.from({ length: 8 }, (_, i) => `founder/p0${i}`));
    expect(items.log).toEqual([
      'forget p00,p01,p02',
      'delete p00,p01,p02',
      'forget p03,p04,p05',
      'delete p03,p04,p05',
      'forget p06,p07',
      'delete p06,p07',
      'delete the rest',
    ]);
    expect(result).toMatchObject({ facesForgotten: 8, itemsDeleted: 4 });
  });

  it('the user\'s own family kept for others (keepFamily): their pictures in it are forgotten too', async () => {
    const items = new FakeItems([picture(0, 'founder'), picture(1, 'founder')]);
    const forgotten: string[] = [];
    await eraseUserData('founder', items, objects, true, async (photos) => void forgotten.push(...photos.map((photo) => photo.photoId)));
    expect(forgotten).toEqual(['p00', 'p01']);
  });

  it('a family that goes with the account: nothing to forget (its collection and face items go whole), the pictures still go', async () => {
    const items = new FakeItems([picture(0, 'alone'), picture(1, 'alone')]);
    const forgotten: string[] = [];
    const result = await eraseUserData('alone', items, objects, false, async (photos) => void forgotten.push(...photos.map((photo) => photo.photoId)));
    expect(forgotten).toEqual([]);
    expect(items.log).toEqual(['delete p00,p01', 'delete the rest']);
    expect(result.facesForgotten).toBe(0);
  });

  it('a delivery that failed half way is carried on by the next: pictures done are gone, the failed page is done again, nothing is left', async () => {
    const items = new FakeItems(Array.from({ length: 7 }, (_, i) => picture(i, 'founder')));
    const forgotten: string[] = [];
    let calls = 0;
    const failingOnce = async (photos: ReadonlyArray<{ photoId: string }>) => {
      if (++calls === 2) throw new Error('Rekognition throttled');
      forgotten.push(...photos.map((photo) => photo.photoId));
    };

    await expect(eraseUserData('member', items, objects, false, failingOnce)).rejects.toThrow('Rekognition throttled');
    // The first page went; the second's pictures wait with their faces.
    expect(items.pictures.map((p) => p.photoId)).toEqual(['p03', 'p04', 'p05', 'p06']);
    expect(items.otherItems).toBe(4);

    await eraseUserData('member', items, objects, false, failingOnce);
    expect(forgotten).toEqual(['p00', 'p01', 'p02', 'p03', 'p04', 'p05', 'p06']);
    expect(items.pictures).toEqual([]);
    expect(items.otherItems).toBe(0);
  });
});
