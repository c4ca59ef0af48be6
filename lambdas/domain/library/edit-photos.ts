import type { PhotoView } from '@heirloom/shared/contracts/media';
import type { PhotoDetail } from '@heirloom/shared/contracts/photos';
import { ConflictError, NotFoundError } from '../errors';
import { StaleWriteError, type EventRecordSummary, type LibraryPhoto, type PhotoChange, type RedatedPhoto } from '../../ports/library';
import { familySelection, requireOwnPhoto, viewOf, type LibraryScope } from './access';
import type { LibraryDeps } from './deps';
import { applyChanges, resolveChanges, type PhotoChangeRequest } from './photo-changes';
import { photoDetailOf, photoViewsOf } from './views';

const ATTEMPTS = 4;
export const CHANGED_MEANWHILE = 'Those photos were being changed elsewhere at the same time. Please try again.';

/**
 * Runs a read-change-write until it goes through: a write names the revisions it read, and when
 * another write came first (a correction finishing, another tab) it reads again and re-applies.
 */
export async function withFreshReads<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof StaleWriteError) || tries >= ATTEMPTS) throw error instanceof StaleWriteError ? new ConflictError(CHANGED_MEANWHILE) : error;
    }
  }
}

/** The event of a photo for its panel; an event since deleted from the tree shows as none. */
export async function eventOf(deps: Pick<LibraryDeps, 'events'>, photo: LibraryPhoto): Promise<EventRecordSummary | null> {
  if (!photo.eventId) return null;
  const [event] = await deps.events.getEvents(photo.ownerId, [photo.eventId]);
  return event ?? null;
}

/** GET /photo/{id}. */
export async function getPhoto(deps: LibraryDeps, scope: LibraryScope, photoId: string): Promise<PhotoDetail> {
  const photo = await requireOwnPhoto(deps, scope, photoId);
  return photoDetailOf(photo, deps, await eventOf(deps, photo));
}

/**
 * POST /photo/{id}: place, event, date and description from the side panel. A joiner's photo still
 * moving in is theirs to change too: it keeps its library key (the move carries it on), and places
 * and events chosen are the family's.
 */
export async function savePhoto(deps: LibraryDeps, scope: LibraryScope, photoId: string, request: PhotoChangeRequest): Promise<PhotoDetail> {
  const first = await requireOwnPhoto(deps, scope, photoId);
  const changes = await resolveChanges(deps, viewOf(scope).family, request, [first]);
  const saved = await withFreshReads(async () => {
    const photo = await requireOwnPhoto(deps, scope, photoId);
    const after = applyChanges(photo, changes, deps.now());
    if (after !== photo) await deps.photos.savePhotos([{ before: photo, after }]);
    return after;
  });
  // Its faces are where the photo is (a photo still moving in has them under its old key).
  if (saved.dateSort !== first.dateSort || saved.dateQuality !== first.dateQuality) await deps.faces.photosRedated(saved.familyId, [redatedOf(saved)]);
  const event = changes.event !== undefined ? changes.event : await eventOf(deps, saved);
  return photoDetailOf(saved, deps, event);
}

/** POST /photos: the same place, event and/or date for every selected photo (any of the family's: members edit details). */
export async function updatePhotos(deps: LibraryDeps, ownerId: string, photoIds: readonly string[], request: PhotoChangeRequest): Promise<PhotoView[]> {
  const selected = await familySelection(deps, ownerId, photoIds);
  if (selected.length < photoIds.length) throw new NotFoundError('Some of those photos are no longer in your library');
  const changes = await resolveChanges(deps, ownerId, request, selected);
  const redated: RedatedPhoto[] = [];
  const saved = await withFreshReads(async () => {
    const photos = await familySelection(deps, ownerId, photoIds);
    const now = deps.now();
    const changed: PhotoChange[] = photos.map((before) => ({ before, after: applyChanges(before, changes, now) })).filter(({ before, after }) => before !== after);
    await deps.photos.savePhotos(changed);
    redated.splice(0, redated.length, ...changed.filter(({ before, after }) => before.dateSort !== after.dateSort || before.dateQuality !== after.dateQuality).map(({ after }) => redatedOf(after)));
    const byId = new Map(photos.map((photo) => [photo.photoId, photo]));
    for (const { after } of changed) byId.set(after.photoId, after);
    return photoIds.map((id) => byId.get(id)).filter((photo): photo is LibraryPhoto => Boolean(photo));
  });
  if (redated.length) await deps.faces.photosRedated(ownerId, redated);
  return photoViewsOf(saved, deps);
}

/** DELETE /event/{id}/image/{imageId}: the photo leaves the event if it is linked to it. */
export async function unlinkPhotoFromEvent(deps: LibraryDeps, scope: LibraryScope, photoId: string, eventId: string): Promise<PhotoDetail> {
  const photo = await requireOwnPhoto(deps, scope, photoId);
  if (photo.eventId !== eventId) return photoDetailOf(photo, deps, await eventOf(deps, photo));
  return savePhoto(deps, scope, photoId, { event_id: null });
}

/**
 * Unlinks every photo from an event, a page at a time: for the family tree to call when it
 * deletes an event, so its photos move to 'No Event' (until then they still name the deleted
 * event, and their panel shows no event). Returns the photos unlinked, for putting the event back.
 */
export async function unlinkEventFromPhotos(deps: Pick<LibraryDeps, 'photos' | 'now'>, ownerId: string, eventId: string): Promise<string[]> {
  const unlinked: string[] = [];
  let conflicts = 0;
  for (;;) {
    // Always the first page: the photos unlinked leave the list.
    const page = await deps.photos.listPhotos(ownerId, { by: 'event', eventId }, { undatedOnly: false, limit: 50 });
    if (!page.items.length) return unlinked;
    const now = deps.now();
    try {
      await deps.photos.savePhotos(page.items.map((before) => ({ before, after: { ...before, eventId: null, updatedAt: now } })));
      unlinked.push(...page.items.map((photo) => photo.photoId));
    } catch (error) {
      if (!(error instanceof StaleWriteError) || ++conflicts >= ATTEMPTS) throw error;
    }
  }
}

/**
 * Links photos to an event again when it is put back: those still in the library and in no event
 * (one given another event since stays there), 50 at a time.
 */
export async function relinkPhotosToEvent(deps: Pick<LibraryDeps, 'photos' | 'now'>, photoIds: readonly string[], eventId: string): Promise<void> {
  for (let start = 0; start < photoIds.length; start += 50) {
    for (let tries = 1; ; tries++) {
      const now = deps.now();
      const loose = (await deps.photos.getPhotos(photoIds.slice(start, start + 50))).filter((photo) => photo.eventId === null);
      try {
        await deps.photos.savePhotos(loose.map((before) => ({ before, after: { ...before, eventId, updatedAt: now } })));
        break;
      } catch (error) {
        if (!(error instanceof StaleWriteError) || tries >= ATTEMPTS) throw error;
      }
    }
  }
}

/** What the faces need of a re-dated photo: the date orders a person's photos, its quality decides whether it rules people out. */
const redatedOf = (photo: LibraryPhoto): RedatedPhoto => ({ photoId: photo.photoId, dateSort: photo.dateSort, dateQuality: photo.dateQuality ?? null });
