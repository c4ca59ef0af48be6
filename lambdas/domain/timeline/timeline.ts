import { timelineDateOfSortKey } from '@heirloom/shared/rules/timeline-date';
import { TIMELINE_PAGE_SIZE, type TimelineItem, type TimelineQuery, type TimelineResponse } from '@heirloom/shared/contracts/timeline';
import type { FamilyDeps } from '../family/deps';
import { requireEvent, typedSortDate } from '../family/events';
import { peopleById } from '../family/event-names';
import type { KinshipReader } from '../family/kinship';
import { requirePerson } from '../family/people';
import { readerFor } from '../family/relationships';
import { displayName } from '../family/person-names';
import { eventSubjects } from '@heirloom/shared/rules/events';
import type { EventRecord } from '../family/records';
import type { LibraryPhoto, PhotoStore } from '../../ports/library';
import { isInLibrary } from '../library/access';
import type { MediaUrlSigner } from '../../ports/media';
import type { TimelineOrder, TimelineStore } from '../../ports/timeline';
import { comparePositions, eventSpan, isInRange, mergePage, pageRequestOf, sourceRange, type PageRequest, type Position, type SourceRange } from './paging';
import { lifeBoundsOf, mayMeetLife, relativesEventsInLife, type TimelineRelation } from './relatives-events';

export interface TimelineDeps {
  timeline: TimelineStore;
  family: FamilyDeps;
  signer: MediaUrlSigner;
  photos: Pick<PhotoStore, 'getPhotos'>;
}

/** The person timeline asks at most this many of the person's events for their photos on one page. */
export const PERSON_EVENTS_WITH_PHOTOS_CAP = 100;

/** The person timeline reads the events of at most this many of their children, partners, parents, brothers and sisters. */
export const PERSON_RELATIVES_CAP = 100;

/** Whose items a caller sees, from the two doors (tree-access.ts and the library's owner). */
export interface TimelineOwners {
  treeOwnerId: string;
  libraryOwnerId: string;
}

type Positioned<T> = Position & { value: T };
type TimelineEntry = Positioned<EventRecord> | Positioned<LibraryPhoto>;
const orderOf = (request: PageRequest): TimelineOrder => (request.direction === 'down' ? 'descending' : 'ascending');
// One more than a page: the cursor item itself may come back and is dropped.
const FETCH = TIMELINE_PAGE_SIZE + 1;

const eventAt = (event: EventRecord): TimelineEntry => ({ date: event.sortDate ?? '', kind: 'event', id: event.id, value: event });
const photoAt = (photo: LibraryPhoto): TimelineEntry => ({ date: photo.dateSort, kind: 'photo', id: photo.photoId, value: photo });

/** GET /events/timeline: the family's dated events and photos, a page each way. */
export async function familyTimeline(deps: TimelineDeps, owners: TimelineOwners, query: TimelineQuery): Promise<TimelineResponse> {
  const request = pageRequestOf(query);
  const eventRange = sourceRange('event', request);
  const photoRange = sourceRange('photo', request);
  const [events, photos] = await Promise.all([
    eventRange ? deps.timeline.events(owners.treeOwnerId, eventRange, orderOf(request), FETCH) : [],
    photoRange ? deps.timeline.photos(owners.libraryOwnerId, photoRange, orderOf(request), FETCH) : [],
  ]);
  return viewOf(deps, mergePage(request, [events.map(eventAt), photos.map(photoAt)], TIMELINE_PAGE_SIZE));
}

/**
 * GET /person/{id}/timeline: the dated events the person takes part in, the deaths of their
 * children, partners, parents, brothers and sisters, and the births of their brothers and sisters,
 * within their life (relatives-events.ts), and the dated photos of
 * them: those with their face named, and those attached to their events (a photo that is both is
 * listed once). Each source is one Query a page: the person's events, their faces, and each of
 * their events' photos (a person has tens of events, asked in parallel); the relatives' events are
 * read as the tree's relationships are (the person's birth and couple events, then each relative's
 * events, a Query each, in parallel), and paged in memory with the same keys.
 */
export async function personTimeline(deps: TimelineDeps, owners: TimelineOwners, personId: string, query: TimelineQuery): Promise<TimelineResponse> {
  await requirePerson(deps.family, owners.treeOwnerId, personId);
  const request = pageRequestOf(query);
  const eventRange = sourceRange('event', request);
  const photoRange = sourceRange('photo', request);
  const order = orderOf(request);
  const reader = readerFor(deps.family, owners.treeOwnerId);
  const [eventIds, relativesEventIds, facePhotoIds, eventPhotos] = await Promise.all([
    // A person can hold several roles in one event: ask for enough to fill a page after merging them.
    eventRange ? deps.timeline.personEventIds(owners.treeOwnerId, personId, eventRange, order, FETCH * 2) : [],
    eventRange ? relativesEventIdsOf(deps, owners, reader, personId, eventRange, order) : [],
    photoRange ? deps.timeline.personFacePhotoIds(owners.libraryOwnerId, personId, photoRange, order, FETCH * 2) : [],
    photoRange ? photosOfPersonEvents(deps, owners, reader, personId, photoRange, order) : [],
  ]);
  const [events, facePhotos] = await Promise.all([
    deps.family.store.getEvents(owners.treeOwnerId, [...new Set([...eventIds.map((entry) => entry.eventId), ...relativesEventIds])]),
    facePhotoIds.length ? deps.photos.getPhotos([...new Set(facePhotoIds)]) : [],
  ]);
  // A face row keeps the photo's date from when the face was found: the photo's own date decides.
  const photos = [...facePhotos, ...eventPhotos].filter((photo) => photo.dateSort && isInLibrary(photo, owners.libraryOwnerId));
  return viewOf(deps, mergePage(request, [events.filter((event) => event.sortDate).map(eventAt), photos.map(photoAt)], TIMELINE_PAGE_SIZE));
}

/**
 * The ids of the relatives' events the person's timeline shows (relatives-events.ts) within the
 * page's range, nearest the cursor first, one more than a page. Relatives removed from the tree's
 * view are left out. A page outside the person's life reads only the person's own events.
 */
async function relativesEventIdsOf(deps: TimelineDeps, owners: TimelineOwners, reader: KinshipReader, personId: string, range: SourceRange, order: TimelineOrder): Promise<string[]> {
  const personRoles = await reader.participationsOf(personId);
  if (!mayMeetLife(range.from.date, range.to.date, lifeBoundsOf(personRoles))) return [];
  const [children, couples, parents] = await Promise.all([reader.children(personId), reader.couples(personId), reader.parents(personId)]);
  const siblings = (await Promise.all(parents.map((parent) => reader.children(parent)))).flat();
  const relations = new Map<string, TimelineRelation>();
  const relate = (ids: readonly string[], relation: TimelineRelation) => {
    for (const id of ids) if (id !== personId && !relations.has(id)) relations.set(id, relation);
  };
  relate(children, 'child');
  relate(couples.map((couple) => (couple.a === personId ? couple.b : couple.a)), 'partner');
  relate(parents, 'parent');
  relate(siblings, 'sibling');
  const ids = [...relations.keys()].slice(0, PERSON_RELATIVES_CAP);
  if (ids.length === 0) return [];
  const [people, relativesRoles] = await Promise.all([peopleById(deps.family, owners.treeOwnerId, ids), Promise.all(ids.map((id) => reader.participationsOf(id)))]);
  const shown = ids.flatMap((id, index) => {
    const person = people.get(id);
    return person && !person.itemsDeleted ? [{ personId: id, relation: relations.get(id)!, roles: relativesRoles[index]! }] : [];
  });
  const positions: Position[] = relativesEventsInLife(personRoles, shown)
    .map((event): Position => ({ date: event.sortDate, kind: 'event', id: event.eventId }))
    .filter((position) => isInRange(position, range));
  positions.sort((a, b) => (order === 'descending' ? comparePositions(b, a) : comparePositions(a, b)));
  return positions.slice(0, FETCH).map((position) => position.id);
}

/** The photos attached to the person's events, within the page's range: one Query per event. */
async function photosOfPersonEvents(deps: TimelineDeps, owners: TimelineOwners, reader: KinshipReader, personId: string, range: SourceRange, order: TimelineOrder): Promise<LibraryPhoto[]> {
  const participations = await reader.participationsOf(personId);
  const eventIds = [...new Set(participations.map((p) => p.eventId))].slice(0, PERSON_EVENTS_WITH_PHOTOS_CAP);
  const lists = await Promise.all(eventIds.map((eventId) => deps.timeline.eventPhotos(owners.libraryOwnerId, eventId, range, order, FETCH)));
  return lists.flat();
}

/** GET /event/{id}/timeline: the photos dated within the event's dates. */
export async function eventTimeline(deps: TimelineDeps, owners: TimelineOwners, eventId: string, query: TimelineQuery): Promise<TimelineResponse> {
  const event = await requireEvent(deps.family, owners.treeOwnerId, eventId);
  if (!event.sortDate) return { events: [] };
  const endKey = event.endDate ? typedSortDate(event.endDate) : null;
  const span: SourceRange = eventSpan(event.sortDate, endKey);
  const request = pageRequestOf(query);
  const range = sourceRange('photo', request, span);
  if (!range) return { events: [] };
  const photos = await deps.timeline.photos(owners.libraryOwnerId, range, orderOf(request), FETCH);
  return viewOf(deps, mergePage(request, [photos.map(photoAt)], TIMELINE_PAGE_SIZE));
}

async function viewOf(deps: TimelineDeps, items: readonly TimelineEntry[]): Promise<TimelineResponse> {
  const events = items.filter((item) => item.kind === 'event').map((item) => item.value as EventRecord);
  const subjects = await subjectsOf(deps, events);
  return {
    events: await Promise.all(
      items.map((item) => (item.kind === 'event' ? eventItem(item.value as EventRecord, subjects.get(item.id) ?? []) : photoItem(item.value as LibraryPhoto, deps.signer))),
    ),
  };
}

/**
 * Whom each event is about, by event id: one Query per event for its participants (a page holds
 * at most TIMELINE_PAGE_SIZE events, asked in parallel) and one batch read of their people.
 * People removed from the tree's view are left out, as they are from automatic names.
 */
async function subjectsOf(deps: TimelineDeps, events: readonly EventRecord[]): Promise<Map<string, TimelineItem['people']>> {
  if (events.length === 0) return new Map();
  const ownerId = events[0]!.ownerId;
  const participantLists = await Promise.all(events.map((event) => deps.family.store.participantsOf(ownerId, event.id)));
  const people = await peopleById(deps.family, ownerId, participantLists.flat().map((p) => p.personId));
  return new Map(
    events.map((event, index) => {
      const named = participantLists[index]!.flatMap((participant) => {
        const person = people.get(participant.personId);
        return person && !person.itemsDeleted ? [{ event_role: participant.role, person_id: person.id, name: displayName(person) }] : [];
      });
      return [event.id, eventSubjects(event.eventType, named).map((subject) => ({ id: subject.person_id, name: subject.name }))];
    }),
  );
}

const eventItem = (event: EventRecord, people: TimelineItem['people']): TimelineItem => ({
  id: event.id,
  item_type: 'event',
  name: event.name,
  sort_date: timelineDateOfSortKey(event.sortDate ?? ''),
  start_date: event.startDate || null,
  end_date: event.endDate || null,
  event_type: event.eventType,
  location: event.location || null,
  date_taken: null,
  image_type: null,
  placeholder: null,
  thumbnail_url: null,
  description: null,
  event_id: null,
  people,
});

const photoItem = async (photo: LibraryPhoto, signer: MediaUrlSigner): Promise<TimelineItem> => ({
  id: photo.photoId,
  item_type: 'photo',
  name: photo.name,
  sort_date: timelineDateOfSortKey(photo.dateSort),
  start_date: null,
  end_date: null,
  event_type: null,
  location: photo.locationAddress,
  date_taken: photo.dateTaken,
  image_type: photo.imageType,
  placeholder: photo.placeholder,
  thumbnail_url: await signer.derived(photo.renditions.thumb300),
  description: photo.description,
  event_id: photo.eventId,
  people: [],
});
