import { PEOPLE_MEMORIES_LIMIT, PHOTOS_PER_PERSON_MEMORY, ON_THIS_DAY_LIMIT } from '@heirloom/shared/contracts/memories';
import { isLiving, lifeFactsOf } from '@heirloom/shared/rules/living';
import { anniversaryText, birthdayText, rememberedMonthDays, yearOfSortKey, yearsAgoText, type CalendarDay } from '@heirloom/shared/rules/memories';
import { displayName } from '../family/person-names';
import type { PersonRecord } from '../family/records';
import type { LibraryPhoto } from '../../ports/library';
import { isInLibrary, viewOf, type LibraryScope } from '../library/access';
import { firstPhotosMemories } from './first-photos';
import { someoneFor, viewersFirst } from './someone';
import type { Memories, MemoryDeps, PeopleMemoryRecord, YearOfPhotos } from './types';

/**
 * What a family's library and tree recall on `today` (the viewer's calendar date): photos taken on
 * this day in earlier years, the tree's birthdays and wedding anniversaries with photos of those
 * people, and the first photos of people named in the last few days (first-photos.ts). A family's
 * photos and tree are its members' to see, so the scope is the family (with a joiner's library
 * still moving in, and their tree until it has been copied: library/access.ts, family/tree-access.ts);
 * people removed from view are never recalled, nor their events. Each part is a bounded number of
 * Queries whatever the size of the library: one per day of the year asked for, then one per
 * remembered event and person.
 *
 * `viewerPersonId` is the reader's own person ("This person is me"): memories of them are said to
 * them ("You turn 69 today") and come first. Without it (the family's daily message, which every
 * member gets) everyone is named.
 */
export async function memoriesOn(deps: MemoryDeps, library: LibraryScope, today: CalendarDay, { treeOwnerId = viewOf(library).family, viewerPersonId = null }: { treeOwnerId?: string; viewerPersonId?: string | null } = {}): Promise<Memories> {
  const days = rememberedMonthDays(today);
  const familyId = viewOf(library).family;
  const [photos, people, firstPhotos] = await Promise.all([
    deps.memories.photosOnDays(library, days, today.year, ON_THIS_DAY_LIMIT),
    peopleMemories(deps, { library, treeOwnerId, viewerPersonId }, days, today),
    firstPhotosMemories(deps, familyId, today, viewerPersonId),
  ]);
  return { onThisDay: byYear(photos, today.year), people: viewersFirst([...people, ...firstPhotos], viewerPersonId).slice(0, PEOPLE_MEMORIES_LIMIT) };
}

function byYear(photos: readonly LibraryPhoto[], thisYear: number): YearOfPhotos[] {
  const years = new Map<number, LibraryPhoto[]>();
  for (const photo of photos) {
    const year = yearOfSortKey(photo.dateSort);
    if (year === null || year >= thisYear) continue;
    years.set(year, [...(years.get(year) ?? []), photo]);
  }
  return [...years].sort(([a], [b]) => b - a).map(([year, list]) => ({ year, title: yearsAgoText(thisYear - year), photos: list }));
}

const ROLES: Record<'birthday' | 'anniversary', string> = { birthday: 'child', anniversary: 'spouse' };

async function peopleMemories(deps: MemoryDeps, { library, treeOwnerId, viewerPersonId }: { library: LibraryScope; treeOwnerId: string; viewerPersonId: string | null }, days: readonly string[], today: CalendarDay): Promise<PeopleMemoryRecord[]> {
  const named = someoneFor(viewerPersonId);
  const events = await deps.memories.eventsOnDays(treeOwnerId, days, today.year + 1, PEOPLE_MEMORIES_LIMIT * 2);
  const now = new Date(Date.UTC(today.year, today.month - 1, today.day, 12));
  const found = await Promise.all(
    events.map(async (event): Promise<PeopleMemoryRecord | null> => {
      const kind = event.eventType === 'birth' ? 'birthday' : 'anniversary';
      const year = yearOfSortKey(event.sortDate);
      if (year === null) return null;
      const ids = (await deps.family.participantsOf(treeOwnerId, event.id)).filter((p) => p.role === ROLES[kind]).map((p) => p.personId);
      // In name order, so a couple is always said the same way.
      const people = (await deps.family.getPeople(treeOwnerId, [...new Set(ids)])).filter((person) => !person.itemsDeleted).sort((a, b) => displayName(a).localeCompare(displayName(b)));
      // A birth recalls its child; a marriage both spouses, or nobody once one was removed from view.
      if (!people.length || (kind === 'anniversary' && people.length < ids.length)) return null;
      const years = today.year - year;
      const title = kind === 'birthday' ? birthdayText(named(people[0]!), years, people[0]!.id === viewerPersonId || (await isAlive(deps, treeOwnerId, people[0]!, now))) : anniversaryText(people.map(named), years);
      return { kind, eventId: event.id, years, title, people, photos: await photosOf(deps, library, people) };
    }),
  );
  // Not cut to the limit here: memoriesOn puts the reader's own first, then cuts.
  return found.filter((memory): memory is PeopleMemoryRecord => memory !== null);
}

async function isAlive(deps: MemoryDeps, treeOwnerId: string, person: PersonRecord, now: Date): Promise<boolean> {
  return isLiving(lifeFactsOf(await deps.family.participationsOf(treeOwnerId, person.id)), now);
}

/**
 * The newest photos of the people, one Query a person (a person's faces are listed newest photo
 * first); for a couple, photos of the two together come first.
 */
async function photosOf(deps: MemoryDeps, library: LibraryScope, people: readonly PersonRecord[]): Promise<LibraryPhoto[]> {
  const pages = await Promise.all(people.map((person) => deps.faces.photoIdsOf(library, [person.id], { limit: PHOTOS_PER_PERSON_MEMORY })));
  const seenIn = new Map<string, number>();
  for (const page of pages) for (const id of page.photoIds) seenIn.set(id, (seenIn.get(id) ?? 0) + 1);
  const photos = (await deps.photos.getPhotos([...seenIn.keys()])).filter((photo) => isInLibrary(photo, library));
  const order = (photo: LibraryPhoto) => `${seenIn.get(photo.photoId)}#${photo.dateSort}#${photo.photoId}`;
  return photos.sort((a, b) => (order(a) < order(b) ? 1 : -1)).slice(0, PHOTOS_PER_PERSON_MEMORY);
}
