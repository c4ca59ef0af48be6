import type { FaceBox } from '../../ports/faces';
import { NotFoundError } from '../errors';
import { boxArea, intersectionArea, intersectionOverUnion } from './box-overlap';
import type { FaceDeps } from './deps';
import { linkFace, type FaceScope } from './face-calls';

/**
 * Who a file says is in a photo, and where: a GEDCOM 7 `CROP` under a person's link to the photo
 * (a GEDZIP, ours or another tool's), as shares of the upright image. The photo's faces are found
 * later, on the faces queue, so the names wait beside the photo until they are.
 */
export interface WaitingName {
  personId: string;
  box: FaceBox;
}

/** A found face counts as in the named region when at least this share of it lies inside. */
const INSIDE_SHARE = 0.5;


/**
 * Which found face each name is. A region may be the face itself (our own export: the same box)
 * or a looser portrait crop (head and shoulders, as other tools write): a face is a candidate when
 * at least half of it lies inside the region, and among candidates the closest fit (intersection
 * over union) wins. Best fits are taken first; a face is one person's and a person gets one face.
 */
export function facesForNames(names: readonly WaitingName[], faces: ReadonlyArray<{ faceId: string; box: FaceBox }>): Array<{ personId: string; faceId: string }> {
  const pairs: Array<{ personId: string; faceId: string; fit: number }> = [];
  for (const name of names) {
    for (const face of faces) {
      const faceArea = boxArea(face.box);
      if (faceArea === 0 || intersectionArea(name.box, face.box) / faceArea < INSIDE_SHARE) continue;
      pairs.push({ personId: name.personId, faceId: face.faceId, fit: intersectionOverUnion(name.box, face.box) });
    }
  }
  pairs.sort((a, b) => b.fit - a.fit);
  const people = new Set<string>();
  const taken = new Set<string>();
  const chosen: Array<{ personId: string; faceId: string }> = [];
  for (const pair of pairs) {
    if (people.has(pair.personId) || taken.has(pair.faceId)) continue;
    people.add(pair.personId);
    taken.add(pair.faceId);
    chosen.push({ personId: pair.personId, faceId: pair.faceId });
  }
  return chosen;
}

/**
 * Names a photo's faces from the file's regions: kept beside the photo, then applied at once when
 * its faces were found already. The face scan applies them too, after it marks the photo scanned
 * (scan-photo.ts): each side writes before it looks at the other's, so one of them always sees
 * both, and naming a face twice is the same naming.
 */
export async function nameFacesWhenFound(deps: FaceDeps, scope: FaceScope, photoId: string, names: readonly WaitingName[]): Promise<void> {
  if (!names.length) return;
  await deps.faces.putWaitingNames(scope.ownerId, photoId, names);
  if (await deps.faces.getScan(scope.ownerId, photoId)) await applyWaitingNames(deps, scope, photoId);
}

/**
 * Links each waiting name to its face, as a person naming it would (an unnamed group it was put
 * in comes along), then forgets the names. A person the tree no longer has is passed over.
 */
export async function applyWaitingNames(deps: FaceDeps, scope: FaceScope, photoId: string): Promise<number> {
  const names = await deps.faces.getWaitingNames(scope.ownerId, photoId);
  if (!names.length) return 0;
  const faces = await deps.faces.facesOfPhoto(scope.ownerId, photoId);
  let named = 0;
  for (const { personId, faceId } of facesForNames(names, faces)) {
    const face = faces.find((candidate) => candidate.faceId === faceId);
    if (face?.personId === personId && face.confirmed) continue;
    try {
      await linkFace(deps, scope, personId, faceId);
      named += 1;
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  await deps.faces.deleteWaitingNames(scope.ownerId, photoId);
  return named;
}
