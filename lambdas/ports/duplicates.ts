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

export interface PairsPage {
  entries: Array<{ photoId: string; pair: DuplicatePair }>;
  /** Where the next page starts, or null at the partition's end. */
  after: string | null;
}

export interface NearDuplicateStore {
  /** Files a photo under its buckets (a repeat writes the same items). */
  fileInBuckets(familyId: string, entry: BucketEntry, buckets: readonly string[]): Promise<void>;
  /** Everyone filed under any of the buckets (each photo once); at most `perBucket` read from each. */
  bucketMembers(familyId: string, buckets: readonly string[], perBucket: number): Promise<BucketEntry[]>;
  removeFromBuckets(familyId: string, photoId: string, buckets: readonly string[]): Promise<void>;
  /** Records pairs; a pair already recorded keeps its dismissal and first date. */
  putPairs(familyId: string, pairs: ReadonlyArray<Omit<DuplicatePair, 'dismissed' | 'createdAt'>>, now: number): Promise<void>;
  /** The pairs these photos are in (one Query a photo), each pair once. */
  pairsOfPhotos(familyId: string, photoIds: readonly string[]): Promise<DuplicatePair[]>;
  /**
   * One page of the family's pairs as each photo has them (a pair shows under both its photos),
   * photo ids descending: from the top, or `below` a photo's id; `after` carries on a page.
   */
  pairsPage(familyId: string, options?: { below?: string; after?: string | null }): Promise<PairsPage>;
  dismissPairs(familyId: string, pairs: ReadonlyArray<Pick<DuplicatePair, 'a' | 'b'>>): Promise<void>;
  deletePairs(familyId: string, pairs: ReadonlyArray<Pick<DuplicatePair, 'a' | 'b'>>): Promise<void>;
  backfillState(familyId: string): Promise<DuplicateBackfillState | null>;
  saveBackfillState(state: DuplicateBackfillState): Promise<void>;
}
