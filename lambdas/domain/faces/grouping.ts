import type { FaceDeps } from './deps';
import { datesAllow, yearOfSortKey } from './life-span';
import { recognitionIdOf, type FaceRecord } from './records';

/** Matches asked for per new face: enough to see several people who look alike. */
const SEARCH_LIMIT = 30;

export interface GroupingOutcome {
  /** Faces that joined a person. */
  assigned: number;
  /** Unnamed people made from faces that matched each other but nobody named. */
  newUnnamed: string[];
}

/**
 * Puts newly found faces with people, one search per face (adding a photo never re-groups the
 * whole family):
 *  - a face joins the person whose faces it is most like, above the port's tuned similarity,
 *    unless the family said 'Face is not {person}' or the tree's dates rule the photo out;
 *  - faces that match no person but match unassigned faces become one new unnamed person.
 * `treeOwnerId` is where people live; `ownerId` is the library the faces are in.
 */
export async function groupNewFaces(deps: FaceDeps, ownerId: string, treeOwnerId: string, newFaces: readonly FaceRecord[], authorId: string | null): Promise<GroupingOutcome> {
  const outcome: GroupingOutcome = { assigned: 0, newUnnamed: [] };
  const collection = deps.collectionFor(ownerId);
  for (const face of newFaces) {
    const searchId = recognitionIdOf(face);
    if (!searchId) continue;
    const matches = await deps.recognition.searchFaces(collection, searchId, { limit: SEARCH_LIMIT, minSimilarity: deps.recognition.sameFaceSimilarity });
    if (!matches.length) continue;
    // Matches carry the collection's ids (a moved face is known there by its recognitionId).
    const byCollectionId = new Map(matches.map((match) => [match.faceId, match.similarity]));
    // A person shows once in a photo, so the photo's other faces are never the same person.
    const known = (await deps.faces.getFacesByRecognitionId(ownerId, [...byCollectionId.keys()])).filter((other) => other.photoId !== face.photoId);
    const similarity = new Map(known.map((other) => [other.faceId, byCollectionId.get(recognitionIdOf(other) ?? '') ?? 0]));

    const bestByPerson = new Map<string, number>();
    for (const other of known) {
      if (!other.personId || face.rejectedPersonIds.includes(other.personId)) continue;
      bestByPerson.set(other.personId, Math.max(bestByPerson.get(other.personId) ?? 0, similarity.get(other.faceId) ?? 0));
    }
    const people = await deps.people.getPeople(treeOwnerId, [...bestByPerson.keys()]);
    const spans = await deps.people.lifeSpans(treeOwnerId, [...people.keys()]);
    const photoYear = yearOfSortKey(face.photoDateSort);
    const keptApart: string[] = [];
    let best: { personId: string; similarity: number } | null = null;
    let runnerUp: { personId: string; similarity: number } | null = null;
    for (const [personId, score] of bestByPerson) {
      if (!people.has(personId)) continue;
      if (!datesAllow(photoYear, spans.get(personId))) {
        keptApart.push(personId);
        continue;
      }
      if (!best || score > best.similarity) [best, runnerUp] = [{ personId, similarity: score }, best];
      else if (!runnerUp || score > runnerUp.similarity) runnerUp = { personId, similarity: score };
    }
    // One face like two people, one of them a group nobody named: probably one person split in two.
    if (best && runnerUp && (!people.get(best.personId)!.named || !people.get(runnerUp.personId)!.named)) {
      await deps.suggestSamePerson?.(treeOwnerId, [best.personId, runnerUp.personId]);
    }

    const now = deps.now();
    if (best) {
      await deps.faces.putFaces([{ ...face, personId: best.personId, keptApartFrom: keptApart, updatedAt: now }]);
      await deps.people.useThumbnailIfNone(treeOwnerId, best.personId, faceThumbnail(face.faceId));
      outcome.assigned++;
      continue;
    }
    const unassigned = known.filter((other) => other.personId === null).sort((a, b) => (similarity.get(b.faceId) ?? 0) - (similarity.get(a.faceId) ?? 0));
    // Two faces in one photo are two people: keep the most alike face of each photo in the new group.
    const onePerPhoto: FaceRecord[] = [];
    for (const other of unassigned) if (!onePerPhoto.some((kept) => kept.photoId === other.photoId)) onePerPhoto.push(other);
    if (!onePerPhoto.length) {
      if (keptApart.length) await deps.faces.putFaces([{ ...face, keptApartFrom: keptApart, updatedAt: now }]);
      continue;
    }
    const personId = await deps.people.createUnnamed(treeOwnerId, authorId);
    await deps.faces.putFaces([face, ...onePerPhoto].map((member) => ({ ...member, personId, keptApartFrom: member === face ? keptApart : member.keptApartFrom, updatedAt: now })));
    await deps.faces.putUnnamed({ ownerId, personId, faceId: face.faceId, createdAt: now, announced: false });
    await deps.people.useThumbnailIfNone(treeOwnerId, personId, faceThumbnail(face.faceId));
    outcome.newUnnamed.push(personId);
    outcome.assigned += 1 + onePerPhoto.length;
  }
  return outcome;
}

/**
 * Scanning and grouping hold the library's lease (deps.groupingLeases): one photo at a time per
 * family, families side by side. The faces queue is FIFO with the family as message group, which
 * on AWS already hands a family's photos over one batch at a time, so there the lease is free when
 * asked. It is what makes the rule hold where FIFO does not: local-aws-sqs takes FIFO queues and
 * group ids but hands out a group's next message while one is still in flight (its receive looks
 * at visibility only), and on AWS a message whose visibility ran out is delivered again while its
 * first delivery may still run; a family move regroups a leaver's faces outside the queue.
 */
export function groupInTurn<T>(deps: Pick<FaceDeps, 'groupingLeases'>, ownerId: string, work: () => Promise<T>): Promise<T> {
  return deps.groupingLeases ? deps.groupingLeases.hold(`faces-grouping#${ownerId}`, work) : work();
}

/** A person's icon made from a face: the face's crop (see person-thumbnail.ts). */
export const FACE_THUMBNAIL_PREFIX = 'face.';
export const faceThumbnail = (faceId: string): string => `${FACE_THUMBNAIL_PREFIX}${faceId}`;
