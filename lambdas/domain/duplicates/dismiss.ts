import type { DuplicateDeps } from './deps';

/**
 * POST /duplicates/dismiss: "Not duplicates". Every recorded pair among the photos is marked
 * dismissed for good; a photo uploaded later that copies one of them makes new pairs of its own, so
 * the family is asked again only about the new copy. Only the chosen photos' pairs in the family's
 * own index are read (one Query a photo), so ids of another family's photos change nothing.
 */
export async function dismissDuplicates(deps: Pick<DuplicateDeps, 'duplicates'>, familyId: string, photoIds: readonly string[]): Promise<number> {
  const chosen = new Set(photoIds);
  const pairs = (await deps.duplicates.pairsOfPhotos(familyId, [...chosen])).filter((pair) => !pair.dismissed && chosen.has(pair.a) && chosen.has(pair.b));
  await deps.duplicates.dismissPairs(familyId, pairs);
  return pairs.length;
}
