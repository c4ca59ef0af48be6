import type { FaceDeps } from './deps';
import { SEARCH_LIMIT } from './grouping';
import { LIKENESS_FLOOR } from './match-rules';
import { recognitionIdOf } from './records';
import { regroupIsDue } from './regroup-family';

export interface ArrivedOutcome {
  /** The family the photo is in now (null: the photo is gone). */
  ownerId: string | null;
  /** Faces searched among the family's. */
  searched: number;
  /** Enough faces came since the family was last regrouped (regroup-family.ts regroupIsDue). */
  regroupDue: boolean;
}

/**
 * A photo that moved into a family with a member who joined (the faces queue's `arrived` message,
 * sent by the family move as each photo's faces arrive): its faces were only ever compared with
 * their old library's, and the look-alikes they kept named that collection's ids (move-faces.ts
 * dropped them). Each is searched among the family's faces and its look-alikes kept, so the
 * family's regrouping (asked for once the join ends, and whenever enough faces came) puts the
 * joiner's photos of the family's grandmother with her, named or not, and makes two unnamed groups
 * of one person one. Named people are never joined to each other: the duplicates review offers them.
 *
 * Every pair of faces is found from one side at least: a photo is searched after its own faces are
 * in the family's collection, so of two photos moving side by side the later-searched finds the
 * other. A face searched already (a repeated message) is not searched again; only its look-alikes
 * are written, so a naming or regrouping meanwhile stays.
 */
export async function searchArrivedFaces(deps: FaceDeps, photoId: string): Promise<ArrivedOutcome> {
  const photo = await deps.photos.getPhoto(photoId);
  if (!photo) return { ownerId: null, searched: 0, regroupDue: false };
  const ownerId = photo.ownerId;
  const collection = deps.collectionFor(ownerId);
  const faces = (await deps.faces.facesOfPhoto(ownerId, photoId)).filter((face) => !face.likeness && recognitionIdOf(face) !== null);
  for (const face of faces) {
    const matches = await deps.recognition.searchFaces(collection, recognitionIdOf(face)!, { limit: SEARCH_LIMIT, minSimilarity: LIKENESS_FLOOR });
    await deps.faces.setLikeness(
      ownerId,
      face.faceId,
      matches.map((match) => ({ faceId: match.faceId, similarity: match.similarity })),
    );
  }
  const regroupDue = faces.length > 0 && regroupIsDue(await deps.faces.noteNewFaces(ownerId, faces.length));
  return { ownerId, searched: faces.length, regroupDue };
}
