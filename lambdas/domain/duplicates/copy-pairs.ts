import type { NearDuplicateStore } from '../../ports/duplicates';

/**
 * A joiner's near-duplicate pairs, written into the family's index as their library starts to move
 * in. Their photos are filed in the family's index a page at a time as they move (index-moved.ts),
 * which finds the pairs again, but only when that page moves: until then the review the joiner
 * opens (the family's pairs) would not show the pairs they saw before joining. Copied first, every
 * pair of theirs is there from the start, shown to them while its photos are on their way
 * (review.ts reads their arriving library) and to everyone once they have arrived. Writing a pair
 * again is a no-op, so a resumed move copies them again harmlessly; "Not duplicates" goes along.
 * Answers how many pairs were copied.
 */
export async function copyDuplicatePairs(store: Pick<NearDuplicateStore, 'pairsPage' | 'putPairs' | 'dismissPairs'>, from: string, to: string, now: number): Promise<number> {
  let copied = 0;
  let after: string | null = null;
  do {
    const page = await store.pairsPage(from, { after });
    // A pair is listed under both its photos: once is enough.
    const pairs = [...new Map(page.entries.map(({ pair }) => [`${pair.a}#${pair.b}`, pair])).values()];
    if (pairs.length) {
      await store.putPairs(to, pairs.map(({ a, b, distance, exact }) => ({ a, b, distance, exact })), now);
      const dismissed = pairs.filter((pair) => pair.dismissed);
      if (dismissed.length) await store.dismissPairs(to, dismissed);
      copied += pairs.length;
    }
    after = page.after;
  } while (after);
  return copied;
}
