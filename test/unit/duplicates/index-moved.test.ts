import { describe, expect, it } from 'vitest';
import { indexMovingPhotos } from '../../../lambdas/domain/duplicates/index-moved';
import type { IndexDeps } from '../../../lambdas/domain/duplicates/index-photo';
import { bucketsOf } from '../../../lambdas/domain/duplicates/rules';
import type { BucketEntry, DuplicatePair, NearDuplicateStore } from '../../../lambdas/ports/duplicates';
import type { LibraryPhoto } from '../../../lambdas/ports/library';

const unused = () => {
  throw new Error('not used by the index');
};

/** The near-duplicate index as the DynamoDB store keeps it (buckets and pairs per family), in memory. */
function memoryIndex() {
  const buckets = new Map<string, Map<string, BucketEntry>>();
  const pairs = new Map<string, DuplicatePair & { familyId: string }>();
  const bucket = (familyId: string, name: string) => buckets.get(`${familyId}|${name}`) ?? buckets.set(`${familyId}|${name}`, new Map()).get(`${familyId}|${name}`)!;
  const store: NearDuplicateStore = {
    async fileInBuckets(familyId, entry, names) {
      for (const name of names) bucket(familyId, name).set(entry.photoId, entry);
    },
    async bucketMembers(familyId, names) {
      return [...new Map(names.flatMap((name) => [...bucket(familyId, name).values()]).map((entry) => [entry.photoId, entry])).values()];
    },
    async removeFromBuckets(familyId, photoId, names) {
      for (const name of names) bucket(familyId, name).delete(photoId);
    },
    async putPairs(familyId, found, now) {
      for (const pair of found) if (!pairs.has(`${familyId}|${pair.a}#${pair.b}`)) pairs.set(`${familyId}|${pair.a}#${pair.b}`, { ...pair, familyId, dismissed: false, createdAt: now });
    },
    pairsOfPhotos: unused,
    pairsPage: unused,
    dismissPairs: unused,
    deletePairs: unused,
    backfillState: unused,
    saveBackfillState: unused,
  };
  const pairsOf = (familyId: string) => [...pairs.values()].filter((pair) => pair.familyId === familyId).map((pair) => [pair.a, pair.b]).sort();
  return { store, pairsOf };
}

const photo = (photoId: string, familyId: string, perceptualHash: string, contentHash: string) =>
  ({ photoId, familyId, imageType: 'photo', perceptualHash, contentHash, width: 1200, height: 800 }) as LibraryPhoto;

describe('photos moving into a family', () => {
  it('are filed in its index, finding its photos and each other (two copies moving in the same page)', async () => {
    const library = new Map(
      [
        photo('ridge', 'family', '0f0f0f0f0f0f0f0f', 'r'),
        photo('ridge-small', 'joiner', '0f0f0f0f0f0f0f0e', 'rs'),
        photo('fir', 'joiner', 'a5a5a5a5a5a5a5a5', 'f'),
        photo('fir-60', 'joiner', 'a5a5a5a5a5a5a5a4', 'f60'),
      ].map((entry) => [entry.photoId, entry]),
    );
    const { store, pairsOf } = memoryIndex();
    const deps: IndexDeps = {
      duplicates: store,
      photos: { getPhoto: async (id) => library.get(id) ?? null, getPhotos: async (ids) => ids.flatMap((id) => library.get(id) ?? []) },
      now: () => 1,
    };
    // The family's own photo was filed at its upload.
    await store.fileInBuckets('family', { photoId: 'ridge', hash: '0f0f0f0f0f0f0f0f', width: 1200, height: 800 }, bucketsOf('0f0f0f0f0f0f0f0f'));

    // The photos still say their old family: the move writes that after filing them.
    expect(await indexMovingPhotos(deps, ['ridge-small', 'fir', 'fir-60'], 'family')).toBe(3);
    expect(pairsOf('family')).toEqual([
      ['fir', 'fir-60'],
      ['ridge', 'ridge-small'],
    ]);
    expect(pairsOf('joiner')).toEqual([]);

    // The move's retry files them again: the same pairs.
    await indexMovingPhotos(deps, ['ridge-small', 'fir', 'fir-60'], 'family');
    expect(pairsOf('family')).toHaveLength(2);
  });
});
