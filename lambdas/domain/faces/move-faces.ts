import type { FaceDeps } from './deps';
import { faceThumbnail, groupInTurn, groupNewFaces } from './grouping';
import { recognitionIdOf, type FaceRecord } from './records';

export type FaceMoveDeps = Pick<FaceDeps, 'faces' | 'recognition' | 'images' | 'collectionFor' | 'now'>;

/** A photo whose faces move with it: its id and the rendition its faces were found in. */
export interface MovingPhoto {
  photoId: string;
  imageKey: string;
}

/**
 * Moves a photo's faces and scan record to the library the photo moves to, before the photo
 * itself moves, so a retried move still finds them. Faces keep their ids (person icons and
 * unnamed groups point at them); `keepLinks` keeps their people and 'Face is not' rejections,
 * which hold when the tree moves with them (joining) and mean nothing in a new tree (leaving).
 * Faces already in the new library are not moved again, so a message processed twice adds none.
 * Answers the faces that moved, as they were and as they are now.
 */
export async function movePhotoFaces(deps: FaceMoveDeps, photo: MovingPhoto, from: string, to: string, keepLinks: boolean): Promise<{ before: FaceRecord[]; after: FaceRecord[] }> {
  if (from === to) return { before: [], after: [] };
  const [faces, scan] = await Promise.all([deps.faces.facesOfPhoto(from, photo.photoId), deps.faces.getScan(from, photo.photoId)]);
  if (!faces.length && !scan) {
    await moveWaitingNames(deps, photo.photoId, from, to, keepLinks);
    return { before: [], after: [] };
  }

  const arrived = new Set((await deps.faces.getFaces(to, faces.map((face) => face.faceId))).map((face) => face.faceId));
  const moving = faces.filter((face) => !arrived.has(face.faceId));
  const inCollection = moving.filter((face) => recognitionIdOf(face) !== null);
  const newIds = await deps.recognition.moveFaces(
    deps.collectionFor(from),
    deps.collectionFor(to),
    inCollection.map((face) => ({ faceId: recognitionIdOf(face)!, box: face.box })),
    () => deps.images.read(photo.imageKey),
    photo.photoId,
  );
  const now = deps.now();
  const moved = moving.map((face): FaceRecord => {
    const oldId = recognitionIdOf(face);
    const recognitionId = oldId === null ? null : (newIds.get(oldId) ?? null);
    const links = keepLinks ? {} : { personId: null, rejectedPersonIds: [], keptApartFrom: [] };
    // Its look-alikes were found among the old library's faces only, under that collection's ids
    // (Rekognition gives a moved face a new one): it is searched again where it arrives, once all
    // of its library is there (joining: match-arrived.ts; leaving: grouped again, regroupMovedFaces).
    const { likeness: _oldLikeness, ...kept } = face;
    return { ...kept, ...links, ownerId: to, recognitionId: recognitionId === face.faceId ? undefined : recognitionId, updatedAt: now };
  });
  await deps.faces.putFaces(moved);
  if (scan) await deps.faces.putScan({ ...scan, ownerId: to });
  // The old records go last: until then a retry finds them (and the arrived ones are skipped).
  await deps.faces.deleteFaces(from, faces.map((face) => face.faceId));
  if (scan) await deps.faces.deleteScan(from, photo.photoId);
  return { before: moving, after: moved };
}

/**
 * A photo whose faces are not found yet may have names a file gave (waiting-names.ts): they go
 * with it when its people do (joining), and are dropped when they stay behind (leaving).
 */
async function moveWaitingNames(deps: FaceMoveDeps, photoId: string, from: string, to: string, keepLinks: boolean): Promise<void> {
  const names = await deps.faces.getWaitingNames(from, photoId);
  if (!names.length) return;
  if (keepLinks) await deps.faces.putWaitingNames(to, photoId, names);
  await deps.faces.deleteWaitingNames(from, photoId);
}

/**
 * The unnamed groups of a library whose tree moves into a family: their people moved with the
 * tree, so the groups follow under the same person ids. Answers how many moved.
 */
export async function moveUnnamedGroups(deps: Pick<FaceDeps, 'faces'>, from: string, to: string): Promise<number> {
  let moved = 0;
  // Each page is moved out of the old library, so the first page is always what is left.
  const firstPage = () => deps.faces.listUnnamed(from, { limit: 100 });
  for (let page = await firstPage(); page.items.length; page = await firstPage()) {
    for (const record of page.items) {
      await deps.faces.putUnnamed({ ...record, ownerId: to });
      await deps.faces.deleteUnnamed(from, record.personId);
    }
    moved += page.items.length;
  }
  return moved;
}

/**
 * After a member left with their photos: a family person whose icon was one of those faces gets
 * another face of theirs still in the family (none left: the icon stays as it was, and shows
 * nothing, as for a face forgotten).
 */
export async function keepFamilyIcons(deps: FaceDeps, familyId: string, treeOwnerId: string, left: readonly FaceRecord[]): Promise<void> {
  const linked = left.filter((face) => face.personId);
  if (!linked.length) return;
  const people = await deps.people.getPeople(treeOwnerId, [...new Set(linked.map((face) => face.personId!))]);
  for (const face of linked) {
    if (people.get(face.personId!)?.thumbnail !== faceThumbnail(face.faceId)) continue;
    const [other] = (await deps.faces.facesOfPerson(familyId, face.personId, { limit: 1 })).items;
    if (other) await deps.people.setThumbnail(treeOwnerId, face.personId!, faceThumbnail(other.faceId));
  }
}

/**
 * After leaving: the faces that came along lost their people (they were in the family's tree), so
 * they are grouped again in the leaver's own library, as if just found.
 */
export async function regroupMovedFaces(deps: FaceDeps, ownerId: string, faces: readonly FaceRecord[]): Promise<void> {
  if (faces.length) await groupInTurn(deps, ownerId, () => groupNewFaces(deps, ownerId, ownerId, faces, null));
}
