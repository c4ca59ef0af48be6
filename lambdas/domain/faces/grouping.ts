import type { LeaseWait } from '../../ports/lease';
import type { FaceDeps } from './deps';
import { datesAllow, trustedPhotoYear } from './life-span';
import { AMBIGUITY_MARGIN, excessOf, extraAskedOf, LIKENESS_FLOOR, supportOf, TOP_K } from './match-rules';
import { placedByFamily, recognitionIdOf, type FaceRecord } from './records';
import { regroupFaces, type FaceLikeness } from './regroup';
import { sameAgeSupport, type PersonFaceLikeness } from './same-age';

/** Matches asked for per new face: enough to see several people who look alike, and kept for the regrouping. */
export const SEARCH_LIMIT = 50;
/** Unassigned look-alikes of a new face looked at (one search each) when they may become a person. */
const NEW_GROUP_CANDIDATES = 5;

export interface GroupingOutcome {
  /** Faces that joined a person. */
  assigned: number;
  /** Unnamed people made from faces that matched each other but nobody named. */
  newUnnamed: string[];
}

/**
 * Puts newly found faces with people, one search per face (adding a photo never re-groups the
 * whole family; regroup-family.ts does that after big uploads and on demand), under the shared
 * rules of match-rules.ts:
 *  - a face joins the person it fits as a whole (the mean of its best likenesses to their faces,
 *    beyond what a weak face asks), unless the family said 'Face is not {person}' or the tree's
 *    dates rule the photo out, and unless it fits another person nearly as well (then neither);
 *  - faces that fit no person but fit unassigned faces become one new unnamed person, decided by
 *    the family-wide rules (regroup.ts) over those few faces, so no chain of look-alikes forms one;
 *  - faces on photos in a trash take no part until they are restored.
 * `treeOwnerId` is where people live; `ownerId` is the library the faces are in.
 */
export async function groupNewFaces(deps: FaceDeps, ownerId: string, treeOwnerId: string, newFaces: readonly FaceRecord[], authorId: string | null): Promise<GroupingOutcome> {
  const outcome: GroupingOutcome = { assigned: 0, newUnnamed: [] };
  const collection = deps.collectionFor(ownerId);
  for (let face of newFaces) {
    const searchId = recognitionIdOf(face);
    if (!searchId) continue;
    const matches = await deps.recognition.searchFaces(collection, searchId, { limit: SEARCH_LIMIT, minSimilarity: LIKENESS_FLOOR });
    // Kept with the face, so the family-wide regrouping need not search again.
    face = { ...face, likeness: matches.map((match) => ({ faceId: match.faceId, similarity: match.similarity })) };
    if (!matches.length) {
      await deps.faces.putFaces([face]);
      continue;
    }
    // Matches carry the collection's ids (a moved face is known there by its recognitionId).
    const byCollectionId = new Map(matches.map((match) => [match.faceId, match.similarity]));
    // A person shows once in a photo, so the photo's other faces are never the same person.
    const found = (await deps.faces.getFacesByRecognitionId(ownerId, [...byCollectionId.keys()])).filter((other) => other.photoId !== face.photoId);
    // Faces on photos in a trash are matched by nothing: a new face neither joins a person through
    // them nor makes a new one with them. Read here (one batch of photo reads) rather than taken out
    // of the collection when a photo is trashed, so a restore makes them matchable again at once.
    const live = await deps.photos.livePhotoIds([...new Set(found.map((other) => other.photoId))]);
    const known = found.filter((other) => live.has(other.photoId));
    const similarity = new Map(known.map((other) => [other.faceId, byCollectionId.get(recognitionIdOf(other) ?? '') ?? 0]));
    const extra = extraAskedOf(face.quality);

    const likenessByPerson = new Map<string, PersonFaceLikeness[]>();
    for (const other of known) {
      if (!other.personId || face.rejectedPersonIds.includes(other.personId)) continue;
      const excess = excessOf(similarity.get(other.faceId) ?? null, extra, extraAskedOf(other.quality));
      likenessByPerson.set(other.personId, [...(likenessByPerson.get(other.personId) ?? []), { excess, photoYear: trustedPhotoYear(other) }]);
    }
    const excessesByPerson = new Map([...likenessByPerson].map(([personId, entries]) => [personId, entries.map((entry) => entry.excess)]));
    const people = await deps.people.getPeople(treeOwnerId, [...excessesByPerson.keys()]);
    const spans = await deps.people.lifeSpans(treeOwnerId, [...people.keys()]);
    const photoYear = trustedPhotoYear(face);
    const keptApart: string[] = [];
    const fits: Array<{ personId: string; support: number }> = [];
    for (const [personId, excesses] of excessesByPerson) {
      if (!people.has(personId)) continue;
      const asWhole = supportOf(excesses, await sizeUpToTopK(deps, ownerId, personId, excesses.length), extra);
      // A child's face may be unlike the person as a whole yet like their faces of the same age (same-age.ts).
      const support = Math.max(asWhole, (await sameAgeSupport(deps.faces, ownerId, personId, photoYear, likenessByPerson, spans, extra)) ?? -Infinity);
      if (support < 0) continue;
      if (!datesAllow(photoYear, spans.get(personId))) {
        keptApart.push(personId);
        continue;
      }
      fits.push({ personId, support });
    }
    fits.sort((a, b) => b.support - a.support || (a.personId < b.personId ? -1 : 1));
    const [best, runnerUp] = fits;
    // One face like two people, one of them a group nobody named: probably one person split in two.
    if (best && runnerUp && (!people.get(best.personId)!.named || !people.get(runnerUp.personId)!.named)) {
      await deps.suggestSamePerson?.(treeOwnerId, [best.personId, runnerUp.personId]);
    }

    const now = deps.now();
    // Nearly as like two people: which one is a guess, and a guess is not made for the family.
    const torn = Boolean(best && runnerUp && runnerUp.support > best.support - AMBIGUITY_MARGIN);
    if (best && !torn) {
      await deps.faces.putFaces([{ ...face, personId: best.personId, keptApartFrom: keptApart, updatedAt: now }]);
      await deps.people.useThumbnailIfNone(treeOwnerId, best.personId, faceThumbnail(face.faceId));
      outcome.assigned++;
      continue;
    }
    const group = torn ? [] : await newGroupOf(deps, collection, face, known.filter((other) => other.personId === null && !placedByFamily(other)), similarity);
    if (!group.length) {
      await deps.faces.putFaces([{ ...face, keptApartFrom: keptApart, updatedAt: now }]);
      continue;
    }
    const personId = await deps.people.createUnnamed(treeOwnerId, authorId);
    await deps.faces.putFaces([face, ...group].map((member) => ({ ...member, personId, keptApartFrom: member === face ? keptApart : member.keptApartFrom, updatedAt: now })));
    await deps.faces.putUnnamed({ ownerId, personId, faceId: face.faceId, createdAt: now, announced: false });
    await deps.people.useThumbnailIfNone(treeOwnerId, personId, faceThumbnail(face.faceId));
    outcome.newUnnamed.push(personId);
    outcome.assigned += 1 + group.length;
  }
  return outcome;
}

/**
 * A person's number of faces, as far as the rules look (TOP_K): what the search returned, or a
 * count. Faces on photos in a trash are counted too, at the floor like any face the search did not
 * return: a person whose photos are mostly in the trash asks more of a new face, the cautious side.
 */
async function sizeUpToTopK(deps: FaceDeps, ownerId: string, personId: string, returned: number): Promise<number> {
  if (returned >= TOP_K) return returned;
  return (await deps.faces.facesOfPerson(ownerId, personId, { limit: TOP_K })).items.length;
}

/**
 * The unassigned faces that make a new person with `face`: its closest look-alikes and their own
 * likeness to each other (one search each), grouped by the family-wide rules; empty when the face
 * stays alone.
 */
async function newGroupOf(deps: FaceDeps, collection: string, face: FaceRecord, unassigned: readonly FaceRecord[], similarity: Map<string, number>): Promise<FaceRecord[]> {
  const extra = extraAskedOf(face.quality);
  const candidates = unassigned
    .filter((other) => excessOf(similarity.get(other.faceId) ?? null, extra, extraAskedOf(other.quality)) >= 0)
    .sort((a, b) => (similarity.get(b.faceId) ?? 0) - (similarity.get(a.faceId) ?? 0) || (a.faceId < b.faceId ? -1 : 1))
    .slice(0, NEW_GROUP_CANDIDATES);
  if (!candidates.length) return [];
  const likeness: FaceLikeness[] = candidates.map((other) => ({ a: face.faceId, b: other.faceId, similarity: similarity.get(other.faceId)! }));
  if (candidates.length > 1) {
    const byCollectionId = new Map(candidates.map((other) => [recognitionIdOf(other), other.faceId]));
    for (const other of candidates) {
      const matches = await deps.recognition.searchFaces(collection, recognitionIdOf(other)!, { limit: SEARCH_LIMIT, minSimilarity: LIKENESS_FLOOR });
      for (const match of matches) {
        const otherId = byCollectionId.get(match.faceId);
        if (otherId) likeness.push({ a: other.faceId, b: otherId, similarity: match.similarity });
      }
    }
  }
  const members = [face, ...candidates];
  const groups = regroupFaces({
    faces: members.map((member) => ({ faceId: member.faceId, photoId: member.photoId, personId: null, fixed: false, forbidden: [], quality: member.quality })),
    likeness,
    named: new Set(),
  });
  const mine = groups.get(face.faceId);
  return mine ? candidates.filter((other) => groups.get(other.faceId) === mine) : [];
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
export function groupInTurn<T>(deps: Pick<FaceDeps, 'groupingLeases'>, ownerId: string, work: () => Promise<T>, wait?: LeaseWait): Promise<T> {
  return deps.groupingLeases ? deps.groupingLeases.hold(`faces-grouping#${ownerId}`, work, wait) : work();
}

/** A person's icon made from a face: the face's crop (see person-thumbnail.ts). */
export const FACE_THUMBNAIL_PREFIX = 'face.';
export const faceThumbnail = (faceId: string): string => `${FACE_THUMBNAIL_PREFIX}${faceId}`;
