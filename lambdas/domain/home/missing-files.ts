import type { MissingFilesResponse } from '@heirloom/shared/contracts/home';
import { mediaFileKey } from '@heirloom/shared/rules/media-file-names';
import type { FamilyDeps } from '../family/deps';
import { toPersonSummary } from '../family/views';
import type { MediaReference } from '../genealogy-import';
import type { MatchedFileLinks, MissingFileRecord, MissingFileStore } from '../../ports/missing-files';

/**
 * GET /missing_files and its two producers (spec 001 sections 2 and 7): an import records the
 * files its GEDCOM names; a processed upload whose name matches one is linked to the people and
 * events that named it, and the file is no longer missing.
 */

/** After an import: the named files join the tree's list; files matched before stay matched. */
export async function recordMediaReferences(
  store: MissingFileStore,
  input: { ownerId: string; importKey: string; importFileName: string; references: readonly MediaReference[]; now: number },
): Promise<void> {
  const { ownerId, references } = input;
  for (let start = 0; start < references.length; start += 100) {
    const chunk = references.slice(start, start + 100);
    const known = new Map((await store.getMany(ownerId, chunk.map((r) => r.fileKey))).map((record) => [record.fileKey, record]));
    const records = chunk.map((reference): MissingFileRecord => {
      const earlier = known.get(reference.fileKey);
      return {
        ownerId,
        fileKey: reference.fileKey,
        fileName: reference.fileName,
        title: reference.title ?? earlier?.title ?? null,
        personIds: union(earlier?.personIds, reference.personIds),
        eventIds: union(earlier?.eventIds, reference.eventIds),
        // This file's regions first; a person it gives none keeps the one an earlier file gave.
        faceCrops: [...reference.faceCrops, ...(earlier?.faceCrops ?? []).filter((known) => !reference.faceCrops.some((crop) => crop.personId === known.personId))],
        importKey: input.importKey,
        importFileName: input.importFileName,
        matchedPhotoId: earlier?.matchedPhotoId ?? null,
        createdAt: earlier?.createdAt ?? input.now,
        updatedAt: input.now,
      };
    });
    await store.putMany(records);
  }
}

const union = (a: readonly string[] = [], b: readonly string[]) => [...new Set([...a, ...b])];

/**
 * After 'Remove this import': the files only that GEDCOM named, still missing, leave the list; a
 * file named for a person or event the family kept stays, since an upload would still link to them.
 */
export async function forgetImportedFiles(store: MissingFileStore, ownerId: string, importKey: string, kept: { people: ReadonlySet<string>; events: ReadonlySet<string> }): Promise<number> {
  const doomed: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.listMissing(ownerId, { limit: 100, ...(cursor ? { cursor } : {}) });
    for (const record of page.items) {
      const linksKept = record.personIds.some((id) => kept.people.has(id)) || record.eventIds.some((id) => kept.events.has(id));
      if (record.importKey === importKey && !linksKept) doomed.push(record.fileKey);
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
  await store.forget(ownerId, doomed);
  return doomed.length;
}

/** One page of the files still missing, with the names of whom and what each belongs to. */
export async function listMissingFiles(deps: { store: MissingFileStore; family: FamilyDeps }, ownerId: string, page: { cursor?: string | undefined; limit: number }): Promise<MissingFilesResponse> {
  const { items, cursor } = await deps.store.listMissing(ownerId, page);
  const personIds = [...new Set(items.flatMap((item) => item.personIds))];
  const eventIds = [...new Set(items.flatMap((item) => item.eventIds))];
  const [people, events] = await Promise.all([
    personIds.length ? deps.family.store.getPeople(ownerId, personIds) : Promise.resolve([]),
    eventIds.length ? deps.family.store.getEvents(ownerId, eventIds) : Promise.resolve([]),
  ]);
  const personNames = new Map(people.filter((p) => !p.itemsDeleted).map((p) => [p.id, toPersonSummary(p).name]));
  const eventNames = new Map(events.map((e) => [e.id, e.name]));
  return {
    files: items.map((item) => ({
      file_key: item.fileKey,
      file_name: item.fileName,
      title: item.title,
      import_file_name: item.importFileName,
      people: item.personIds.filter((id) => personNames.has(id)).map((id) => ({ id, name: personNames.get(id)! })),
      events: item.eventIds.filter((id) => eventNames.has(id)).map((id) => ({ id, name: eventNames.get(id)! })),
    })),
    next_page: cursor,
  };
}

/**
 * A photo or video was stored from an upload called `fileName`: when the family's GEDCOM named a
 * file of that name, it is linked to the event(s) and people that named it, once. Answers whether
 * it matched.
 */
export async function matchUploadedFile(deps: { store: MissingFileStore; links: MatchedFileLinks; now: () => number }, ownerId: string, upload: { fileName: string; photoId: string }): Promise<boolean> {
  const fileKey = mediaFileKey(upload.fileName);
  if (!fileKey) return false;
  const [named] = await deps.store.getMany(ownerId, [fileKey]);
  if (!named || (named.matchedPhotoId !== null && named.matchedPhotoId !== upload.photoId)) return false;
  // Linked before it is marked matched, so a retried delivery links what a failure left undone.
  // A photo is on one event: the first the GEDCOM names it under.
  const [eventId] = named.eventIds;
  if (eventId) await deps.links.linkEvent(ownerId, upload.photoId, eventId);
  if (named.title?.trim()) await deps.links.describe(ownerId, upload.photoId, named.title.trim());
  if (named.faceCrops.length) await deps.links.nameFaces(ownerId, upload.photoId, named.faceCrops);
  await deps.store.markMatched(ownerId, fileKey, upload.photoId, deps.now());
  return true;
}
