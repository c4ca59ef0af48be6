import { PEOPLE_MEMORIES_LIMIT, PHOTOS_PER_PERSON_MEMORY } from '@heirloom/shared/contracts/memories';
import { firstPhotosText, newlyNamedWindow, type CalendarDay } from '@heirloom/shared/rules/memories';
import { displayName } from '../family/person-names';
import type { LibraryPhoto } from '../../ports/library';
import { someoneFor, viewersFirst } from './someone';
import type { MemoryDeps, PeopleMemoryRecord } from './types';

/**
 * "First photos of Rose Alder": for a few days after someone in the tree is named (a person made
 * from faces given a name, or a tree person's first faces linked), their earliest photos by date
 * taken. One Query lists the namings of those days, then one Query a person reads their earliest
 * faces. Someone since removed from view, merged away or unnamed again is not recalled, and only
 * the family's own photos are shown. The reader's own person (`viewerPersonId`) is told "First
 * photos of you".
 */
export async function firstPhotosMemories(deps: MemoryDeps, familyId: string, today: CalendarDay, viewerPersonId: string | null = null): Promise<PeopleMemoryRecord[]> {
  const { from, to } = newlyNamedWindow(today);
  // Some namings recall nobody (removed, merged, unnamed, or no photos of the family's): read a
  // few more than are shown, so those do not leave the list short.
  const namings = await deps.memories.namedBetween(familyId, from, to, PEOPLE_MEMORIES_LIMIT * 2);
  if (!namings.length) return [];
  const people = await deps.family.getPeople(
    familyId,
    namings.map((naming) => naming.personId),
  );
  const found = await Promise.all(
    namings.map(async ({ personId }): Promise<PeopleMemoryRecord | null> => {
      const person = people.find((candidate) => candidate.id === personId);
      const name = person ? displayName(person) : '';
      if (!person || person.itemsDeleted || person.mergedInto || !name) return null;
      const photos = await earliestPhotos(deps, familyId, personId);
      return photos.length ? { kind: 'first_photos', eventId: `named.${personId}`, years: 0, title: firstPhotosText(someoneFor(viewerPersonId)(person)), people: [person], photos } : null;
    }),
  );
  const recalled = found.filter((memory): memory is PeopleMemoryRecord => memory !== null);
  return viewersFirst(recalled, viewerPersonId).slice(0, PEOPLE_MEMORIES_LIMIT);
}

async function earliestPhotos(deps: MemoryDeps, familyId: string, personId: string): Promise<LibraryPhoto[]> {
  const ids = await deps.memories.earliestPhotoIdsOf(familyId, personId, PHOTOS_PER_PERSON_MEMORY);
  const photos = (await deps.photos.getPhotos(ids)).filter((photo) => photo.familyId === familyId);
  const key = (photo: LibraryPhoto) => `${photo.dateSort}#${photo.photoId}`;
  return photos.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
