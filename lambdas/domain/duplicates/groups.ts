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
 * The most reads one request of the review makes: items of the pairs partition, and photos whose
 * pairs groupOf reads. Pairs marked "Not duplicates" and the older photos of groups already shown
 * are read and passed over; a family with thousands of those is gone through a few requests at a
 * time rather than all in one.
 */
export const MOST_READS_PER_PAGE = 1000;

/**
 * One page of the family's groups (pairs not dismissed), newest first, below `after` (a photo id).
 * The pairs partition is read newest photo id first, a page of items at a time: every photo of a
 * group has a pair, so a group is met first at its newest photo; a photo whose group has a newer one
 * was listed before (on this page or an earlier one) and is passed over, without reading its group
 * when its pair's other photo is the newer. Reading stops at `size` groups (and the start of one
 * more, to know there is more) or at MOST_READS_PER_PAGE reads, whichever comes first: then `next`
 * is the last photo gone through, and the screen asks again from there, so a page may hold fewer
 * groups than `size`, even none, with a `next`. It stops between photos, never inside one's pairs,
 * so no group is listed twice.
 */
export async function groupsPage(store: Pick<NearDuplicateStore, 'pairsOfPhotos' | 'pairsPage'>, familyId: string, after: string | undefined, size: number): Promise<{ groups: DuplicateGroup[]; next: string | null }> {
  const groups: DuplicateGroup[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  let reads = 0;
  let current: string | undefined;
  do {
    const page = await store.pairsPage(familyId, { below: after, after: cursor });
    for (const { photoId, pair } of page.entries) {
      if (photoId !== current) {
        if (current && reads >= MOST_READS_PER_PAGE) return { groups, next: current };
        current = photoId;
      }
      reads++;
      if (seen.has(photoId) || pair.dismissed) continue;
      // A newer photo in the pair: this photo's group is listed at a newer one.
      if ((pair.a === photoId ? pair.b : pair.a) > photoId) {
        seen.add(photoId);
        continue;
      }
      const group = await groupOf(store, familyId, photoId);
      reads += group.ids.length;
      for (const id of group.ids) seen.add(id);
      if (group.key !== photoId || group.ids.length < 2) continue;
      groups.push(group);
      if (groups.length > size) return { groups: groups.slice(0, size), next: groups[size - 1]!.key };
    }
    cursor = page.after;
  } while (cursor);
  return { groups, next: null };
}
