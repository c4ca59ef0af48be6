import { monthDayOfSortDate } from '@heirloom/shared/rules/memories';
import { Entity } from 'electrodb';
import { MODEL, provenanceAttributes } from './family-keys';
import { ownerIndex } from './owner-index';
import { perTable } from './per-table';

/**
 * An event (birth, marriage, census...) and, in the same partition, one item per participant.
 * Relationships are read from events: a birth's child and parents, a marriage's spouses.
 *  - event byId / participant byEvent   the event and its people, one partition
 *  - event byName (gsi1)                event search by name prefix
 *  - participant byPerson (gsi1)        a person's events in date order (and their relatives)
 *  - log (gsi2)                         every event of a tree, each followed by its participants (export)
 *  - dates (gsi4, eventDateKeys below)  a tree's dated events in time order (the timeline)
 */
export const eventSchema = {
  model: { entity: 'familyEvent', ...MODEL },
  attributes: {
    ...provenanceAttributes,
    eventId: { type: 'string', required: true },
    eventType: { type: 'string', required: true },
    name: { type: 'string' },
    autoName: { type: 'boolean' },
    startDate: { type: 'string' },
    endDate: { type: 'string' },
    sortDate: { type: 'string' },
    location: { type: 'string' },
    placeCoordinates: { type: 'any' },
    placement: { type: 'any' },
    /** Who added the event (sharing/roles.ts); imported ones belong to the importer. */
    createdBy: { type: 'string' },
    createdAt: { type: 'number' },
    updatedAt: { type: 'number' },
    gedcom: { type: 'any' },
    searchName: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['ownerId', 'eventId'], template: 'tree#${ownerId}#event#${eventId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'event', casing: 'none' },
    },
    byName: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['ownerId'], template: 'tree#${ownerId}#events', casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['searchName', 'eventId'], template: '${searchName}#${eventId}', casing: 'none' },
    },
    log: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['ownerId'], template: 'tree#${ownerId}#eventlog', casing: 'none' },
      sk: { field: 'gsi2sk', composite: ['eventId'], template: '${eventId}#0', casing: 'none' },
    },
    byOwner: ownerIndex(['importKey', 'eventId'] as const),
  },
} as const;

export const participantSchema = {
  model: { entity: 'familyParticipant', ...MODEL },
  attributes: {
    ...provenanceAttributes,
    eventId: { type: 'string', required: true },
    personId: { type: 'string', required: true },
    eventRole: { type: 'string', required: true },
    /** Copied from the event so relationships are read without loading events. */
    eventType: { type: 'string', required: true },
    /** The event's sort date, '~' when it has none (undated events list last). */
    sortDate: { type: 'string', required: true },
    gedcom: { type: 'any' },
    /** The participant's place in the event's list (ParticipantRecord.position). */
    position: { type: 'number' },
  },
  indexes: {
    byEvent: {
      pk: { field: 'pk', composite: ['ownerId', 'eventId'], template: 'tree#${ownerId}#event#${eventId}', casing: 'none' },
      sk: { field: 'sk', composite: ['personId', 'eventRole'], template: 'participant#${personId}#${eventRole}', casing: 'none' },
    },
    byPerson: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['ownerId', 'personId'], template: 'tree#${ownerId}#person#${personId}#events', casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['sortDate', 'eventId', 'eventRole'], template: '${sortDate}#${eventId}#${eventRole}', casing: 'none' },
    },
    log: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['ownerId'], template: 'tree#${ownerId}#eventlog', casing: 'none' },
      sk: { field: 'gsi2sk', composite: ['eventId', 'personId', 'eventRole'], template: '${eventId}#1#${personId}#${eventRole}', casing: 'none' },
    },
    byOwner: ownerIndex(['importKey', 'eventId', 'personId', 'eventRole'] as const),
  },
} as const;

export const eventEntity = perTable((client, table) => new Entity(eventSchema, { client, table }));
export const participantEntity = perTable((client, table) => new Entity(participantSchema, { client, table }));

/**
 * The timeline's index of a tree's dated events: gsi4 'tree#<owner>#eventdates' / '<sortDate>#<eventId>'.
 * Written beside the entity's keys rather than as an ElectroDB index because it is sparse: an
 * undated event has no place in time and no entry (ElectroDB's conditional indexes demand every
 * composite on every write).
 */
export const eventDatesPartition = (ownerId: string) => `tree#${ownerId}#eventdates`;
export function eventDateKeys(event: { ownerId: string; id: string; sortDate: string | null }): { gsi4pk?: string; gsi4sk?: string } {
  return event.sortDate ? { gsi4pk: eventDatesPartition(event.ownerId), gsi4sk: `${event.sortDate}#${event.id}` } : {};
}

/** The events a day of the year recalls (memories): births (birthdays) and marriages (anniversaries). */
export const REMEMBERED_EVENT_TYPES: ReadonlySet<string> = new Set(['birth', 'marriage']);

/**
 * The memories' index of a tree's births and marriages by day of the year: gsi8
 * 'tree#<owner>#eventday#<MM-DD>' / '<sortDate>#<eventId>'. Sparse like eventDateKeys: only an
 * event dated to the day has an entry. The tree's key prefix lets a family move carry it along.
 */
export const eventDayPartition = (ownerId: string, monthDay: string) => `tree#${ownerId}#eventday#${monthDay}`;
export function eventDayKeys(event: { ownerId: string; id: string; eventType: string; sortDate: string | null }): { gsi8pk?: string; gsi8sk?: string } {
  const monthDay = REMEMBERED_EVENT_TYPES.has(event.eventType) ? monthDayOfSortDate(event.sortDate) : null;
  return monthDay ? { gsi8pk: eventDayPartition(event.ownerId, monthDay), gsi8sk: `${event.sortDate}#${event.id}` } : {};
}
