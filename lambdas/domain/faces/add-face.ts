import type { FaceView } from '@heirloom/shared/contracts/faces';
import { drawnFaceProblem } from '@heirloom/shared/rules/drawn-face';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { isInLibrary } from '../library/access';
import type { FaceBox } from '../../ports/faces';
import { intersectionOverUnion } from './box-overlap';
import type { FaceDeps, FacePhoto } from './deps';
import { FACE_STILL_MOVING, IMAGE_NOT_FOUND, linkFace, PERSON_NOT_FOUND, type FaceScope } from './face-calls';
import { groupInTurn } from './grouping';
import type { FaceRecord } from './records';
import { storeDrawnFace } from './face-crops';
import { faceViewsOf } from './views';

export const FACES_NOT_LOOKED_FOR_YET = 'Faces are still being looked for in this photo. You can add one in a moment, once they are found.';
export const FACE_ALREADY_THERE = 'There is already a face there. Choose its box on the photo to say who it is.';
export const alreadyInPhoto = (name: string): string => `${name || 'That person'} already has a face in this photo. Choose that face and say “Face is not ${name || 'them'}” first.`;

/**
 * Overlap (intersection over union) from which a drawn box is a face the photo already has: boxes
 * drawn by hand take in more of the head than the detector's, so the bar is below "the same box".
 */
export const SAME_FACE_OVERLAP = 0.4;

/** Who the drawn face is: someone in the tree, or a person made for it (only once the face can be added). */
export type DrawnFaceOwner = { personId: string } | { createPerson: () => Promise<string> };

export interface AddedFace {
  /** False when the same face was drawn for the same person before (a request sent twice): nothing new was made. */
  created: boolean;
  personId: string;
  face: FaceView;
}

/**
 * POST /photo/{id}/faces: a face the detector missed, drawn by hand and said to be someone. It is
 * kept like a found face (its box as fractions of the upright picture, a crop cut from the
 * rendition faces are found in, listed on the photo's scan), linked to the person as the family
 * links faces, and marked as drawn: it is in no recognition collection, so it is never matched or
 * regrouped, and scanning the photo again keeps it. The same box drawn again for the same person
 * answers the face made the first time; a box over another face is refused.
 */
export async function addFaceByHand(deps: FaceDeps, scope: FaceScope, photoId: string, box: FaceBox, owner: DrawnFaceOwner): Promise<AddedFace> {
  const problem = drawnFaceProblem(box);
  if (problem) throw new ValidationError(problem, { bounding_box: [problem] });
  const photo = await requireOwnPhoto(deps, scope, photoId);
  if ('personId' in owner && !(await deps.people.getPeople(scope.treeOwnerId, [owner.personId])).has(owner.personId)) throw new NotFoundError(PERSON_NOT_FOUND);
  // In the family's turn, as scans are: two drawings of one face sent at once see each other, and a scan of the photo sees the face.
  return groupInTurn(deps, photo.ownerId, async () => {
    const scan = await deps.faces.getScan(photo.ownerId, photoId);
    if (!scan) throw new ConflictError(FACES_NOT_LOOKED_FOR_YET);
    const onPhoto = await deps.faces.facesOfPhoto(photo.ownerId, photoId);
    const repeat = await repeatedOrRefused(deps, scope, onPhoto, box, owner);
    if (repeat) return repeat;

    const personId = 'personId' in owner ? owner.personId : await owner.createPerson();
    const face = await storeDrawnFace(deps, photo, box);
    await deps.faces.putScan({ ...scan, faceIds: [...new Set([...scan.faceIds, face.faceId])] });
    const linked = await linkFace(deps, scope, personId, face.faceId);
    return { created: true, ...linked };
  });
}

async function requireOwnPhoto(deps: FaceDeps, scope: FaceScope, photoId: string): Promise<FacePhoto> {
  const photo = await deps.photos.getPhoto(photoId);
  if (photo?.ownerId === scope.ownerId) return photo;
  // Seen while the caller's own library moves into the family, but not changed: the move would undo it.
  if (photo && isInLibrary({ familyId: photo.ownerId }, scope.library)) throw new ConflictError(FACE_STILL_MOVING);
  throw new NotFoundError(IMAGE_NOT_FOUND);
}

/** The face a repeated request made already, or null when the box is free; refuses a box over another face, or a second face of one person. */
async function repeatedOrRefused(deps: FaceDeps, scope: FaceScope, onPhoto: readonly FaceRecord[], box: FaceBox, owner: DrawnFaceOwner): Promise<AddedFace | null> {
  const [over] = onPhoto
    .map((face) => ({ face, overlap: intersectionOverUnion(face.box, box) }))
    .filter(({ overlap }) => overlap >= SAME_FACE_OVERLAP)
    .sort((a, b) => b.overlap - a.overlap);
  const personId = 'personId' in owner ? owner.personId : null;
  if (over) {
    if (!over.face.addedByHand || !personId || over.face.personId !== personId) throw new ConflictError(FACE_ALREADY_THERE);
    const [face] = await faceViewsOf(deps, scope.treeOwnerId, [over.face]);
    return { created: false, personId, face: face! };
  }
  // A person shows once in a photo (the detector's grouping keeps to it too).
  if (personId && onPhoto.some((face) => face.personId === personId)) {
    const name = (await deps.people.getPeople(scope.treeOwnerId, [personId])).get(personId)?.name ?? '';
    throw new ConflictError(alreadyInPhoto(name));
  }
  return null;
}
