/**
 * The near-duplicate index (issue 34, item 4). Everything is kept per family, so one family's
 * photos are never compared with, or shown beside, another's:
 *  - buckets: each photo's hash filed under 16 locality-sensitive buckets (duplicates/rules.ts), so a
 *    new photo's candidates are 16 Queries on small partitions, never a Scan of the library;
 *  - pairs: the near-duplicate pairs found, which the review page joins into groups;
 *  - the backfill's place in the family's photos.
 */
export interface BucketEntry {
  photoId: string;
  hash: string;
  width: number;
  height: number;
}

export interface DuplicatePair {
  /** The two photo ids, smaller first. */
  a: string;
  b: string;
  /** Bits the hashes differ in (0 for the same bytes). */
  distance: number;
  /** The same file (same SHA-256), uploaded by two members. */
  exact: boolean;
  /** "Not duplicates": never shown again. */
  dismissed: boolean;
  createdAt: number;
}

export interface DuplicateBackfillState {
  familyId: string;
  /** Where the next page of the family's photos starts; null before the first page and once done. */
  cursor: string | null;
  seen: number;
  hashed: number;
  done: boolean;
  updatedAt: number;
}

export interface NearDuplicateStore {
  /** Files a photo under its buckets (a repeat writes the same items). */
  fileInBuckets(familyId: string, entry: BucketEntry, buckets: readonly string[]): Promise<void>;
  /** Everyone filed under any of the buckets (each photo once); at most `perBucket` read from each. */
  bucketMembers(familyId: string, buckets: readonly string[], perBucket: number): Promise<BucketEntry[]>;
  removeFromBuckets(familyId: string, photoId: string, buckets: readonly string[]): Promise<void>;
  /** Records pairs; a pair already recorded keeps its dismissal and first date. */
  putPairs(familyId: string, pairs: ReadonlyArray<Omit<DuplicatePair, 'dismissed' | 'createdAt'>>, now: number): Promise<void>;
  /** Every pair of the family (one partition, read page by page: pairs are few beside photos). */
  pairsOf(familyId: string): Promise<DuplicatePair[]>;
  dismissPairs(familyId: string, pairs: ReadonlyArray<Pick<DuplicatePair, 'a' | 'b'>>): Promise<void>;
  deletePairs(familyId: string, pairs: ReadonlyArray<Pick<DuplicatePair, 'a' | 'b'>>): Promise<void>;
  backfillState(familyId: string): Promise<DuplicateBackfillState | null>;
  saveBackfillState(state: DuplicateBackfillState): Promise<void>;
}
