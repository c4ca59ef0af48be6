import type { FaceView, UnnamedPeopleResponse } from '@heirloom/shared/contracts/faces';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { isInLibrary, viewOf, type LibraryScope } from '../library/access';
import type { FaceDeps, FacePerson } from './deps';
import { faceThumbnail } from './grouping';
import { recognitionIdOf, type FaceRecord, type UnnamedPersonRecord } from './records';
import { faceViewsOf } from './views';
import { NOT_YOUR_FACE_TO_FORGET, requireMayChange, type Actor } from '../sharing/roles';

export const FACE_NOT_FOUND = 'That face is not in your photos';
export const PERSON_NOT_FOUND = 'That person is not in your family tree';
export const FACE_NOT_THEIRS = 'That face is not linked to that person';
export const IMAGE_NOT_FOUND = 'That picture is not in your photos';
export const FACE_STILL_MOVING = 'That photo is still moving into your family library. Its faces can be named once it has arrived, in a moment.';

/**
 * Who is asking: the library their photos and faces are in (where faces are changed), what they
 * read of it (with their own arriving library while it moves into the family they joined), and the
 * tree their people are in.
 */
export interface FaceScope {
  ownerId: string;
  library: LibraryScope;
  treeOwnerId: string;
  userId: string;
}

/**
 * A face of the caller's library, to change. A face still in their arriving library is seen but
 * not changed: the move rewrites it under the family's key, and would undo a change made meanwhile.
 */
export async function requireOwnFace(deps: FaceDeps, scope: FaceScope, faceId: string): Promise<FaceRecord> {
  const face = await deps.faces.getFace(scope.ownerId, faceId);
  if (face) return face;
  const { arriving } = viewOf(scope.library);
  if (arriving && (await deps.faces.getFace(arriving, faceId))) throw new ConflictError(FACE_STILL_MOVING);
  throw new NotFoundError(FACE_NOT_FOUND);
}

async function requirePerson(deps: FaceDeps, scope: FaceScope, personId: string) {
  const person = (await deps.people.getPeople(scope.treeOwnerId, [personId])).get(personId);
  if (!person) throw new NotFoundError(PERSON_NOT_FOUND);
  return person;
}

/** GET /photo/{id}/people: the photo's faces, with who they are. */
export async function photoPeople(deps: FaceDeps, scope: FaceScope, photoId: string): Promise<FaceView[]> {
  const photo = await deps.photos.getPhoto(photoId);
  if (!photo || !isInLibrary({ familyId: photo.ownerId }, scope.library)) throw new NotFoundError(IMAGE_NOT_FOUND);
  const faces = await deps.faces.facesOfPhoto(scope.library, photoId);
  return faceViewsOf(deps, scope.treeOwnerId, faces.sort((a, b) => a.box.left - b.box.left));
}

/**
 * POST /person/{id}/face/{faceId}: this face is that person. When the face was in a group made
 * on its own (an unnamed person), the whole group is that person: its faces move over and the
 * unnamed person goes, which is why the answer may name another person than the face had.
 */
export async function linkFace(deps: FaceDeps, scope: FaceScope, personId: string, faceId: string): Promise<{ personId: string; face: FaceView }> {
  const [face, person] = await Promise.all([requireOwnFace(deps, scope, faceId), requirePerson(deps, scope, personId)]);
  const now = deps.now();
  // A named tree person's first faces: the memories show their first photos for a few days.
  const firstFaces = Boolean(deps.namings && person.named && !(await deps.faces.facesOfPerson(scope.ownerId, personId, { limit: 1 })).items.length);
  // Linking overrides the dates too: the family knows better than a date ('It is {person}' on a kept-apart face).
  const moved: FaceRecord[] = [
    { ...face, personId, confirmed: true, rejectedPersonIds: face.rejectedPersonIds.filter((id) => id !== personId), keptApartFrom: face.keptApartFrom.filter((id) => id !== personId), updatedAt: now },
  ];
  const previous = face.personId;
  if (previous && previous !== personId && (await isUnnamedGroup(deps, scope, previous))) {
    for await (const others of allFacesOf(deps, scope.ownerId, previous)) {
      moved.push(...others.filter((other) => other.faceId !== faceId).map((other) => ({ ...other, personId, updatedAt: now })));
    }
    await deps.faces.deleteUnnamed(scope.ownerId, previous);
    await deps.people.forget(scope.treeOwnerId, previous);
  }
  await deps.faces.putFaces(moved);
  if (firstFaces) await deps.namings?.noteNamed(scope.treeOwnerId, personId, now);
  await deps.people.useThumbnailIfNone(scope.treeOwnerId, personId, faceThumbnail(faceId));
  const [view] = await faceViewsOf(deps, scope.treeOwnerId, [moved[0]!]);
  return { personId, face: view! };
}

/** DELETE /person/{person_id}/face/{face_id}: 'Face is not {person}'; never matched to them again. */
export async function unlinkFace(deps: FaceDeps, scope: FaceScope, personId: string, faceId: string): Promise<void> {
  const face = await requireOwnFace(deps, scope, faceId);
  if (face.personId !== personId) throw new NotFoundError(FACE_NOT_THEIRS);
  await deps.faces.putFaces([{ ...face, personId: null, confirmed: false, rejectedPersonIds: [...new Set([...face.rejectedPersonIds, personId])], updatedAt: deps.now() }]);
}

/** DELETE /person/{person_id}/face/forget/{face_id}: the face is gone from every list and from matching. */
export async function forgetFace(deps: FaceDeps, scope: FaceScope, actor: Actor, personId: string, faceId: string): Promise<void> {
  const face = await requireOwnFace(deps, scope, faceId);
  // The face menu offers Forget on unassigned faces too, where the person in the path is 'none'.
  if (face.personId && face.personId !== personId) throw new NotFoundError(FACE_NOT_THEIRS);
  // Forgetting is for good (the face, its crop and its fingerprint go): a photo's admins and uploader
  // decide it, as they decide what else is done to the photo. Anyone may say whose face it is not.
  if (actor.role !== 'admin') requireMayChange(actor, (await deps.photos.getPhoto(face.photoId))?.uploaderId, NOT_YOUR_FACE_TO_FORGET);
  const recognitionId = recognitionIdOf(face);
  if (recognitionId) await deps.recognition.deleteFaces(deps.collectionFor(scope.ownerId), [recognitionId]);
  await deps.faces.deleteFaces(scope.ownerId, [faceId]);
  await deps.images.deleteCrops([face.thumbKey]);
}

/**
 * POST /person/{id}/thumbnail/{imageId}: the person's icon, from one of their faces (a face id)
 * or from a whole photo (a photo id).
 */
export async function setPersonThumbnail(deps: FaceDeps, scope: FaceScope, personId: string, imageId: string): Promise<void> {
  await requirePerson(deps, scope, personId);
  const face = await deps.faces.getFace(scope.ownerId, imageId);
  if (face) {
    await deps.people.setThumbnail(scope.treeOwnerId, personId, faceThumbnail(face.faceId));
    return;
  }
  const photo = await deps.photos.getPhoto(imageId);
  if (!photo || photo.ownerId !== scope.ownerId) throw new NotFoundError(IMAGE_NOT_FOUND);
  await deps.people.setThumbnail(scope.treeOwnerId, personId, photo.photoId);
}

/** The key of a person's icon (a face crop or a photo's rendition), for GET /person/{id}/thumbnail. */
export async function thumbnailKeyOf(deps: FaceDeps, scope: FaceScope, thumbnail: string): Promise<string | null> {
  if (thumbnail.startsWith('face.')) return (await deps.faces.getFace(scope.ownerId, thumbnail.slice('face.'.length)))?.thumbKey ?? null;
  const photo = await deps.photos.getPhoto(thumbnail);
  return photo && photo.ownerId === scope.ownerId ? photo.imageKey : null;
}

export const UNNAMED_PAGE_SIZE = 20;
/** Faces read of each unnamed person: the naming card's face and its count (a group made on its own is small). */
const UNNAMED_FACES_READ = 100;

/**
 * GET /faces/unnamed: people made from faces, not named yet, oldest first (the home page names
 * them one at a time). A person named meanwhile leaves the list here, and so does one left with no
 * face at all (their blank tree person too). Faces on photos in a trash are not shown: a person
 * whose every face is on one waits, record kept, until a photo comes back or is deleted for good
 * (which forgets them, forget-photo-faces.ts). Read here rather than marked on the faces when a
 * photo is trashed: trashing and restoring stay one write of the photo, and nothing can be left
 * marked by a half-done trash. The faces' photos are checked in one batch for the whole page.
 */
export async function unnamedPeople(deps: FaceDeps, scope: FaceScope, cursor?: string): Promise<UnnamedPeopleResponse> {
  const page = await deps.faces.listUnnamed(scope.library, { cursor, limit: UNNAMED_PAGE_SIZE });
  const people = await deps.people.getPeople(scope.treeOwnerId, page.items.map((item) => item.personId));
  const waiting: Array<{ item: UnnamedPersonRecord; person: FacePerson; faces: FaceRecord[] }> = [];
  for (const item of page.items) {
    const person = people.get(item.personId);
    if (!person || person.named) {
      await deps.faces.deleteUnnamed(item.ownerId, item.personId);
      continue;
    }
    const faces = await deps.faces.facesOfPerson(scope.library, item.personId, { limit: UNNAMED_FACES_READ });
    if (!faces.items.length) {
      await deps.faces.deleteUnnamed(item.ownerId, item.personId);
      await deps.people.forget(scope.treeOwnerId, item.personId);
      continue;
    }
    waiting.push({ item, person, faces: faces.items });
  }
  const live = await deps.photos.livePhotoIds([...new Set(waiting.flatMap((entry) => entry.faces.map((face) => face.photoId)))]);
  const result: UnnamedPeopleResponse['people'] = [];
  for (const { item, person, faces: read } of waiting) {
    const faces = read.filter((candidate) => live.has(candidate.photoId));
    const face = faces.find((candidate) => candidate.faceId === item.faceId) ?? faces[0];
    if (!face) continue;
    const [view] = await faceViewsOf(deps, scope.treeOwnerId, [face]);
    result.push({ person: { id: person.id, name: person.name, sex: person.sex, person_thumbnail_url: person.person_thumbnail_url }, face: view!, face_count: faces.length, is_new: !item.announced });
  }
  return { people: result, new_count: result.filter((entry) => entry.is_new).length, next_page: page.cursor };
}

/** POST /faces/unnamed/announced: the snackbar told the family about these. */
export async function announceUnnamed(deps: FaceDeps, scope: FaceScope, personIds: readonly string[]): Promise<void> {
  if (personIds.length > 200) throw new ValidationError('Too many people at once');
  const page = await deps.faces.listUnnamed(scope.ownerId, { limit: 500 });
  for (const item of page.items) {
    if (personIds.includes(item.personId) && !item.announced) await deps.faces.putUnnamed({ ...item, announced: true });
  }
}

async function isUnnamedGroup(deps: FaceDeps, scope: FaceScope, personId: string): Promise<boolean> {
  if (!(await deps.faces.getUnnamed(scope.ownerId, personId))) return false;
  const person = (await deps.people.getPeople(scope.treeOwnerId, [personId])).get(personId);
  return Boolean(person && !person.named);
}

async function* allFacesOf(deps: FaceDeps, ownerId: string, personId: string): AsyncIterable<FaceRecord[]> {
  let cursor: string | undefined;
  do {
    const page = await deps.faces.facesOfPerson(ownerId, personId, { cursor, limit: 100 });
    yield page.items;
    cursor = page.cursor ?? undefined;
  } while (cursor);
}
export { allFacesOf };
