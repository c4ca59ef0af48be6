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
 * A person's fold index is one of FOLD_INDEXES, chosen by their id, so a person's events are two
 * Queries (their participant items on gsi1, the events folding them on their fold index). An item
 * has one entry per index: a participant whose index the event already uses for another stays a
 * participant item (royal92.ged: about 2,000 of 10,460).
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

/** The index holding a person's entries as a folded participant (ids are random, so persons spread evenly). */
export function foldIndexFor(personId: string): (typeof FOLD_INDEXES)[number] {
  let hash = 0;
  for (let i = 0; i < personId.length; i += 1) hash = (hash * 31 + personId.charCodeAt(i)) >>> 0;
  return FOLD_INDEXES[hash % FOLD_INDEXES.length]!;
}
const foldKeys = FOLD_INDEXES.flatMap((index) => [`${index}pk`, `${index}sk`]);
/** What an unfold removes from the event item. */
export const FOLD_ATTRIBUTES = ['folded', ...foldKeys] as const;

interface Folded {
  personId: string;
  role: string;
  gedcom?: unknown;
}

/** The partition of a person's events, shared by participant items (gsi1) and folding events (FOLD_INDEXES). */
export const personEventsPartition = (ownerId: string, personId: string) => `tree#${ownerId}#person#${personId}#events`;

const foldedOf = (event: Item): Folded[] => (Array.isArray(event.folded) ? (event.folded as Folded[]) : []);

/** Whether an import may fold this participant into the event item about to be written. */
export function canFold(event: Item, participant: ParticipantRecord): boolean {
  return (
    event[`${foldIndexFor(participant.personId)}pk`] === undefined &&
    event.eventId === participant.eventId &&
    event.ownerId === participant.ownerId &&
    event.importKey === participant.importKey &&
    (event.importRun ?? null) === participant.importRun &&
    sortDateKey((event.sortDate as string | undefined) ?? null) === sortDateKey(participant.sortDate)
  );
}

/** Writes the participant onto the event item (which must pass canFold). */
export function foldInto(event: Item, participant: ParticipantRecord): void {
  const index = foldIndexFor(participant.personId);
  event.folded = [...foldedOf(event), { personId: participant.personId, role: participant.role, ...(participant.gedcom ? { gedcom: participant.gedcom } : {}) }];
  event[`${index}pk`] = personEventsPartition(participant.ownerId, participant.personId);
  event[`${index}sk`] = `${sortDateKey(participant.sortDate)}#${participant.eventId}#${participant.role}`;
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
    }),
  );
}

export const sameParticipant = (a: Pick<ParticipantRecord, 'eventId' | 'personId' | 'role'>, b: Pick<ParticipantRecord, 'eventId' | 'personId' | 'role'>) =>
  a.eventId === b.eventId && a.personId === b.personId && a.role === b.role;

const eachOnce = (participants: readonly ParticipantRecord[]) => [...new Map(participants.map((p) => [`${p.eventId}#${p.personId}#${p.role}`, p])).values()];
const byKey = (key: (p: ParticipantRecord) => string) => (a: ParticipantRecord, b: ParticipantRecord) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

/** Participants of one event in participant-item key order (person, then role), each once. */
export const inEventOrder = (participants: readonly ParticipantRecord[]): ParticipantRecord[] => eachOnce(participants).sort(byKey((p) => `${p.personId}#${p.role}`));

/** A person's participations in index order (date, event, role), each once. */
export const inPersonOrder = (participants: readonly ParticipantRecord[]): ParticipantRecord[] =>
  eachOnce(participants).sort(byKey((p) => `${sortDateKey(p.sortDate)}#${p.eventId}#${p.role}`));
