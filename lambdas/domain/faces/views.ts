import type { FaceView, KeptApartPerson } from '@heirloom/shared/contracts/faces';
import type { PersonSummary } from '@heirloom/shared/contracts/family';
import type { LibraryScope } from '../library/access';
import type { FaceDeps, FacePerson } from './deps';
import { keptApartReason, trustedPhotoYear, type LifeSpan } from './life-span';
import type { FaceRecord } from './records';

/** What drawing faces needs: who the people are and links to the crops (no recognition model). */
export type FaceViewDeps = Pick<FaceDeps, 'faces' | 'images' | 'people'>;

const summaryOf = (person: FacePerson): PersonSummary => ({ id: person.id, name: person.name, sex: person.sex, person_thumbnail_url: person.person_thumbnail_url });

/** Faces as the photo card, lightbox and naming screens show them, with their people. */
export async function faceViewsOf(deps: Pick<FaceDeps, 'images' | 'people'>, treeOwnerId: string, faces: readonly FaceRecord[]): Promise<FaceView[]> {
  const personIds = new Set<string>();
  for (const face of faces) {
    if (face.personId) personIds.add(face.personId);
    for (const id of face.keptApartFrom) personIds.add(id);
  }
  const people = await deps.people.getPeople(treeOwnerId, [...personIds]);
  const keptApartIds = [...new Set(faces.flatMap((face) => face.keptApartFrom))].filter((id) => people.has(id));
  const spans = keptApartIds.length ? await deps.people.lifeSpans(treeOwnerId, keptApartIds) : new Map<string, LifeSpan>();
  // The reason as it stands now: a photo re-dated, or a life re-dated, since it was grouped no longer keeps the face apart.
  const keptApartOf = (face: FaceRecord): KeptApartPerson[] =>
    face.keptApartFrom.flatMap((id) => {
      const reason = people.has(id) ? keptApartReason(trustedPhotoYear(face), spans.get(id)) : null;
      if (!reason) return [];
      const year = reason.kind === 'born-after' ? reason.born : reason.died;
      return [{ ...summaryOf(people.get(id)!), reason: { kind: reason.kind, year, photo_year: reason.photoYear } }];
    });
  return Promise.all(
    faces.map(async (face) => {
      const person = face.personId ? people.get(face.personId) : undefined;
      return {
        id: face.faceId,
        image_id: face.photoId,
        person_id: person ? face.personId : null,
        bounding_box: face.box,
        gender_hint: face.genderHint,
        thumbnail_url: await deps.images.link(face.thumbKey),
        person: person ? summaryOf(person) : null,
        kept_apart_from: keptApartOf(face),
        ...(face.addedByHand ? { added_by_hand: true } : {}),
      };
    }),
  );
}

/**
 * The faces of a page of photos (the strip's cards draw them), by photo id, left to right: a few
 * batched reads for the whole page, never a request per card.
 */
export async function facesOfPhotoPage(deps: FaceViewDeps, scope: { library: LibraryScope; treeOwnerId: string }, photoIds: readonly string[]): Promise<Record<string, FaceView[]>> {
  const faces = (await deps.faces.facesOfPhotos(scope.library, photoIds)).sort((a, b) => a.box.left - b.box.left);
  const byPhoto: Record<string, FaceView[]> = {};
  for (const view of await faceViewsOf(deps, scope.treeOwnerId, faces)) (byPhoto[view.image_id] ??= []).push(view);
  return byPhoto;
}
