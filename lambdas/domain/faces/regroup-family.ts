import type { RegroupDue } from '../../ports/face-store';
import type { FaceDeps } from './deps';
import { faceThumbnail, groupInTurn, SEARCH_LIMIT } from './grouping';
import { trustedPhotoYear } from './life-span';
import { LIKENESS_FLOOR } from './match-rules';
import { placedByFamily, recognitionIdOf, type FaceRecord } from './records';
import { NEW_GROUP_PREFIX, regroupFaces, type FaceLikeness } from './regroup';

const PAGE = 500;

/** New faces after which a family is regrouped: at least this many ... */
export const REGROUP_AFTER_FACES = 50;
/** ... and at least this share of the faces it had at its last regrouping (so a big family is not regrouped after every batch). */
export const REGROUP_AFTER_GROWTH = 0.1;

/** Whether enough faces came since the last regrouping for the faces consumer to regroup the family when its queue runs dry. */
export const regroupIsDue = (due: RegroupDue): boolean => due.newFaces >= Math.max(REGROUP_AFTER_FACES, due.facesAtLastRegroup * REGROUP_AFTER_GROWTH);

export interface RegroupOutcome {
  faces: number;
  /** Faces searched for (those grouped before their look-alikes were kept with them). */
  searches: number;
  /** Faces whose person changed. */
  moved: number;
  /** Unnamed people made for groups nobody held. */
  newUnnamed: string[];
  /** Unnamed people left without faces (merged into another, or split up), taken out of the list. */
  emptied: string[];
}

/**
 * The family-wide regrouping (regroup.ts) run over a library: after a big upload, and when the
 * family asks. Reads every face with the look-alikes its search found when it was grouped (so no
 * recognition calls, except a search for each face older than that), regroups them all, and
 * writes back only what moved: two unnamed groups of one person become one, a group that drifted is split, a face
 * that fits nobody goes back to the unassigned. Faces the family linked or said 'not' about stay
 * where they are, and named people are never joined (the people list offers that). Holds the
 * family's grouping lease, so no photo is grouped meanwhile.
 */
export function regroupFamilyFaces(deps: FaceDeps, ownerId: string, treeOwnerId: string = ownerId, authorId: string | null = null): Promise<RegroupOutcome> {
  return groupInTurn(deps, ownerId, () => regroupInTurn(deps, ownerId, treeOwnerId, authorId));
}

async function regroupInTurn(deps: FaceDeps, ownerId: string, treeOwnerId: string, authorId: string | null): Promise<RegroupOutcome> {
  const all: FaceRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await deps.faces.facesOfLibrary(ownerId, { cursor, limit: PAGE });
    all.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  // Faces on photos in a trash take no part, as in grouping.ts: nothing joins or ties groups through
  // them, and they stay with their people (who keep their records) for a restore.
  const live = await deps.photos.livePhotoIds([...new Set(all.map((face) => face.photoId))]);
  const faces = all.filter((face) => live.has(face.photoId));
  const trashedHolders = all.flatMap((face) => (face.personId && !live.has(face.photoId) ? [face.personId] : []));

  const collection = deps.collectionFor(ownerId);
  const faceIdOf = new Map(faces.flatMap((face) => (recognitionIdOf(face) ? [[recognitionIdOf(face)!, face.faceId] as const] : [])));
  // Each face's look-alikes as its search found them when it was grouped (every pair is there from
  // the later face's side); a face grouped before they were kept is searched now.
  const likeness: FaceLikeness[] = [];
  let searches = 0;
  for (const face of faces) {
    const searchId = recognitionIdOf(face);
    if (!searchId) continue;
    let matches = face.likeness;
    if (!matches) {
      matches = await deps.recognition.searchFaces(collection, searchId, { limit: SEARCH_LIMIT, minSimilarity: LIKENESS_FLOOR });
      searches++;
    }
    for (const match of matches) {
      const other = faceIdOf.get(match.faceId);
      if (other) likeness.push({ a: face.faceId, b: other, similarity: match.similarity });
    }
  }

  const people = await deps.people.getPeople(treeOwnerId, [...new Set(faces.flatMap((face) => (face.personId ? [face.personId] : [])))]);
  const named = new Set([...people.values()].filter((person) => person.named).map((person) => person.id));
  // Every person's dates, named or not: regroup.ts applies the life-span and same-age rules to both, as grouping.ts does.
  const spans = await deps.people.lifeSpans(treeOwnerId, [...people.keys()]);
  // A face linked to someone no longer in the tree is unassigned.
  const personOfFace = (face: FaceRecord) => (face.personId && people.has(face.personId) ? face.personId : null);
  const regrouped = regroupFaces({
    faces: faces.map((face) => ({
      faceId: face.faceId,
      photoId: face.photoId,
      personId: personOfFace(face),
      // A face the family linked stays with its person whatever the dates say (the 'It is {person}' override).
      // So does one in no collection (a move that could not index it again): nothing can compare it.
      fixed: placedByFamily(face) || recognitionIdOf(face) === null,
      forbidden: face.rejectedPersonIds,
      quality: face.quality,
      photoYear: trustedPhotoYear(face),
    })),
    likeness,
    named,
    spans,
  });

  const now = deps.now();
  const outcome: RegroupOutcome = { faces: faces.length, searches, moved: 0, newUnnamed: [], emptied: [] };
  const created = new Map<string, string>();
  const moved: FaceRecord[] = [];
  for (const face of faces) {
    let personId = regrouped.get(face.faceId) ?? null;
    if (personId?.startsWith(NEW_GROUP_PREFIX)) {
      const key = personId;
      personId = created.get(key) ?? null;
      if (!personId) {
        personId = await deps.people.createUnnamed(treeOwnerId, authorId);
        created.set(key, personId);
        const first = key.slice(NEW_GROUP_PREFIX.length);
        await deps.faces.putUnnamed({ ownerId, personId, faceId: first, createdAt: now, announced: false });
        await deps.people.useThumbnailIfNone(treeOwnerId, personId, faceThumbnail(first));
        outcome.newUnnamed.push(personId);
      }
    }
    if (personId !== face.personId) moved.push({ ...face, personId, updatedAt: now });
  }
  await deps.faces.putFaces(moved);
  outcome.moved = moved.length;

  const holding = new Set([...regrouped.values(), ...trashedHolders].filter((id): id is string => id !== null));
  for (const personId of new Set(faces.flatMap((face) => (face.personId ? [face.personId] : [])))) {
    const person = people.get(personId);
    if (!person || person.named || holding.has(personId)) continue;
    await deps.faces.deleteUnnamed(ownerId, personId);
    await deps.people.forget(treeOwnerId, personId);
    outcome.emptied.push(personId);
  }
  await deps.faces.noteRegrouped(ownerId, all.length);
  return outcome;
}
