import type { DuplicatePair, NearDuplicateStore } from '../../ports/duplicates';
import type { LibraryPhoto, PhotoStore } from '../../ports/library';
import { areNearDuplicates, bucketsOf, hammingDistance } from './rules';

export interface IndexDeps {
  duplicates: NearDuplicateStore;
  photos: Pick<PhotoStore, 'getPhoto' | 'getPhotos'>;
  now: () => number;
}

/** What the uploader is told when their new photo is a copy of one the family already has. */
export interface CopyNotice {
  /** How many of the family's photos it is a near or exact copy of. */
  count: number;
  /** At least one holds the very same file. */
  exact: boolean;
}

/** A bucket of a very plain picture (black frames, blank pages) may be big: its first this-many are read. */
const MEMBERS_PER_BUCKET = 200;
/** A burst of 40 makes 780 pairs; linking each photo to its closest few keeps the group and bounds the writes. */
const MOST_LINKS_PER_PHOTO = 12;

/**
 * Files a stored photo in the family's near-duplicate index and records a pair with each photo of
 * the family it nearly copies. Safe to run twice (the same items are written again) and safe for
 * two copies processed at once (each files itself before it looks, with consistent reads).
 * Returns null when the photo has no hash (a video, or not stored).
 */
export async function indexPhoto(deps: IndexDeps, photoOrId: LibraryPhoto | string): Promise<CopyNotice | null> {
  const photo = typeof photoOrId === 'string' ? await deps.photos.getPhoto(photoOrId) : photoOrId;
  if (!photo || photo.imageType !== 'photo' || !photo.perceptualHash) return null;
  const hash = photo.perceptualHash;
  const buckets = bucketsOf(hash);
  await deps.duplicates.fileInBuckets(photo.familyId, { photoId: photo.photoId, hash, width: photo.width, height: photo.height }, buckets);

  const members = await deps.duplicates.bucketMembers(photo.familyId, buckets, MEMBERS_PER_BUCKET);
  const close = members
    .filter((member) => member.photoId !== photo.photoId && areNearDuplicates({ hash, width: photo.width, height: photo.height }, member))
    .map((member) => ({ ...member, distance: hammingDistance(hash, member.hash) }))
    .sort((x, y) => x.distance - y.distance)
    .slice(0, MOST_LINKS_PER_PHOTO);
  if (!close.length) return { count: 0, exact: false };

  // Bucket entries outlive photos deleted or moved to another family: only the family's own photos count.
  const present = new Map((await deps.photos.getPhotos(close.map((member) => member.photoId))).filter((other) => other.familyId === photo.familyId).map((other) => [other.photoId, other]));
  // Their entries are cleared as they are met (the entry holds the hash, so its buckets are known).
  const stale = close.filter((member) => !present.has(member.photoId));
  await Promise.all(stale.map((member) => deps.duplicates.removeFromBuckets(photo.familyId, member.photoId, bucketsOf(member.hash))));
  const pairs: Array<Omit<DuplicatePair, 'dismissed' | 'createdAt'>> = close
    .filter((member) => present.has(member.photoId))
    .map((member) => {
      const [a, b] = member.photoId < photo.photoId ? [member.photoId, photo.photoId] : [photo.photoId, member.photoId];
      return { a, b, distance: member.distance, exact: present.get(member.photoId)!.contentHash === photo.contentHash };
    });
  if (pairs.length) await deps.duplicates.putPairs(photo.familyId, pairs, deps.now());
  return { count: pairs.length, exact: pairs.some((pair) => pair.exact) };
}
