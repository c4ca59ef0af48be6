import { drawnFaceProblem } from '@heirloom/shared/rules/drawn-face';
import type { NamedFace } from '../../ports/media';
import { NotFoundError } from '../errors';
import { intersectionOverUnion } from './box-overlap';
import type { FaceDeps, FacePhoto } from './deps';
import { SAME_FACE_OVERLAP } from './add-face';
import { linkFace, type FaceScope } from './face-calls';
import { storeDrawnFace } from './face-crops';
import { facesForNames } from './waiting-names';

export interface NamedFromMetadata {
  /** Faces named after a tag, found or drawn. */
  named: number;
  /** Faces drawn where a tag was and the detector found none. */
  drawn: number;
}

/**
 * Names the faces just found in a photo after the file's own face tags (XMP regions written by
 * Picasa, Lightroom, digiKam or Apple Photos: media/images/face-regions.ts), as the family would
 * name them by hand (linkFace: a group the face was put in comes along). A face is a tag's when it
 * lies in its region (the same fit as a GEDZIP's crops, facesForNames). Where the detector found no
 * face in a tag (a profile, an old print), the tag's box becomes a face drawn for the person, as
 * Immich and digiKam show a tag, when it is big enough to be one and over no other face. Each name
 * is a person of the tree called that, or a new one the uploader made (family/person-for-name.ts);
 * a name several people of the tree share is left for the family to choose.
 *
 * Runs in the family's grouping turn, on the scan that found the faces: a photo is scanned once, so
 * a face the family names otherwise later is never named again from the file.
 */
export async function nameFacesFromMetadata(deps: FaceDeps, scope: FaceScope, photo: FacePhoto): Promise<NamedFromMetadata> {
  const result = { named: 0, drawn: 0 };
  if (!photo.namedFaces.length) return result;
  const faces = await deps.faces.facesOfPhoto(scope.ownerId, photo.photoId);
  // Faces someone already said who they are (a GEDZIP's crops, a face drawn by hand) keep their person.
  const open = faces.filter((face) => !face.confirmed);
  // Keyed by the tag's name until its person is known (names are one a photo: face-regions.ts).
  const matches = facesForNames(
    photo.namedFaces.map((tag) => ({ personId: tag.name, box: tag.box })),
    open,
  );
  for (const { personId: name, faceId } of matches) {
    const personId = await deps.people.personNamed(scope.treeOwnerId, scope.userId, name);
    if (personId && (await linked(deps, scope, personId, faceId))) result.named += 1;
  }
  const matched = new Set(matches.map((match) => match.personId));
  for (const tag of photo.namedFaces.filter((each) => !matched.has(each.name) && canDraw(each.box, faces))) {
    const personId = await deps.people.personNamed(scope.treeOwnerId, scope.userId, tag.name);
    const onPhoto = await deps.faces.facesOfPhoto(scope.ownerId, photo.photoId);
    // A person shows once in a photo: the detector may have put another of its faces with them.
    if (!personId || onPhoto.some((face) => face.personId === personId)) continue;
    await drawFor(deps, scope, photo, tag, personId);
    result.drawn += 1;
    result.named += 1;
  }
  return result;
}

/** Whether a tag's box may be a face of its own: big enough and inside the picture, and over no face found. */
const canDraw = (box: NamedFace['box'], faces: ReadonlyArray<{ box: NamedFace['box'] }>) =>
  !drawnFaceProblem(box) && faces.every((face) => intersectionOverUnion(face.box, box) < SAME_FACE_OVERLAP);

async function linked(deps: FaceDeps, scope: FaceScope, personId: string, faceId: string): Promise<boolean> {
  try {
    await linkFace(deps, scope, personId, faceId);
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}

async function drawFor(deps: FaceDeps, scope: FaceScope, photo: FacePhoto, tag: NamedFace, personId: string): Promise<void> {
  const face = await storeDrawnFace(deps, photo, tag.box);
  const scan = await deps.faces.getScan(scope.ownerId, photo.photoId);
  if (scan) await deps.faces.putScan({ ...scan, faceIds: [...new Set([...scan.faceIds, face.faceId])] });
  await linked(deps, scope, personId, face.faceId);
}
