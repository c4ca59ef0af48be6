import { ConflictError, NotFoundError } from '../errors';
import type { FamilyDeps } from '../family/deps';
import { APP_IMPORT_KEY, type ImportRecord, type ImportRemovalRecord, type StoredItemRef } from '../family/records';
import type { JobQueue } from '../../ports/job-queue';
import { emptyCounts } from './import-gedcom';

/**
 * 'Remove this import' (issue 13): takes back what one GEDCOM file brought into the family's tree
 * (people, families, events, notes, citations, sources and the records kept whole, such as OBJE
 * media links and repositories), as a queued job whose progress is kept on the import record.
 *
 * What the family did since is kept:
 *  - photos are never touched, and neither is a link to one: an imported person with a face on a
 *    photo (or a photo as their icon) and an imported event with photos stay, whatever is asked;
 *  - people and events the family edited after the import, or added to in the app (an event, a
 *    note or a citation of theirs, a person joined to an imported event), stay unless the family
 *    confirms removing them too (`removeEdited`);
 *  - a kept event keeps the people in it, and a kept person the events they are in (without the
 *    removed people's parts);
 *  - what a kept person or event needs stays with them: their notes and citations, the sources
 *    those cite, the family records they are a partner in, and the file's whole records.
 * Items made in the app are never removed. The job is idempotent: a redelivered message walks
 * what is left and removes the rest; a finished removal is not run again. Places of family events
 * are text on the events, so they go with them; the library's places belong to photos and stay.
 */

export interface ImportRemovalMessage {
  owner_id: string;
  import_id: string;
  /** The family's library, where its photos and faces are (library/access.ts). */
  library_owner: string;
}

export interface RemoveImportDeps extends FamilyDeps {
  /** Whether a person of the tree is on a photo of the library (a face named as them). */
  personOnPhotos(libraryOwner: string, personId: string): Promise<boolean>;
  /** Whether photos of the library belong to an event of the tree. */
  eventHasPhotos(libraryOwner: string, eventId: string): Promise<boolean>;
  /** The files the GEDCOM named that no upload matched (home's missing files) go with it, but those of what was kept. */
  forgetMissingFiles?(ownerId: string, importKey: string, kept: { people: ReadonlySet<string>; events: ReadonlySet<string> }): Promise<unknown>;
}

/** Queries in flight while photo links are checked (bounded: a tree has thousands of people). */
const LINK_CHECKS_IN_FLIGHT = 8;

/** POST /imports/{id}/remove: marks the run and queues the job; asking again changes nothing. */
export async function requestImportRemoval(
  deps: FamilyDeps & { removals: JobQueue<ImportRemovalMessage> },
  input: { ownerId: string; libraryOwner: string; importId: string; removeEdited: boolean },
): Promise<ImportRecord> {
  const record = await deps.store.getImport(input.ownerId, input.importId);
  if (!record) throw new NotFoundError('That import is not in your family tree');
  // Asked twice, or already done: nothing more, unless the family now confirms removing what was kept.
  if (record.removal && record.removal.status !== 'done') return record;
  if (record.removal?.status === 'done' && (record.removal.removeEdited || !input.removeEdited)) return record;
  if (record.status === 'running') throw new ConflictError('This import is still running. Please wait until it has finished before removing it.');
  const removal: ImportRemovalRecord = {
    status: 'queued',
    removeEdited: input.removeEdited,
    requestedAt: deps.now(),
    finishedAt: null,
    removed: record.removal?.removed ?? emptyCounts(),
    keptPeople: 0,
    keptEvents: 0,
  };
  const queued = { ...record, removal };
  await deps.store.putImport(queued);
  await deps.removals.send({ owner_id: input.ownerId, import_id: input.importId, library_owner: input.libraryOwner });
  return queued;
}

/** The job: removes the file's items but those kept (see above), updating the run's progress per page. */
export async function removeImport(deps: RemoveImportDeps, message: ImportRemovalMessage): Promise<ImportRecord | null> {
  const { store } = deps;
  const ownerId = message.owner_id;
  const record = await store.getImport(ownerId, message.import_id);
  if (!record?.removal || record.removal.status === 'done') return record;
  const removal: ImportRemovalRecord = { ...record.removal, status: 'running', removed: { ...record.removal.removed } };
  const save = async () => store.putImport({ ...record, removal: { ...removal, removed: { ...removal.removed } } });
  await save();

  const importedAt = await lastImportedAt(deps, record);
  const kept = await itemsToKeep(deps, message, record.importKey, importedAt, removal.removeEdited);
  removal.keptPeople = kept.people.size;
  removal.keptEvents = kept.events.size;

  const keptSources = new Set<string>();
  let keepsRecords = kept.people.size > 0 || kept.events.size > 0;
  for await (const page of store.walkImportItems(ownerId, record.importKey)) {
    const doomed: StoredItemRef[] = [];
    for (const ref of page) {
      if (keeps(ref, kept)) {
        if (ref.kind === 'citation' && ref.facts?.sourceId) keptSources.add(ref.facts.sourceId);
        if (ref.kind === 'source' || ref.kind === 'family') keepsRecords = true;
        continue;
      }
      if (ref.kind === 'source' && ref.facts?.sourceId && keptSources.has(ref.facts.sourceId)) {
        keepsRecords = true;
        continue;
      }
      // A kept source or person may point at a repository, a shared note or a media record.
      if (ref.kind === 'raw' && keepsRecords) continue;
      doomed.push(ref);
    }
    if (doomed.length === 0) continue;
    await store.deleteItems(ownerId, doomed);
    for (const ref of doomed) {
      const counted = COUNTED[ref.kind];
      if (counted) removal.removed[counted] += 1;
    }
    await save();
  }

  await deps.forgetMissingFiles?.(ownerId, record.importKey, kept);
  // The same file uploaded again is imported afresh (not skipped as already imported).
  await store.deleteImportSource(ownerId, record.importKey);
  removal.status = 'done';
  removal.finishedAt = deps.now();
  const done = { ...record, removal };
  await store.putImport(done);
  await markOtherRuns(deps, done);
  return done;
}

const COUNTED: Partial<Record<StoredItemRef['kind'], keyof ImportRemovalRecord['removed']>> = {
  person: 'people',
  family: 'families',
  event: 'events',
  note: 'notes',
  citation: 'citations',
  source: 'sources',
};

interface Kept {
  people: Set<string>;
  events: Set<string>;
}

function keeps(ref: StoredItemRef, kept: Kept): boolean {
  const facts = ref.facts ?? {};
  switch (ref.kind) {
    case 'person':
    case 'word':
      return facts.personId !== undefined && kept.people.has(facts.personId);
    case 'event':
      return facts.eventId !== undefined && kept.events.has(facts.eventId);
    case 'participant':
      // A kept event keeps the kept people's parts in it; the others' parts go with them.
      return facts.eventId !== undefined && kept.events.has(facts.eventId) && facts.personId !== undefined && kept.people.has(facts.personId);
    case 'note':
    case 'citation':
      return facts.anchorId !== undefined && (kept.people.has(facts.anchorId) || kept.events.has(facts.anchorId));
    case 'family':
      return [facts.husbandId, facts.wifeId].some((id) => id !== undefined && kept.people.has(id));
    default:
      return false;
  }
}

/** When the file last wrote its items: edits after it are the family's. */
async function lastImportedAt(deps: FamilyDeps, record: ImportRecord): Promise<number> {
  const source = await deps.store.getImportSource(record.ownerId, record.importKey);
  const last = source && source.lastImportId !== record.id ? await deps.store.getImport(record.ownerId, source.lastImportId) : null;
  return Math.max(record.finishedAt ?? record.startedAt, last?.finishedAt ?? 0);
}

async function itemsToKeep(deps: RemoveImportDeps, message: ImportRemovalMessage, importKey: string, importedAt: number, removeEdited: boolean): Promise<Kept> {
  const ownerId = message.owner_id;
  const people = new Set<string>();
  const events = new Set<string>();
  const candidates: { people: string[]; events: string[] } = { people: [], events: [] };
  const own = { people: new Set<string>(), events: new Set<string>() };
  const peopleOfEvent = new Map<string, string[]>();
  for await (const page of deps.store.walkImportItems(ownerId, importKey)) {
    for (const ref of page) {
      const { personId, eventId, thumbnail, updatedAt = 0 } = ref.facts ?? {};
      if (ref.kind === 'person' && personId) {
        own.people.add(personId);
        // An icon is a photo of the person: a photo link, kept whatever is asked.
        if (thumbnail) people.add(personId);
        else if (!removeEdited && updatedAt > importedAt) people.add(personId);
        else candidates.people.push(personId);
      } else if (ref.kind === 'event' && eventId) {
        own.events.add(eventId);
        if (!removeEdited && updatedAt > importedAt) events.add(eventId);
        else candidates.events.push(eventId);
      } else if (ref.kind === 'participant' && eventId && personId) {
        peopleOfEvent.set(eventId, [...(peopleOfEvent.get(eventId) ?? []), personId]);
      }
    }
  }
  if (!removeEdited) {
    // What the family made in the app that hangs on the file's people and events.
    for await (const page of deps.store.walkImportItems(ownerId, APP_IMPORT_KEY)) {
      for (const ref of page) {
        const facts = ref.facts ?? {};
        if (ref.kind === 'participant') {
          if (facts.personId) people.add(facts.personId);
          if (facts.eventId) events.add(facts.eventId);
        } else if ((ref.kind === 'note' || ref.kind === 'citation') && facts.anchorId) {
          people.add(facts.anchorId);
          events.add(facts.anchorId);
        }
      }
    }
  }
  await inBatches(
    candidates.people.filter((id) => !people.has(id)),
    async (personId) => {
      if (await deps.personOnPhotos(message.library_owner, personId)) people.add(personId);
    },
  );
  await inBatches(
    candidates.events.filter((id) => !events.has(id)),
    async (eventId) => {
      if (await deps.eventHasPhotos(message.library_owner, eventId)) events.add(eventId);
    },
  );
  // A kept event (a wedding with photos, a birth the family corrected) keeps the people in it;
  // a kept person keeps the events they are in (the removed people's parts in them go).
  for (const eventId of events) for (const personId of peopleOfEvent.get(eventId) ?? []) people.add(personId);
  for (const [eventId, personIds] of peopleOfEvent) if (personIds.some((id) => people.has(id))) events.add(eventId);
  // Only the file's own people and events count as kept (the app's were never to be removed).
  return { people: new Set([...own.people].filter((id) => people.has(id))), events: new Set([...own.events].filter((id) => events.has(id))) };
}

async function inBatches<T>(items: readonly T[], check: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await check(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(LINK_CHECKS_IN_FLIGHT, items.length) }, worker));
}

/** Earlier runs of the same file brought the same items in: they read as removed too. */
async function markOtherRuns(deps: FamilyDeps, done: ImportRecord): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await deps.store.listImports(done.ownerId, { limit: 100, ...(cursor ? { cursor } : {}) });
    for (const run of page.items) {
      if (run.id === done.id || run.importKey !== done.importKey || run.removal?.status === 'done') continue;
      await deps.store.putImport({ ...run, removal: { ...done.removal!, removed: emptyCounts(), keptPeople: 0, keptEvents: 0 } });
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
}
