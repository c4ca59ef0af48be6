import { PEOPLE_MEMORIES_LIMIT } from '@heirloom/shared/contracts/memories';
import { describe, expect, it } from 'vitest';
import type { PersonRecord } from '../../../lambdas/domain/family/records';
import { firstPhotosMemories } from '../../../lambdas/domain/memories/first-photos';
import type { MemoryDeps } from '../../../lambdas/domain/memories/types';
import type { LibraryPhoto } from '../../../lambdas/ports/library';
import type { Naming } from '../../../lambdas/ports/memories';

const TODAY = { year: 2026, month: 11, day: 29 };
const NOW = Date.UTC(2026, 10, 29, 9);
const unused = () => {
  throw new Error('not read by first photos');
};

/**
 * A family's namings of the last days in memory, as the store answers them (latest first, at most
 * `limit`), each person with one photo of the family's, except those the tree removed from view.
 */
function family(named: number, removed: ReadonlySet<number>): MemoryDeps {
  const namings: Naming[] = Array.from({ length: named }, (_, i) => ({ personId: `p${i}`, namedAt: NOW - i * 60_000 }));
  const person = (id: string) => ({ id, names: [{ id: 'n', nameType: 'birth', order: 0, prefix: '', first: 'Person', middle: '', last: id, suffix: '' }], itemsDeleted: removed.has(Number(id.slice(1))), mergedInto: null }) as unknown as PersonRecord;
  const photo = (photoId: string) => ({ photoId, familyId: 'fam', dateSort: '1950-01-01' }) as LibraryPhoto;
  return {
    memories: {
      namedBetween: async (_family, _from, _to, limit) => namings.slice(0, limit),
      earliestPhotoIdsOf: async (_family, personId) => [`photo-of-${personId}`],
      photosOnDays: unused,
      eventsOnDays: unused,
      noteNamed: unused,
    },
    family: { getPeople: async (_family, ids) => ids.map(person), participantsOf: unused, participationsOf: unused },
    faces: { photoIdsOf: unused },
    photos: { getPhotos: async (ids) => ids.map(photo) },
  };
}

describe('first photos memories', () => {
  it('shows as many as there is room for when some of the latest named were since removed from view', async () => {
    const memories = await firstPhotosMemories(family(PEOPLE_MEMORIES_LIMIT + 4, new Set([0, 1, 2])), 'fam', TODAY);
    expect(memories).toHaveLength(PEOPLE_MEMORIES_LIMIT);
    expect(memories.map((memory) => memory.people[0]!.id)).toEqual(Array.from({ length: PEOPLE_MEMORIES_LIMIT }, (_, i) => `p${i + 3}`));
  });

  it('never shows more than the limit', async () => {
    expect(await firstPhotosMemories(family(PEOPLE_MEMORIES_LIMIT * 3, new Set()), 'fam', TODAY)).toHaveLength(PEOPLE_MEMORIES_LIMIT);
  });
});
