import pLimit from 'p-limit';
import type { LeaseWait } from '../../ports/lease';
import type { FaceDeps } from './deps';
import { groupInTurn } from './grouping';
import { recognitionIdOf, type FaceRecord } from './records';

/** What forgetting a deleted photo's faces needs: the store, the collection, the crops, the tree and the grouping turn (no detector). */
export type ForgetPhotoFacesDeps = Pick<FaceDeps, 'faces' | 'recognition' | 'images' | 'people' | 'collectionFor' | 'groupingLeases'>;

/** A photo being deleted for good, with the library (family) its faces are kept in. */
export interface GonePhoto {
  photoId: string;
  familyId: string;
}

/** Rekognition's DeleteFaces takes at most this many ids a call (the paced adapter counts each call). */
export const FACES_A_DELETE_CALL = 4096;
/** Reads and single-item deletes in flight at once: a batch of 100 photos is a few round trips, not 300. */
const SLOTS = 16;
type Slots = ReturnType<typeof pLimit>;

/**
 * Photos deleted for good take their faces with them, everywhere: out of the recognition
 * collection (so no face search matches them again), the unnamed people they leave without a face
 * (their unnamed record and their blank tree person; a named person of the tree stays), the crops,
 * the face items, the scan markers and any names a file left waiting. Called BEFORE the photos'
 * own records go: should any step fail, the photo is still there, and the delete's retry runs this
 * again, each step a no-op for what is already gone. Per-person totals are not stored (a person's
 * face count is read from their faces), so nothing else needs updating.
 */
export async function forgetPhotoFaces(deps: ForgetPhotoFacesDeps, photos: readonly GonePhoto[], wait?: LeaseWait): Promise<{ faces: number; emptied: string[] }> {
  const byLibrary = new Map<string, string[]>();
  for (const photo of photos) byLibrary.set(photo.familyId, [...(byLibrary.get(photo.familyId) ?? []), photo.photoId]);
  let faces = 0;
  const emptied: string[] = [];
  for (const [ownerId, photoIds] of byLibrary) {
    // In the library's grouping turn (grouping.ts groupInTurn): a grouping that had read one of these
    // faces would otherwise write it back after it went (put with a new person), or give a new face
    // to an unnamed person this is about to forget.
    const outcome = await groupInTurn(deps, ownerId, () => forgetInLibrary(deps, ownerId, [...new Set(photoIds)]), wait);
    faces += outcome.faces;
    emptied.push(...outcome.emptied);
  }
  return { faces, emptied };
}

async function forgetInLibrary(deps: ForgetPhotoFacesDeps, ownerId: string, photoIds: readonly string[]): Promise<{ faces: number; emptied: string[] }> {
  const slots = pLimit(SLOTS);
  const doomed = await facesOn(deps, ownerId, photoIds, slots);

  const recognitionIds = doomed.map(recognitionIdOf).filter((id): id is string => id !== null);
  for (let at = 0; at < recognitionIds.length; at += FACES_A_DELETE_CALL) {
    await deps.recognition.deleteFaces(deps.collectionFor(ownerId), recognitionIds.slice(at, at + FACES_A_DELETE_CALL));
  }
  // Before the faces go: a retry after a failure below still knows whose faces they were.
  const emptied = await unnamedLeftWithoutFaces(deps, ownerId, doomed, slots);
  for (const personId of emptied) {
    await deps.faces.deleteUnnamed(ownerId, personId);
    await deps.people.forget(ownerId, personId);
  }
  if (doomed.length) {
    await deps.images.deleteCrops(doomed.map((face) => face.thumbKey));
    await deps.faces.deleteFaces(ownerId, doomed.map((face) => face.faceId));
  }
  // The markers last: while one is there, a retry reads the photo's faces through it.
  await Promise.all(photoIds.map((photoId) => slots(() => Promise.all([deps.faces.deleteWaitingNames(ownerId, photoId), deps.faces.deleteScan(ownerId, photoId)]))));
  return { faces: doomed.length, emptied };
}

/**
 * Every face of the photos: those their scan markers list (read consistently, so faces just found
 * count) and those the photo index holds (a scan stopped half way left faces no marker lists). A
 * face a marker lists that now belongs to another photo (moved to the copy kept of duplicates)
 * is that photo's, and stays.
 */
async function facesOn(deps: ForgetPhotoFacesDeps, ownerId: string, photoIds: readonly string[], slots: Slots): Promise<FaceRecord[]> {
  const wanted = new Set(photoIds);
  const [listed, indexed] = await Promise.all([
    deps.faces.facesOfPhotos(ownerId, photoIds),
    Promise.all(photoIds.map((photoId) => slots(() => deps.faces.facesOfPhoto(ownerId, photoId)))),
  ]);
  const faces = new Map<string, FaceRecord>();
  for (const face of [...listed, ...indexed.flat()]) if (wanted.has(face.photoId)) faces.set(face.faceId, face);
  return [...faces.values()];
}

/**
 * The people made from faces (an unnamed record, no name given since) whose every face is among
 * `doomed`: they would ask to be named with nothing to show. A person's faces are read up to one
 * more than the doomed ones they hold, which tells whether any other is left.
 */
async function unnamedLeftWithoutFaces(deps: ForgetPhotoFacesDeps, ownerId: string, doomed: readonly FaceRecord[], slots: Slots): Promise<string[]> {
  const doomedIds = new Set(doomed.map((face) => face.faceId));
  const held = new Map<string, number>();
  for (const face of doomed) if (face.personId) held.set(face.personId, (held.get(face.personId) ?? 0) + 1);
  if (!held.size) return [];
  const people = await deps.people.getPeople(ownerId, [...held.keys()]);
  const candidates = [...held].filter(([personId]) => people.get(personId)?.named === false);
  const emptied = await Promise.all(
    candidates.map(([personId, count]) =>
      slots(async () => {
        if (!(await deps.faces.getUnnamed(ownerId, personId))) return null;
        const page = await deps.faces.facesOfPerson(ownerId, personId, { limit: count + 1 });
        return page.items.every((face) => doomedIds.has(face.faceId)) ? personId : null;
      }),
    ),
  );
  return emptied.filter((personId): personId is string => personId !== null);
}
