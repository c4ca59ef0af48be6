import { NotFoundError } from '../errors';
import { requireMayChange, NOT_YOUR_EVENT_TO_RESTORE, type Actor } from '../sharing/roles';
import type { FamilyDeps } from './deps';
import { makerOf, makersOf } from './makers';
import type { EventRecord, RemovedEventRecord } from './records';

/** How long a deleted event can be put back. */
export const REMOVED_EVENT_DAYS = 30;
const DAY_MS = 86_400_000;
/** A deleted event larger than this (a DynamoDB item holds 400 KB) is not kept: its deletion cannot be undone. */
export const REMOVED_EVENT_MAX_BYTES = 350_000;
export const REMOVED_EVENT_GONE = 'This event can no longer be put back: it was deleted more than 30 days ago, or put back already';

/** The event as it is before it is deleted: its people, notes (each with its citations) and citations. */
export async function removedEventOf(deps: FamilyDeps, ownerId: string, event: EventRecord, removedBy: string | null): Promise<RemovedEventRecord> {
  const parent = { kind: 'event', id: event.id } as const;
  const [participants, notes, citations] = await Promise.all([deps.store.participantsOf(ownerId, event.id), deps.store.notesOf(ownerId, parent), deps.store.citationsOf(ownerId, parent)]);
  const noteCitations = await Promise.all(notes.map((note) => deps.store.citationsOf(ownerId, { kind: 'note', id: note.id })));
  return { ownerId, event, participants, notes, citations: [...citations, ...noteCitations.flat()], photoIds: [], removedBy, removedAt: deps.now() };
}

/**
 * Keeps a deleted event, with the photos that were unlinked from it, so it can be put back for
 * REMOVED_EVENT_DAYS. False when it is too large to keep (an event with a very long note).
 */
export async function keepRemovedEvent(deps: FamilyDeps, removed: RemovedEventRecord): Promise<boolean> {
  if (Buffer.byteLength(JSON.stringify(removed)) > REMOVED_EVENT_MAX_BYTES) return false;
  await deps.store.putRemovedEvent(removed, Math.floor((removed.removedAt + REMOVED_EVENT_DAYS * DAY_MS) / 1000));
  return true;
}

/**
 * POST /event/{id}/restore: a deleted event back as it was, with its people, notes and citations;
 * for whoever may delete it (the admins and the event's maker). Putting back twice is harmless:
 * every write is a put of the same item, and an event already back is left as it is. Returns the
 * photos that were linked to it, for the library to link again.
 */
export async function restoreEvent(deps: FamilyDeps, ownerId: string, eventId: string, actor?: Actor): Promise<{ photoIds: string[] }> {
  const kept = await deps.store.getRemovedEvent(ownerId, eventId);
  // The table's TTL deletes an expired item within days, not at once: past its time it is gone for the family.
  const removed = kept && deps.now() - kept.removedAt <= REMOVED_EVENT_DAYS * DAY_MS ? kept : null;
  const event = removed?.event ?? (await deps.store.getEvent(ownerId, eventId));
  if (!event) throw new NotFoundError(REMOVED_EVENT_GONE);
  if (actor) requireMayChange(actor, await makerOf(deps.store, event), NOT_YOUR_EVENT_TO_RESTORE);
  if (!removed) return { photoIds: [] };
  await deps.store.putEvent(removed.event);
  await deps.store.putParticipants(removed.participants);
  await deps.store.putNotes(removed.notes);
  await deps.store.putCitations(removed.citations);
  await deps.store.deleteRemovedEvent(ownerId, eventId, removed.removedAt);
  return { photoIds: removed.photoIds };
}

/** A deleted event in the family's list: the event as it was, its maker (who may put it back, with the admins), and when it was deleted. */
export interface ListedRemovedEvent {
  event: EventRecord;
  maker: string | null;
  removedAt: number;
}

/** How many deleted events a page of the list holds. */
export const REMOVED_EVENTS_PAGE = 50;

/**
 * GET /events/removed: the events deleted in the last REMOVED_EVENT_DAYS, most recently deleted
 * first, to put back. One Query a page; those past their time (the TTL deletes them within days,
 * not at once) are left out, so a page may hold fewer.
 */
export async function listRemovedEvents(deps: FamilyDeps, ownerId: string, cursor: string | null): Promise<{ items: ListedRemovedEvent[]; cursor: string | null }> {
  const page = await deps.store.listRemovedEvents(ownerId, { limit: REMOVED_EVENTS_PAGE, cursor });
  const current = page.items.filter((removed) => deps.now() - removed.removedAt <= REMOVED_EVENT_DAYS * DAY_MS);
  const makers = await makersOf(deps.store, current.map((removed) => removed.event));
  return { items: current.map((removed, index) => ({ event: removed.event, maker: makers[index] ?? null, removedAt: removed.removedAt })), cursor: page.cursor };
}
