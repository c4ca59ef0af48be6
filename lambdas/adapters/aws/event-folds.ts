import { inListedOrder } from '../../domain/family/participant-order';
import type { ParticipantRecord } from '../../domain/family/records';
import { sortDateKey, toParticipant } from './dynamo-family-items';

/**
 * An imported event item stands in for its participants (a birth's child and parents, a
 * marriage's spouses, the one who died): their fields sit on the event item, in `folded`, and
 * each one's entry in "a person's events" is the event item's entry in that person's fold index,
 * in the same format as a participant item's gsi1 entry. An import then writes about one item per
 * event instead of one per event and participant, and items are what an import's time is made of
 * (DynamoDB takes them at a fixed rate).
 *
 * A person has two of the three FOLD_INDEXES, chosen by their id, so a person's events are three
 * Queries (their participant items on gsi1, the events folding them on each of their two). An
 * item has one entry per index, so the participants of one event need different indexes: the
 * first takes the first of their two, a later one a free one of theirs, moving an earlier one to
 * its other index when that frees one. Only three participants who all have the same two indexes,
 * or a fourth, stay participant items (royal92.ged: 180 of 10,460; with one index a person,
 * ~2,000).
 *
 * Only an import folds (participants arriving with their event, from the same file and run, at
 * the event's date). Anything else that touches a folded participant first turns the event's
 * folded participants back into participant items, in one transaction
 * (DynamoFamilyStore.unfoldEvents), so the app's writes work on participant items as before.
 * Readers get one list either way (foldedParticipantsOf).
 */

type Item = Record<string, unknown>;

/** The indexes holding folded participants' entries, one participant each (DynamoDB allows 20). */
export const FOLD_INDEXES = ['gsi5', 'gsi6', 'gsi7'] as const;

export type FoldIndex = (typeof FOLD_INDEXES)[number];

/** The two indexes that may hold a person's entries as a folded participant (ids are random, so persons spread evenly). */
export function foldIndexesFor(personId: string): readonly [FoldIndex, FoldIndex] {
  let hash = 0;
  for (let i = 0; i < personId.length; i += 1) hash = (hash * 31 + personId.charCodeAt(i)) >>> 0;
  const first = hash % FOLD_INDEXES.length;
  return [FOLD_INDEXES[first]!, FOLD_INDEXES[(first + 1) % FOLD_INDEXES.length]!];
}

const foldKeys = FOLD_INDEXES.flatMap((index) => [`${index}pk`, `${index}sk`]);
/** What an unfold removes from the event item. */
export const FOLD_ATTRIBUTES = ['folded', ...foldKeys] as const;

interface Folded {
  personId: string;
  role: string;
  gedcom?: unknown;
  position?: number;
}

const personPartitionPrefix = (ownerId: string) => `tree#${ownerId}#person#`;
/** The partition of a person's events, shared by participant items (gsi1) and folding events (FOLD_INDEXES). */
export const personEventsPartition = (ownerId: string, personId: string) => `${personPartitionPrefix(ownerId)}${personId}#events`;

const foldedOf = (event: Item): Folded[] => (Array.isArray(event.folded) ? (event.folded as Folded[]) : []);

const isFree = (event: Item, index: FoldIndex) => event[`${index}pk`] === undefined;

/** Whose entry an index of the event item holds (the person of its partition). */
function holderOf(event: Item, index: FoldIndex): string {
  return String(event[`${index}pk`]).slice(personPartitionPrefix(String(event.ownerId)).length, -'#events'.length);
}

/** Where the participant's entry can go: a free index of theirs, or one an earlier participant can leave for its other. */
function placeFor(event: Item, personId: string): { index: FoldIndex; moving?: { to: FoldIndex } } | null {
  const own = foldIndexesFor(personId);
  const free = own.find((index) => isFree(event, index));
  if (free) return { index: free };
  for (const index of own) {
    const other = foldIndexesFor(holderOf(event, index)).find((candidate) => candidate !== index)!;
    if (isFree(event, other)) return { index, moving: { to: other } };
  }
  return null;
}

/**
 * Writes the participant onto the event item when an import may: the participant arrives with its
 * event (same file, run and date) and one of its indexes is free or can be freed. Returns whether it did.
 */
export function fold(event: Item, participant: ParticipantRecord): boolean {
  const sameImport =
    event.eventId === participant.eventId &&
    event.ownerId === participant.ownerId &&
    event.importKey === participant.importKey &&
    (event.importRun ?? null) === participant.importRun &&
    sortDateKey((event.sortDate as string | undefined) ?? null) === sortDateKey(participant.sortDate);
  const place = sameImport ? placeFor(event, participant.personId) : null;
  if (!place) return false;
  if (place.moving) {
    event[`${place.moving.to}pk`] = event[`${place.index}pk`];
    event[`${place.moving.to}sk`] = event[`${place.index}sk`];
  }
  const folded: Folded = {
    personId: participant.personId,
    role: participant.role,
    ...(participant.gedcom ? { gedcom: participant.gedcom } : {}),
    ...(participant.position === undefined ? {} : { position: participant.position }),
  };
  event.folded = [...foldedOf(event), folded];
  event[`${place.index}pk`] = personEventsPartition(participant.ownerId, participant.personId);
  event[`${place.index}sk`] = `${sortDateKey(participant.sortDate)}#${participant.eventId}#${participant.role}`;
  return true;
}

/** The participants an event item stands in for. */
export function foldedParticipantsOf(event: Item): ParticipantRecord[] {
  return foldedOf(event).map((folded) =>
    toParticipant({
      ownerId: event.ownerId,
      importKey: event.importKey,
      importRun: event.importRun,
      gedcom: folded.gedcom,
      eventId: event.eventId,
      personId: folded.personId,
      eventRole: folded.role,
      eventType: event.eventType,
      sortDate: sortDateKey((event.sortDate as string | undefined) ?? null),
      position: folded.position,
    }),
  );
}

export const sameParticipant = (a: Pick<ParticipantRecord, 'eventId' | 'personId' | 'role'>, b: Pick<ParticipantRecord, 'eventId' | 'personId' | 'role'>) =>
  a.eventId === b.eventId && a.personId === b.personId && a.role === b.role;

const eachOnce = (participants: readonly ParticipantRecord[]) => [...new Map(participants.map((p) => [`${p.eventId}#${p.personId}#${p.role}`, p])).values()];
const byKey = (key: (p: ParticipantRecord) => string) => (a: ParticipantRecord, b: ParticipantRecord) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

/** An event's participants each once, in the order they were listed (domain/family/participant-order.ts). */
export const inEventOrder = (participants: readonly ParticipantRecord[]): ParticipantRecord[] => inListedOrder(eachOnce(participants));

/** A person's participations in index order (date, event, role), each once. */
export const inPersonOrder = (participants: readonly ParticipantRecord[]): ParticipantRecord[] =>
  eachOnce(participants).sort(byKey((p) => `${sortDateKey(p.sortDate)}#${p.eventId}#${p.role}`));
