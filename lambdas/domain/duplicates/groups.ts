import type { DuplicatePair, NearDuplicateStore } from '../../ports/duplicates';

/** The most photos one group gathers (a burst of 40 is a group; a chain of thousands is not read whole). */
export const MOST_IN_GROUP = 60;

export interface DuplicateGroup {
  /** The group's newest photo (ids are ULIDs): its id and its place in the review. */
  key: string;
  ids: string[];
  pairs: DuplicatePair[];
}

type Pairs = Pick<NearDuplicateStore, 'pairsOfPhotos'>;

/**
 * The group a photo is in: its pairs, then its partners' pairs, and so on, one Query a photo
 * (a pair is kept under both its photos). `withDismissed`: pairs marked "Not duplicates" join too
 * (keeping one photo clears every copy recorded, dismissed or not).
 */
export async function groupOf(store: Pairs, familyId: string, photoId: string, options: { withDismissed?: boolean } = {}): Promise<DuplicateGroup> {
  const ids = new Set([photoId]);
  const pairs = new Map<string, DuplicatePair>();
  let frontier = [photoId];
  while (frontier.length && ids.size < MOST_IN_GROUP) {
    const found = (await store.pairsOfPhotos(familyId, frontier)).filter((pair) => options.withDismissed || !pair.dismissed);
    frontier = [];
    for (const pair of found) {
      pairs.set(`${pair.a}#${pair.b}`, pair);
      for (const id of [pair.a, pair.b]) {
        if (ids.has(id) || ids.size >= MOST_IN_GROUP) continue;
        ids.add(id);
        frontier.push(id);
      }
    }
  }
  const sorted = [...ids].sort();
  return { key: sorted[sorted.length - 1]!, ids: sorted, pairs: [...pairs.values()].filter((pair) => ids.has(pair.a) && ids.has(pair.b)) };
}

/**
 * One page of the family's groups (pairs not dismissed), newest first, below `after` (a group's
 * key). The pairs partition is read newest photo id first, a page of items at a time: every photo
 * of a group has a pair, so a group is met first at its newest photo; a photo whose group has a
 * newer one was listed before (on this page or an earlier one) and is passed over. Only as much of
 * the partition is read as the page needs, and each group found is read whole by groupOf.
 */
export async function groupsPage(store: Pick<NearDuplicateStore, 'pairsOfPhotos' | 'pairsPage'>, familyId: string, after: string | undefined, size: number): Promise<{ groups: DuplicateGroup[]; next: string | null }> {
  const groups: DuplicateGroup[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const page = await store.pairsPage(familyId, { below: after, after: cursor });
    for (const { photoId, pair } of page.entries) {
      if (seen.has(photoId) || pair.dismissed) continue;
      const group = await groupOf(store, familyId, photoId);
      for (const id of group.ids) seen.add(id);
      if (group.key !== photoId || group.ids.length < 2) continue;
      groups.push(group);
      if (groups.length > size) return { groups: groups.slice(0, size), next: groups[size - 1]!.key };
    }
    cursor = page.after;
  } while (cursor);
  return { groups, next: null };
}
