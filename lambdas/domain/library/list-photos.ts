import { NONE, PHOTO_PAGE_SIZE, type ListReason, type PhotoList, type PhotosQuery, type PhotosResponse } from '@heirloom/shared/contracts/photos';
import type { RelativeFilter } from '@heirloom/shared/contracts/relationship-constants';
import { relationWords } from '@heirloom/shared/rules/relationship/filter-words';
import { NotFoundError } from '../errors';
import { MERGE_CHUNK } from '../faces/merged-photo-pages';
import { isInLibrary, viewOf, type LibraryScope } from './access';
import type { LibraryPhoto, PhotoFilter } from '../../ports/library';
import type { LibraryDeps } from './deps';
import { locationViewOf, photoViewsOf, eventSummaryOf } from './views';

export const PERSON_NOT_FOUND = 'That person is not in your family tree';
const LOCATION_NOT_FOUND = 'That place is not one of yours';
const EVENT_NOT_FOUND = 'That event is not in your family tree';

export const NO_OWN_PERSON: ListReason = {
  code: 'no_own_person',
  message: "Choose which person in your family tree is you ('This person is me') to see photos of you and your relatives.",
};
const noRelatives = (lists: readonly PhotoList[]): ListReason => ({ code: 'no_relatives', message: `Nobody in your family tree is in ${lists.join(', ')} yet.` });

/**
 * Who lists: the user (whose own person is "Me") and the tree they read, which is their own while
 * it is being copied into the family they joined (family/tree-access.ts); the family's otherwise.
 */
export interface PhotoLister {
  userId: string;
  treeOwnerId: string;
}

/** Where a list's people are read (the tree) and their photos (the library, with an arriving one). */
interface TreeRead {
  scope: LibraryScope;
  treeOwnerId: string;
}

const emptyPage = (reason: ListReason, extra: Partial<PhotosResponse> = {}): PhotosResponse => ({ photos: [], next_page: null, ...extra, reason });

/**
 * GET /photos: the photo strip, 50 a page, newest taken first and photos without a date last.
 * Each page is one Query on the index made for the filter (see dynamo-library-photos.ts); on the
 * first page only, the place or event named is read beside it, in parallel, for the heading.
 * While the caller's own library moves into the family, the strip, a place's and an event's lists
 * and the total read its key too (access.ts LibraryView), so none of their photos leaves the view.
 */
export async function listPhotos(deps: LibraryDeps, scope: LibraryScope, query: PhotosQuery, lister?: PhotoLister): Promise<PhotosResponse> {
  const { family: ownerId, arriving } = viewOf(scope);
  const { userId, treeOwnerId } = lister ?? { userId: ownerId, treeOwnerId: ownerId };
  const tree: TreeRead = { scope, treeOwnerId };
  if (query.list) return listPresetPhotos(deps, tree, userId, query, query.list);
  if (query.relatives_of !== undefined && query.relation !== undefined) return listRelationPhotos(deps, tree, query, query.relatives_of, query.relation);
  if (query.person_id !== undefined) {
    const personId = query.person_id === NONE ? null : query.person_id;
    let person: PhotosResponse['person'] = null;
    if (personId) {
      const found = await deps.people.getPerson(treeOwnerId, personId);
      if (!found) throw new NotFoundError(PERSON_NOT_FOUND);
      person = { id: found.id, name: found.name, sex: found.sex, person_thumbnail_url: found.thumbnailUrl };
    }
    // A merged person's id answers with the kept person, whose faces these now are.
    return { ...(await photosOfPeople(deps, scope, [person?.id ?? personId], query)), person };
  }

  let filter: PhotoFilter = { by: 'all' };
  const extra: Partial<PhotosResponse> = {};
  let context: Promise<void> = Promise.resolve();
  if (query.location_id !== undefined) {
    const locationId = query.location_id === NONE ? null : query.location_id;
    filter = { by: 'location', locationId };
    extra.location = null;
    if (locationId && !query.page) {
      context = deps.locations.getLocation(locationId).then((location) => {
        if (!location || !isInLibrary({ familyId: location.ownerId }, scope)) throw new NotFoundError(LOCATION_NOT_FOUND);
        extra.location = locationViewOf(location);
        // The place's own counter (the map marker's) is the list's total, unless only undated ones are asked for.
        if (!query.missing_date) extra.total = location.imageCount;
      });
    }
  } else if (query.event_id !== undefined) {
    const eventId = query.event_id === NONE ? null : query.event_id;
    filter = { by: 'event', eventId };
    extra.event = null;
    if (eventId && !query.page) {
      context = deps.events.getEvents(treeOwnerId, [eventId]).then(([event]) => {
        if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
        extra.event = eventSummaryOf(event);
      });
    }
  } else if (query.favorites) {
    filter = { by: 'favorites' };
  } else if (!query.page && !query.missing_date) {
    // The whole strip's first page says how many there are in all (a counter, one read).
    context = deps.photos.totalPhotos(ownerId, arriving).then((total) => {
      extra.total = total;
    });
  }
  const [page] = await Promise.all([deps.photos.listPhotos(ownerId, filter, { undatedOnly: query.missing_date, cursor: query.page, limit: PHOTO_PAGE_SIZE, arriving }), context]);
  return { photos: await photoViewsOf(page.items, deps), next_page: page.cursor, ...extra };
}

/** The drawer's lists (Me, Siblings, Kids...): the people they name, then the photos with their faces. */
async function listPresetPhotos(deps: LibraryDeps, { scope, treeOwnerId }: TreeRead, userId: string, query: PhotosQuery, lists: readonly PhotoList[]): Promise<PhotosResponse> {
  const ownId = await deps.people.ownPersonId(userId);
  // The user's person may have been merged into another since they chose it.
  const me = ownId ? ((await deps.people.getPerson(treeOwnerId, ownId))?.id ?? ownId) : null;
  if (!me) return emptyPage(NO_OWN_PERSON);
  const named = await Promise.all(lists.map((list) => (list === 'Me' ? Promise.resolve([me]) : deps.people.relativesOf(treeOwnerId, me, list))));
  const people = [...new Set(named.flat())];
  if (!people.length) return emptyPage(noRelatives(lists));
  // Merged paging even for one person: a list that grows to two mid-paging keeps its page link.
  return photosOfPeople(deps, scope, people, query, { merge: true });
}

/**
 * A relationship filter (issue 34): the people it names (a walk over the tree's relatives, never
 * the library), then their photos merged a page at a time (merged-photo-pages.ts).
 */
async function listRelationPhotos(deps: LibraryDeps, { scope, treeOwnerId }: TreeRead, query: PhotosQuery, personId: string, relation: RelativeFilter): Promise<PhotosResponse> {
  const found = await deps.people.relationOf(treeOwnerId, personId, { relation, degree: query.degree ?? 1, partner_id: query.partner_id });
  const person = { id: found.person.id, name: found.person.name, sex: found.person.sex, person_thumbnail_url: found.person.thumbnailUrl };
  const partner = found.partner && { id: found.partner.id, name: found.partner.name, sex: found.partner.sex, person_thumbnail_url: found.partner.thumbnailUrl };
  const relatives = { partner, people: found.ids.length, truncated: found.truncated, chunked: found.ids.length > MERGE_CHUNK };
  if (!found.ids.length) return emptyPage({ code: 'no_relatives', message: `${person.name || 'This person'} has no ${relationWords(relation, query.degree ?? 1)} in the family tree yet.` }, { person, relatives });
  // The walk's people are not all read: each page reads its chunk's records to leave out people removed from view.
  const present = (ids: readonly string[]) => deps.people.presentOf(treeOwnerId, ids);
  return { ...(await photosOfPeople(deps, scope, found.ids, query, { merge: true, present })), person, relatives };
}

/**
 * Photos with the faces of these people (null: faces not linked to anyone), newest first. With
 * missing_date only the undated ones are kept, so such a page may be short; paging goes on.
 */
async function photosOfPeople(
  deps: LibraryDeps,
  scope: LibraryScope,
  personIds: readonly (string | null)[],
  query: PhotosQuery,
  merged: Pick<Parameters<LibraryDeps['faces']['photoIdsOf']>[2], 'merge' | 'present'> = {},
): Promise<PhotosResponse> {
  const page = await deps.faces.photoIdsOf(scope, personIds, { cursor: query.page, limit: PHOTO_PAGE_SIZE, ...merged });
  const found = new Map((await deps.photos.getPhotos(page.photoIds)).filter((photo) => isInLibrary(photo, scope)).map((photo) => [photo.photoId, photo]));
  const photos = page.photoIds.flatMap((id) => (found.has(id) ? [found.get(id)!] : [])).filter((photo) => !query.missing_date || !photo.dateSort);
  return { photos: await photoViewsOf(photos, deps), next_page: page.cursor };
}

/** Most photos of one person read for the map and a place's list (both show them all at once). */
export const PERSON_PHOTOS_CAP = 2000;

/** Every photo of a person's faces, newest first, up to PERSON_PHOTOS_CAP. */
export async function photosOfPerson(deps: LibraryDeps, scope: LibraryScope, personId: string): Promise<LibraryPhoto[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await deps.faces.photoIdsOf(scope, [personId], { cursor, limit: 200 });
    ids.push(...page.photoIds.filter((id) => !ids.includes(id)));
    cursor = page.cursor ?? undefined;
  } while (cursor && ids.length < PERSON_PHOTOS_CAP);
  const found = new Map((await deps.photos.getPhotos(ids)).filter((photo) => isInLibrary(photo, scope)).map((photo) => [photo.photoId, photo]));
  return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
}
