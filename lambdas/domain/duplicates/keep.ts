import type { FaceRecord } from '../faces/records';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { LibraryPhoto } from '../../ports/library';
import { isInLibrary, PHOTO_NOT_FOUND, viewOf, type LibraryScope } from '../library/access';
import { moveToTrash } from '../library/trash';
import { NOT_YOUR_PHOTO, NOT_YOUR_PHOTOS, requireMayChange, type Actor } from '../sharing/roles';
import type { DuplicateDeps } from './deps';
import { groupOf } from './groups';
import { bucketsOf } from './rules';

export const NOT_COPIES = 'Those photos are not in one group of duplicates';
export const COPIES_STILL_MOVING = 'Some of those photos are still moving into your family library. Choose which to keep once they have arrived, in a moment.';

export interface KeepOutcome {
  kept: LibraryPhoto;
  removed: number;
  moved: { faces: number; description: boolean; event: boolean };
}

/** Two face boxes overlapping at least this much (intersection over union) are one face in two copies. */
const SAME_FACE_OVERLAP = 0.3;

/**
 * POST /duplicates/keep: keeps one photo of a group and moves the others to the trash of whoever
 * uploaded each (as Immich does), after moving to the kept one what the family added to them: face
 * names, the event and the description. So a wrong choice is undone from Recently deleted, where
 * they wait TRASH_DAYS before they and their space go; restored, a copy is filed in the duplicates
 * index again and may be offered as a copy again (trash.ts restore). The rules are the library's:
 * each copy removed, and the kept photo when its details change, must be the caller's to change
 * (the family's admins, or whoever uploaded it, sharing/roles.ts). A repeat (the others already
 * gone) keeps what is there and removes nothing more.
 */
export async function keepDuplicate(deps: DuplicateDeps, library: LibraryScope, actor: Actor, keepId: string, removeIds: readonly string[]): Promise<KeepOutcome> {
  const familyId = viewOf(library).family;
  const chosen = await deps.library.photos.getPhotos([keepId, ...removeIds]);
  // The caller's own photos still on their way in are shown in the review, but changed only once
  // they have arrived: the move would write them again as they were.
  if (chosen.some((photo) => !isInLibrary(photo, familyId) && isInLibrary(photo, library))) throw new ConflictError(COPIES_STILL_MOVING);
  const found = new Map(chosen.filter((photo) => isInLibrary(photo, familyId)).map((photo) => [photo.photoId, photo]));
  const kept = found.get(keepId);
  if (!kept) throw new NotFoundError(PHOTO_NOT_FOUND);
  const others = removeIds.map((id) => found.get(id)).filter((photo): photo is LibraryPhoto => Boolean(photo));
  if (!others.length) return { kept, removed: 0, moved: { faces: 0, description: false, event: false } };

  // The kept photo's group, read from its pairs outward (dismissed pairs too: every recorded copy may go).
  const { ids: group } = await groupOf(deps.duplicates, familyId, keepId, { withDismissed: true });
  if (group.length < 2 || others.some((photo) => !group.includes(photo.photoId))) throw new ValidationError(NOT_COPIES, { remove: [NOT_COPIES] });
  for (const photo of others) requireMayChange(actor, photo.ownerId, NOT_YOUR_PHOTOS);
  // Naming faces is everyone's; the kept photo's details are changed only by who may change it, and
  // only asked when something does move (a member may keep the founder's better copy of theirs).
  const details = detailsAfter(kept, others);
  if (details.description || details.event) requireMayChange(actor, kept.ownerId, NOT_YOUR_PHOTO);

  const faces = await moveFaceNames(deps, familyId, kept, others);
  const photo = details.description || details.event ? await saveDetails(deps, kept, details) : kept;

  await moveToTrash(deps.library, others);
  const removed = others.length;

  // The index forgets the trashed copies, so the group leaves the review at once.
  const gone = new Set(others.map((photo) => photo.photoId));
  await Promise.all(others.filter((photo) => photo.perceptualHash).map((photo) => deps.duplicates.removeFromBuckets(familyId, photo.photoId, bucketsOf(photo.perceptualHash!))));
  await deps.duplicates.deletePairs(familyId, await deps.duplicates.pairsOfPhotos(familyId, [...gone]));
  return { kept: photo, removed, moved: { faces, description: details.description, event: details.event } };
}

/** The event (when the kept photo has none) and the descriptions (each written once) that move over. */
function detailsAfter(kept: LibraryPhoto, others: readonly LibraryPhoto[]) {
  const texts = [kept.description, ...others.map((photo) => photo.description)].map((text) => text?.trim()).filter((text): text is string => Boolean(text));
  const description = [...new Set(texts)].join('\n\n') || null;
  const eventId = kept.eventId ?? others.find((photo) => photo.eventId)?.eventId ?? null;
  return { descriptionText: description, eventId, description: description !== (kept.description ?? null), event: eventId !== kept.eventId };
}

async function saveDetails(deps: DuplicateDeps, kept: LibraryPhoto, details: ReturnType<typeof detailsAfter>): Promise<LibraryPhoto> {
  const after: LibraryPhoto = { ...kept, description: details.descriptionText, eventId: details.eventId, updatedAt: deps.now() };
  await deps.library.photos.savePhotos([{ before: kept, after }]);
  return { ...after, revision: kept.revision + 1 };
}

function overlap(a: FaceRecord['box'], b: FaceRecord['box']): number {
  const width = Math.max(0, Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left));
  const height = Math.max(0, Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top));
  const shared = width * height;
  const union = a.width * a.height + b.width * b.height - shared;
  return union > 0 ? shared / union : 0;
}

/**
 * Each face with a person on a removed copy names the same face of the kept photo (the face boxes,
 * kept as fractions of the picture, overlap); a face the kept photo lacks (not found in it, or its
 * faces not scanned yet) moves to it whole, so nobody loses a photo of themselves. A name the family
 * confirmed on the kept photo is never overwritten.
 */
async function moveFaceNames(deps: DuplicateDeps, familyId: string, kept: LibraryPhoto, others: readonly LibraryPhoto[]): Promise<number> {
  const keptFaces = await deps.faces.facesOfPhoto(familyId, kept.photoId);
  const taken = new Set<string>();
  const writes: FaceRecord[] = [];
  const movedIds: string[] = [];
  const now = deps.now();
  for (const other of others) {
    for (const face of (await deps.faces.facesOfPhoto(familyId, other.photoId)).filter((candidate) => candidate.personId)) {
      const match = keptFaces
        .filter((candidate) => !taken.has(candidate.faceId))
        .map((candidate) => ({ candidate, score: overlap(candidate.box, face.box) }))
        .filter((scored) => scored.score >= SAME_FACE_OVERLAP)
        .sort((x, y) => y.score - x.score)[0]?.candidate;
      if (match) {
        taken.add(match.faceId);
        if (match.personId === face.personId || match.confirmed) continue;
        writes.push({ ...match, personId: face.personId, confirmed: Boolean(face.confirmed), rejectedPersonIds: match.rejectedPersonIds.filter((id) => id !== face.personId), updatedAt: now });
      } else {
        writes.push({ ...face, photoId: kept.photoId, photoDateSort: kept.dateSort, photoDateQuality: kept.dateQuality ?? null, updatedAt: now });
        movedIds.push(face.faceId);
      }
    }
  }
  if (writes.length) await deps.faces.putFaces(writes);
  if (movedIds.length) {
    // The kept photo's scan lists its faces (the photo page reads them there); a photo not scanned
    // yet gets no scan record here, which would stop its scan from ever running.
    const scan = await deps.faces.getScan(familyId, kept.photoId);
    if (scan) await deps.faces.putScan({ ...scan, faceIds: [...new Set([...scan.faceIds, ...movedIds])] });
    // And the copies' scans no longer list them: a copy restored from the trash draws only its own.
    const moved = new Set(movedIds);
    for (const other of others) {
      const otherScan = await deps.faces.getScan(familyId, other.photoId);
      if (otherScan?.faceIds.some((id) => moved.has(id))) await deps.faces.putScan({ ...otherScan, faceIds: otherScan.faceIds.filter((id) => !moved.has(id)) });
    }
  }
  return writes.length;
}
