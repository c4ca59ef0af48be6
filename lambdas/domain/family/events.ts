import type { CreateEventRequest, EventView, SaveEventRequest } from '@heirloom/shared/contracts/family';
import type { EventRole } from '@heirloom/shared/rules/events';
import { parseFuzzyDate, sortKey } from '@heirloom/shared/rules/fuzzy-date';
import { NotFoundError, ValidationError } from '../errors';
import type { FamilyDeps } from './deps';
import { automaticName, peopleById } from './event-names';
import { deleteAttachmentsOf } from './attachments';
import { requirePerson } from './people';
import { APP_IMPORT_KEY, type EventRecord, type ParticipantRecord, type PersonRecord, type RemovedEventRecord } from './records';
import { removedEventOf } from './removed-events';
import { fold } from './text-keys';
import { PLACE_MATCHER_VERSION } from '../places/place-version';
import { toEventView } from './views';
import { requireMayChange, NOT_YOUR_EVENT, NOT_YOUR_EVENT_TO_CHANGE, type Actor } from '../sharing/roles';
import { makerOf } from './makers';

export const EVENT_NOT_FOUND = 'That event is not in your family tree';
export const EVENT_SEARCH_LIMIT = 25;

/** Typed dates sort by what they say; text that is not a date keeps no sort date. */
export const typedSortDate = (text: string): string | null => sortKey(parseFuzzyDate(text)) ?? null;

/** The event's place found on the map, when the route can match places and it was not done for this text. */
function placeEvent(deps: FamilyDeps, event: EventRecord): void {
  if (!deps.placeMatcher || isPlacementCurrent(event)) return;
  const text = event.location.trim();
  event.placement = { text: event.location, version: PLACE_MATCHER_VERSION, place: text ? deps.placeMatcher({ text, coordinates: event.placeCoordinates }) : null };
}

/** Whether the stored placement was worked out for the event's place text by the current matcher. */
export const isPlacementCurrent = (event: Pick<EventRecord, 'placement' | 'location'>): boolean =>
  event.placement !== undefined && event.placement.text === event.location && event.placement.version === PLACE_MATCHER_VERSION;

export async function requireEvent(deps: FamilyDeps, ownerId: string, eventId: string): Promise<EventRecord> {
  const event = await deps.store.getEvent(ownerId, eventId);
  if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
  return event;
}

const participant = (event: EventRecord, personId: string, role: string, position: number, previous?: ParticipantRecord): ParticipantRecord => ({
  ownerId: event.ownerId,
  eventId: event.id,
  personId,
  role,
  eventType: event.eventType,
  sortDate: event.sortDate,
  position,
  importKey: previous?.importKey ?? APP_IMPORT_KEY,
  importRun: previous?.importRun ?? null,
  gedcom: previous?.gedcom ?? null,
});

/**
 * POST /event {event_type, person_id, event_role, start_date}: adds an event to a person's life
 * ("add event from person", spec 001 section 4) and returns the event and the person.
 */
export async function createEvent(deps: FamilyDeps, ownerId: string, request: CreateEventRequest, createdBy?: string): Promise<{ event: EventView; person: PersonRecord }> {
  const person = await requirePerson(deps, ownerId, request.person_id);
  const now = deps.now();
  const event: EventRecord = {
    ownerId,
    id: deps.newId(),
    eventType: request.event_type,
    name: request.name,
    autoName: request.name === '',
    startDate: request.start_date,
    endDate: request.end_date,
    sortDate: typedSortDate(request.start_date),
    location: request.location,
    ...(createdBy ? { createdBy } : {}),
    createdAt: now,
    updatedAt: now,
    importKey: APP_IMPORT_KEY,
    importRun: null,
    gedcom: null,
  };
  placeEvent(deps, event);
  const participants = [participant(event, person.id, request.event_role, 0)];
  const people = new Map([[person.id, person]]);
  if (event.autoName) event.name = automaticName(event.eventType, participants, people);
  await deps.store.putEvent(event);
  await deps.store.putParticipants(participants);
  return { event: toEventView(event, participants, people), person };
}

export async function getEvent(deps: FamilyDeps, ownerId: string, eventId: string): Promise<EventView> {
  const event = await requireEvent(deps, ownerId, eventId);
  const participants = await deps.store.participantsOf(ownerId, eventId);
  return withMaker(deps, event, toEventView(event, participants, await peopleById(deps, ownerId, participants.map((p) => p.personId))));
}

/** The view with who may change the event besides the admins: whoever added it, or imported the file it came from. */
async function withMaker(deps: FamilyDeps, event: EventRecord, view: EventView): Promise<EventView> {
  const maker = await makerOf(deps.store, event);
  return maker ? { ...view, created_by: maker } : view;
}

/** Who saves an event, and whether the request lists the participants of people removed from the tree (the editor's view leaves them out). */
export interface SaveEventOptions {
  /** The member saving it: one who may not change the event (sharing/roles.ts) may only add people to it. Absent: a change the app makes itself. */
  actor?: Actor;
  listsRemovedPeople?: boolean;
}

/** Whether a save changes what the event says rather than only adding people to it. */
function changesDetails(previous: EventRecord, request: SaveEventRequest, automatic: boolean): boolean {
  return (
    request.event_type !== previous.eventType ||
    request.start_date !== previous.startDate ||
    request.end_date !== previous.endDate ||
    request.location !== previous.location ||
    automatic !== previous.autoName ||
    (!automatic && request.name !== previous.name)
  );
}

/**
 * POST /event/{id}: the whole event. Participants are replaced by the list sent (rows marked
 * deleted or without a person are left out); the name follows the automatic name while auto_name
 * is on or the name is blank (spec 000 section 4). A member who did not make the event may add
 * people to it and nothing else (403 otherwise).
 */
export async function saveEvent(deps: FamilyDeps, ownerId: string, eventId: string, request: SaveEventRequest, options: SaveEventOptions = {}): Promise<EventView> {
  const previous = await requireEvent(deps, ownerId, eventId);
  const rows = request.participants.filter((row) => !row.deleted && row.person);
  const before = await deps.store.participantsOf(ownerId, eventId);
  const people = await peopleById(deps, ownerId, [...rows.map((row) => row.person!), ...before.map((p) => p.personId)]);
  const missing = rows.findIndex((row) => !people.has(row.person!));
  if (missing >= 0) {
    throw new ValidationError('One of the people in this event is not in your family tree', {
      [`participants.${missing}.person`]: ['That person is not in your family tree'],
    });
  }
  const automatic = request.auto_name || request.name.trim() === '';
  // Who is in it afterwards, each person and role once, in the order given.
  const staying = new Map<string, { personId: string; role: string }>();
  for (const row of rows) if (!staying.has(`${row.person}#${row.event_role}`)) staying.set(`${row.person}#${row.event_role}`, { personId: row.person!, role: row.event_role });
  // Someone removed from the tree is not in the editor's list, yet stays in the event: putting them back finds them there.
  if (!options.listsRemovedPeople) {
    for (const p of before) if (people.get(p.personId)?.itemsDeleted && !staying.has(`${p.personId}#${p.role}`)) staying.set(`${p.personId}#${p.role}`, { personId: p.personId, role: p.role });
  }
  const leaving = before.filter((p) => !staying.has(`${p.personId}#${p.role}`));
  if (options.actor && (leaving.length > 0 || changesDetails(previous, request, automatic))) {
    requireMayChange(options.actor, await makerOf(deps.store, previous), NOT_YOUR_EVENT_TO_CHANGE);
  }

  const dateChanged = request.start_date !== previous.startDate;
  const event: EventRecord = {
    ...previous,
    eventType: request.event_type,
    startDate: request.start_date,
    endDate: request.end_date,
    sortDate: dateChanged ? typedSortDate(request.start_date) : previous.sortDate,
    location: request.location,
    updatedAt: deps.now(),
  };
  if (request.location !== previous.location) {
    // GEDCOM's coordinates belonged to the place as imported; a new place is matched afresh.
    event.placeCoordinates = null;
    delete event.placement;
    // The export tells a changed place by the text as imported, kept where reading it changed nothing, and leaves out its MAP then.
    if (previous.gedcom && previous.gedcom.placeText === undefined && previous.location) event.gedcom = { ...previous.gedcom, placeText: previous.location };
  }
  placeEvent(deps, event);
  const beforeByKey = new Map(before.map((p) => [`${p.personId}#${p.role}`, p]));
  const after = [...staying].map(([key, { personId, role }], position) => participant(event, personId, role, position, beforeByKey.get(key)));
  event.autoName = automatic;
  event.name = automatic ? automaticName(event.eventType, after, people) : request.name;
  if (event.gedcom?.dialect && dateChanged) {
    // The date is now typed text, not the file's GEDCOM syntax: export converts it instead of copying it.
    const { dialect: _dialect, ...gedcom } = event.gedcom;
    event.gedcom = gedcom;
  }
  await deps.store.putEvent(event);
  await deps.store.deleteParticipants(leaving);
  await deps.store.putParticipants(after);
  return withMaker(deps, event, toEventView(event, after, people));
}

type ParticipantInput = SaveEventRequest['participants'][number];

/**
 * Saves an event with its participants changed and nothing else: as read with removed people
 * included (the view leaves them out), with the roles as stored (an import's may not fit the type),
 * so its name follows while it is automatic.
 */
export async function changeParticipants(deps: FamilyDeps, ownerId: string, eventId: string, change: (participants: ParticipantInput[]) => ParticipantInput[]): Promise<EventView> {
  const event = await getEvent(deps, ownerId, eventId);
  const participants = await deps.store.participantsOf(ownerId, eventId);
  return saveEvent(
    deps,
    ownerId,
    eventId,
    {
      event_type: event.event_type,
      name: event.name,
      auto_name: event.auto_name,
      start_date: event.start_date,
      end_date: event.end_date,
      location: event.location,
      participants: change(participants.map((p) => ({ event_role: p.role as EventRole, person: p.personId }))),
    },
    { listsRemovedPeople: true },
  );
}

/**
 * DELETE /event/{id}: the event, its participants, notes and citations; for admins and the event's
 * maker (sharing/roles.ts). Returns the event as it was, for keeping (removed-events.ts).
 */
export async function deleteEvent(deps: FamilyDeps, ownerId: string, eventId: string, actor?: Actor): Promise<RemovedEventRecord> {
  const event = await requireEvent(deps, ownerId, eventId);
  if (actor) requireMayChange(actor, await makerOf(deps.store, event), NOT_YOUR_EVENT);
  const removed = await removedEventOf(deps, ownerId, event, actor?.userId ?? null);
  await deleteAttachmentsOf(deps, ownerId, { kind: 'event', id: eventId });
  await deps.store.deleteEvent(ownerId, eventId);
  return removed;
}

async function viewsOf(deps: FamilyDeps, ownerId: string, events: readonly EventRecord[]): Promise<Array<{ event: EventRecord; view: EventView }>> {
  const participantLists = await Promise.all(events.map((event) => deps.store.participantsOf(ownerId, event.id)));
  const people = await peopleById(deps, ownerId, participantLists.flat().map((p) => p.personId));
  return events.map((event, index) => ({ event, view: toEventView(event, participantLists[index]!, people) }));
}

/** GET /events?q=: events whose name starts with the text typed (case and accents ignored). */
export async function searchEvents(deps: FamilyDeps, ownerId: string, q: string): Promise<EventView[]> {
  const events = await deps.store.searchEvents(ownerId, fold(q), EVENT_SEARCH_LIMIT);
  return (await viewsOf(deps, ownerId, events)).map(({ view }) => view);
}

/** GET /events/{personId}: the person's events in date order, each with the person's role. */
export async function personEvents(deps: FamilyDeps, ownerId: string, personId: string): Promise<EventView[]> {
  await requirePerson(deps, ownerId, personId);
  const participations = await deps.store.participationsOf(ownerId, personId);
  const roleOf = new Map<string, string>();
  for (const p of participations) if (!roleOf.has(p.eventId)) roleOf.set(p.eventId, p.role);
  const events = await deps.store.getEvents(ownerId, [...roleOf.keys()]);
  const order = [...roleOf.keys()];
  events.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  return (await viewsOf(deps, ownerId, events)).map(({ event, view }) => ({ ...view, person_id: personId, event_role: roleOf.get(event.id)! }));
}
