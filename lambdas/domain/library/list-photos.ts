import { NONE, PHOTO_PAGE_SIZE, type ListReason, type PhotoList, type PhotosQuery, type PhotosResponse } from '@heirloom/shared/contracts/photos';
import { NotFoundError } from '../errors';
import type { PhotoFilter } from '../../ports/library';
import type { LibraryDeps } from './deps';
import { locationViewOf, photoViewsOf, eventSummaryOf } from './views';

export const PERSON_NOT_FOUND = 'That person is not in your family tree';
const LOCATION_NOT_FOUND = 'That place is not one of yours';
const EVENT_NOT_FOUND = 'That event is not in your family tree';

/**
 * People are found in photos by face recognition, which arrives in a later release: until then no
 * photo has a face assigned to anyone, so a person's (or a list's) photos are an empty page that
 * says why, and 'faces not assigned' (person_id=none) is every photo.
 */
export const FACES_NOT_AVAILABLE: ListReason = {
  code: 'faces_not_available',
  message: 'Photos are matched to people by face recognition, which is not switched on yet. Until then, photos of people cannot be listed.',
};
export const NO_OWN_PERSON: ListReason = {
  code: 'no_own_person',
  message: "Choose which person in your family tree is you ('This person is me') to see photos of you and your relatives.",
};
const noRelatives = (lists: readonly PhotoList[]): ListReason => ({ code: 'no_relatives', message: `Nobody in your family tree is in ${lists.join(', ')} yet.` });

const emptyPage = (reason: ListReason, extra: Partial<PhotosResponse> = {}): PhotosResponse => ({ photos: [], next_page: null, ...extra, reason });

/**
 * GET /photos: the photo strip, 50 a page, newest taken first and photos without a date last.
 * Each page is one Query on the index made for the filter (see dynamo-library-photos.ts); on the
 * first page only, the place or event named is read beside it, in parallel, for the heading.
 */
export async function listPhotos(deps: LibraryDeps, ownerId: string, query: PhotosQuery, userId = ownerId): Promise<PhotosResponse> {
  if (query.list) return listPresetPhotos(deps, ownerId, userId, query.list);
  if (query.person_id !== undefined && query.person_id !== NONE) {
    const person = await deps.people.getPerson(ownerId, query.person_id);
    if (!person) throw new NotFoundError(PERSON_NOT_FOUND);
    return emptyPage(FACES_NOT_AVAILABLE, { person: { id: person.id, name: person.name, sex: person.sex, person_thumbnail_url: person.thumbnailUrl } });
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
        if (!location || location.ownerId !== ownerId) throw new NotFoundError(LOCATION_NOT_FOUND);
        extra.location = locationViewOf(location);
      });
    }
  } else if (query.event_id !== undefined) {
    const eventId = query.event_id === NONE ? null : query.event_id;
    filter = { by: 'event', eventId };
    extra.event = null;
    if (eventId && !query.page) {
      context = deps.events.getEvents(ownerId, [eventId]).then(([event]) => {
        if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
        extra.event = eventSummaryOf(event);
      });
    }
  } else if (query.person_id === NONE) {
    // Photos with faces not assigned to a person: with no faces assigned yet, every photo.
    extra.person = null;
  }
  const [page] = await Promise.all([deps.photos.listPhotos(ownerId, filter, { undatedOnly: query.missing_date, cursor: query.page, limit: PHOTO_PAGE_SIZE }), context]);
  return { photos: await photoViewsOf(page.items, deps.signer), next_page: page.cursor, ...extra };
}

/** The drawer's lists (Me, Siblings, Kids...): the people they name, then (later) their photos. */
async function listPresetPhotos(deps: LibraryDeps, ownerId: string, userId: string, lists: readonly PhotoList[]): Promise<PhotosResponse> {
  const me = await deps.people.ownPersonId(userId);
  if (!me) return emptyPage(NO_OWN_PERSON);
  const named = await Promise.all(lists.map((list) => (list === 'Me' ? Promise.resolve([me]) : deps.people.relativesOf(ownerId, me, list))));
  if (!named.flat().length) return emptyPage(noRelatives(lists));
  return emptyPage(FACES_NOT_AVAILABLE);
}
