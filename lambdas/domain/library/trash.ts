import pLimit from 'p-limit';
import { TRASH_PAGE_SIZE, type TrashedPhotoView } from '@heirloom/shared/contracts/trash';
import { daysLeft } from '@heirloom/shared/rules/trash';
import { indexPhoto } from '../duplicates/index-photo';
import { ConflictError, NotFoundError } from '../errors';
import { LeaseBusyError, type LeaseWait } from '../../ports/lease';
import type { LibraryPhoto } from '../../ports/library';
import { ownSelection } from './access';
import type { LibraryDeps } from './deps';
import { withFreshReads } from './edit-photos';
import { PURGE_BATCH, purgeTrashed, type TrashDeps } from './trash-purge';
import { photoViewsOf } from './views';

export const NOT_IN_YOUR_TRASH = 'Those photos are not in your Recently deleted';
/** How long Empty trash deletes before it answers; what is left, the purge job deletes (it no longer shows). */
export const EMPTY_IN_REQUEST_MS = 10_000;
/**
 * A request's wait for the family's faces grouping turn (forgetting a photo's faces takes it).
 * Queue consumers wait up to 30 s; behind API Gateway's 29 s a request cannot, so it gives up sooner.
 */
export const REQUEST_LEASE_WAIT: LeaseWait = { maxWaitMs: 4_000 };
export const FACES_BUSY = 'Faces in your family’s photos are being sorted right now. Try Delete forever again in a minute: the photos wait in Recently deleted until then.';

/**
 * Delete (the side panel's, and Delete selected Items): the photos move to their uploader's trash.
 * Only when the caller uploaded every one (403 otherwise, and nothing moves); ids not in the
 * library (already trashed, or gone) are skipped, so deleting twice does nothing more. They leave
 * every list and count at once (their index entries go, media-entities.ts), keep their faces,
 * links, star and place, and their space stays used until they are deleted for good.
 */
export async function trashPhotos(deps: LibraryDeps, ownerId: string, photoIds: readonly string[]): Promise<number> {
  const selected = await ownSelection(deps, ownerId, photoIds);
  await moveToTrash(deps, selected);
  return selected.length;
}

/**
 * Moves library photos to the trash of whoever uploaded each (the trash is kept per uploader, so
 * photos of several go to several); the caller has checked it may. Used by Delete and by keeping
 * one copy of duplicates, so either can be undone from Recently deleted.
 */
export async function moveToTrash(deps: Pick<LibraryDeps, 'photos' | 'now'>, photos: readonly LibraryPhoto[]): Promise<void> {
  let attempts = 0;
  await withFreshReads(async () => {
    // A retry reads again: photos a first try already moved are no longer in the library.
    const current = attempts++ === 0 ? photos : await deps.photos.getPhotos(photos.map((photo) => photo.photoId));
    const now = deps.now();
    await deps.photos.savePhotos(current.map((before) => ({ before, after: { ...before, trashedAt: now, updatedAt: now } })));
  });
}

/** GET /photos/trash: the caller's own trash, most recently deleted first, 50 a page, with the days each has left. */
export async function listTrash(deps: TrashDeps, ownerId: string, cursor?: string): Promise<{ photos: TrashedPhotoView[]; next_page: string | null }> {
  const after = await deps.trash.emptiedAt(ownerId);
  const page = await deps.photos.listTrash(ownerId, { cursor, limit: TRASH_PAGE_SIZE, after });
  const views = await photoViewsOf(page.items, deps);
  const now = deps.now();
  return {
    photos: views.map((view, index) => {
      const trashedAt = page.items[index]!.trashedAt!;
      return { ...view, trashed_at: trashedAt, days_left: daysLeft(trashedAt, now) };
    }),
    next_page: page.cursor,
  };
}

/**
 * The caller's trashed photos among `ids` (still showing: not in an Empty being purged), and how
 * many of the rest are theirs already back in the library (a repeated restore). Any other id is
 * another's photo or none at all: 404, so ids reveal nothing.
 */
async function ownTrash(deps: TrashDeps, ownerId: string, photoIds: readonly string[]): Promise<LibraryPhoto[]> {
  const [trashed, emptiedAt] = await Promise.all([deps.photos.getTrashedPhotos(photoIds), deps.trash.emptiedAt(ownerId)]);
  const mine = trashed.filter((photo) => photo.ownerId === ownerId && (emptiedAt === null || photo.trashedAt! > emptiedAt));
  const found = new Set(mine.map((photo) => photo.photoId));
  const rest = photoIds.filter((id) => !found.has(id));
  if (rest.length) {
    const restoredAlready = (await deps.photos.getPhotos(rest)).filter((photo) => photo.ownerId === ownerId);
    if (restoredAlready.length < rest.length) throw new NotFoundError(NOT_IN_YOUR_TRASH);
  }
  return mine;
}

/**
 * POST /photos/trash/restore: back where they were, with everything they had: their list entries
 * are written again from their own date, place, event and star, and the counters take them back.
 * A place or event removed meanwhile is left off (as 'No Location' / 'No Event'). Restoring a
 * photo already back does nothing.
 */
export async function restoreTrashed(deps: TrashDeps, ownerId: string, photoIds: readonly string[]): Promise<number> {
  return (await restore(deps, () => ownTrash(deps, ownerId, photoIds))).length;
}

/**
 * The uploader sent again the very file of a photo in their trash: the photo comes back (as
 * Restore brings it, faces, star, place and date included) and the upload is that photo, as for
 * any file sent twice. Even from an Empty whose purge is still under way: the person has just
 * shown they want it, and a photo out of the trash is no longer the purge's. Answers whether the
 * photo is in the library now (false: it was deleted for good first, and the file is new again).
 */
export async function restoreUploadedAgain(deps: TrashDeps, ownerId: string, photoId: string): Promise<boolean> {
  await restore(deps, async () => (await deps.photos.getTrashedPhotos([photoId])).filter((photo) => photo.ownerId === ownerId));
  return (await deps.photos.getPhoto(photoId)) !== null;
}

/** Near-duplicate filings done at once while restoring (each is a few small Queries). */
const REFILING_SLOTS = 8;

/**
 * Restores the photos `read` finds (read again when a write finds one changed); answers what the
 * first read found. Those back in the library are filed again in the family's near-duplicate
 * index: their entries and pairs may have been cleared while they were away (keeping another
 * copy clears them; so does the review or a new copy meeting them missing), and a copy put back
 * is shown as one again rather than lost from the review.
 */
async function restore(deps: TrashDeps, read: () => Promise<LibraryPhoto[]>): Promise<LibraryPhoto[]> {
  let first: LibraryPhoto[] | null = null;
  await withFreshReads(async () => {
    const photos = await read();
    first ??= photos;
    const now = deps.now();
    const changes = await Promise.all(photos.map(async (before) => ({ before, after: { ...(await stillThere(deps, before)), trashedAt: null, updatedAt: now } })));
    await deps.photos.savePhotos(changes);
  });
  const chosen: LibraryPhoto[] = first ?? [];
  if (chosen.length) await refileCopies(deps, await deps.photos.getPhotos(chosen.map((photo) => photo.photoId)));
  return chosen;
}

/** A hint, as at upload: failing to file a photo never fails its restore (the backfill files what was missed). */
async function refileCopies(deps: TrashDeps, photos: readonly LibraryPhoto[]): Promise<void> {
  const slots = pLimit(REFILING_SLOTS);
  const index = { duplicates: deps.duplicates, photos: deps.photos, now: deps.now };
  const results = await Promise.allSettled(photos.map((photo) => slots(() => indexPhoto(index, photo))));
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length) deps.warn('Restored photos were not filed for the duplicates review', { failures: failed.length, error: String((failed[0] as PromiseRejectedResult).reason) });
}

/** The photo with its place and event, unless they are gone (or no longer its family's). */
async function stillThere(deps: LibraryDeps, photo: LibraryPhoto): Promise<LibraryPhoto> {
  const [location, events] = await Promise.all([
    photo.locationId ? deps.locations.getLocation(photo.locationId) : Promise.resolve(null),
    photo.eventId ? deps.events.getEvents(photo.familyId, [photo.eventId]) : Promise.resolve([]),
  ]);
  const kept = { ...photo };
  if (photo.locationId && (!location || location.ownerId !== photo.familyId)) Object.assign(kept, { locationId: null, locationAddress: null, locationPlaceId: null });
  if (photo.eventId && !events.length) kept.eventId = null;
  return kept;
}

/** POST /photos/trash/delete: the caller's chosen trashed photos, for good, files included. Ids already gone are skipped. */
export async function deleteForever(deps: TrashDeps, ownerId: string, photoIds: readonly string[]): Promise<number> {
  // Already purged (by a first try, or the job) is as good as done: only ids that exist are asked about.
  const [trashed, library] = await Promise.all([deps.photos.getTrashedPhotos(photoIds), deps.photos.getPhotos(photoIds)]);
  const mine = trashed.filter((photo) => photo.ownerId === ownerId);
  if (mine.length < trashed.length || library.length) throw new NotFoundError(NOT_IN_YOUR_TRASH);
  let deleted = 0;
  try {
    for (let at = 0; at < mine.length; at += PURGE_BATCH) deleted += await purgeTrashed(deps, mine.slice(at, at + PURGE_BATCH), REQUEST_LEASE_WAIT);
  } catch (error) {
    // Batches already deleted stay deleted; the rest are still in the trash for the next try.
    if (error instanceof LeaseBusyError) throw new ConflictError(FACES_BUSY);
    throw error;
  }
  return deleted;
}

/**
 * POST /photos/trash/empty: everything in the caller's trash now is deleted for good. The trash
 * shows none of it from this moment (the mark hides it); as much as fits in a few seconds is
 * deleted here, and the purge job deletes the rest (20,000 photos take minutes, the API has 29 s).
 */
export async function emptyTrash(deps: TrashDeps, ownerId: string, budgetMs = EMPTY_IN_REQUEST_MS): Promise<{ count: number; pending: boolean }> {
  const before = deps.now();
  await deps.trash.markEmptied(ownerId, before);
  const { count, done } = await purgeEmptying(deps, { ownerId, before }, before + budgetMs, REQUEST_LEASE_WAIT);
  return { count, pending: !done };
}

/** Purges one Empty a batch at a time until nothing is left or `deadline` passes; clears its mark when done. */
export async function purgeEmptying(deps: TrashDeps, emptying: { ownerId: string; before: number }, deadline: number, wait?: LeaseWait): Promise<{ count: number; done: boolean }> {
  let count = 0;
  while (deps.now() < deadline) {
    const batch = await deps.photos.trashedBefore(emptying.ownerId, emptying.before, PURGE_BATCH);
    if (!batch.length) {
      await deps.trash.finishEmptying(emptying);
      return { count, done: true };
    }
    try {
      count += await purgeTrashed(deps, batch, wait);
    } catch (error) {
      // A request (`wait` given) that found the family's faces being grouped stops here: the mark
      // already hides what is left, and the purge job deletes it.
      if (wait && error instanceof LeaseBusyError) return { count, done: false };
      throw error;
    }
  }
  return { count, done: false };
}
