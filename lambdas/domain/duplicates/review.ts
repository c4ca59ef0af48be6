import { DUPLICATE_GROUPS_PAGE } from '@heirloom/shared/contracts/duplicates';
import type { DuplicatePair } from '../../ports/duplicates';
import type { LibraryPhoto } from '../../ports/library';
import { isInLibrary, viewOf, type LibraryScope } from '../library/access';
import { mayChange, type Actor } from '../sharing/roles';
import type { DuplicateDeps } from './deps';
import { groupsPage } from './groups';
import { keepReason, rankForKeeping, type KeepCandidate } from './rules';

export interface ReviewPhoto {
  photo: LibraryPhoto;
  namedFaces: number;
  mayRemove: boolean;
}

export interface ReviewGroup {
  id: string;
  photos: ReviewPhoto[];
  keepId: string;
  reason: string;
  exact: boolean;
}

/**
 * GET /duplicates: one page of the family's groups of near-identical photos, newest first (a
 * group's id and place is its newest photo: ids are ULIDs, so new copies come first), each in order
 * of preference (rules.ts rankForKeeping). The groups are read from the family's pairs a page at a
 * time (groups.ts), at most MOST_READS_PER_PAGE reads a request, so a page may come back short or
 * empty with a `next` to ask again from; only the page's photos and faces are read. Pairs whose
 * photo was deleted meanwhile, or went with a member who left, are cleared.
 *
 * While the caller's own library moves into the family, its photos are shown from where they are
 * (`library`: their arriving key too); a photo on its way in from any member's library is not
 * shown to the others until it arrives, and its pairs stay (copy-pairs.ts, index-moved.ts).
 */
export async function reviewDuplicates(deps: DuplicateDeps, library: LibraryScope, actor: Actor, after?: string): Promise<{ groups: ReviewGroup[]; next: string | null }> {
  const familyId = viewOf(library).family;
  const { groups: page, next } = await groupsPage(deps.duplicates, familyId, after, DUPLICATE_GROUPS_PAGE);
  const pairs = page.flatMap((group) => group.pairs);

  const ids = page.flatMap((group) => group.ids);
  const found = await deps.library.photos.getPhotos(ids);
  const photos = new Map(found.filter((photo) => isInLibrary(photo, library)).map((photo) => [photo.photoId, photo]));
  const onTheirWay = await photosOnTheirWay(deps, familyId, found.filter((photo) => !photos.has(photo.photoId)));
  await clearPairsOfMissing(deps, familyId, pairs, ids.filter((id) => !photos.has(id) && !onTheirWay.has(id)));
  const faces = await deps.faces.facesOfPhotos(library, [...photos.keys()]);
  const namedFaces = new Map<string, number>();
  for (const face of faces) if (face.personId) namedFaces.set(face.photoId, (namedFaces.get(face.photoId) ?? 0) + 1);

  const exactPairs = new Set(pairs.filter((pair) => pair.exact).flatMap((pair) => [pair.a, pair.b]));
  const groups: ReviewGroup[] = [];
  for (const group of page) {
    const present = group.ids.map((id) => photos.get(id)).filter((photo): photo is LibraryPhoto => Boolean(photo));
    if (present.length < 2) continue;
    const ranked = rankForKeeping(present.map((photo) => keepCandidate(photo, namedFaces.get(photo.photoId) ?? 0)));
    const byId = new Map(present.map((photo) => [photo.photoId, photo]));
    groups.push({
      id: group.key,
      photos: ranked.map((candidate) => ({ photo: byId.get(candidate.photoId)!, namedFaces: candidate.namedFaces, mayRemove: mayChange(actor, byId.get(candidate.photoId)!.ownerId) })),
      keepId: ranked[0]!.photoId,
      reason: keepReason(ranked),
      exact: present.some((photo) => exactPairs.has(photo.photoId)),
    });
  }
  return { groups, next };
}

export function keepCandidate(photo: LibraryPhoto, namedFaces: number): KeepCandidate {
  return {
    photoId: photo.photoId,
    width: photo.width,
    height: photo.height,
    size: photo.size,
    sharpness: photo.sharpness ?? null,
    hasDate: Boolean(photo.dateTaken),
    hasPlace: Boolean(photo.locationId || (photo.latitude !== null && photo.longitude !== null)),
    namedFaces,
    hasDescription: Boolean(photo.description?.trim()),
    hasEvent: Boolean(photo.eventId),
    createdAt: photo.createdAt,
  };
}

/** Photos outside the family's library uploaded by one of its members: a join is moving them in. */
async function photosOnTheirWay(deps: DuplicateDeps, familyId: string, elsewhere: readonly LibraryPhoto[]): Promise<Set<string>> {
  if (!elsewhere.length) return new Set();
  const members = await deps.library.uploaders.namesIn(familyId);
  return new Set(elsewhere.filter((photo) => members.has(photo.ownerId)).map((photo) => photo.photoId));
}

/** A photo deleted from the library (or gone with a member who left) leaves the review with its pairs. */
async function clearPairsOfMissing(deps: DuplicateDeps, familyId: string, pairs: readonly DuplicatePair[], missing: readonly string[]): Promise<void> {
  if (!missing.length) return;
  const gone = new Set(missing);
  const stale = pairs.filter((pair) => gone.has(pair.a) || gone.has(pair.b));
  if (stale.length) await deps.duplicates.deletePairs(familyId, stale);
}
