import { describe, expect, it } from 'vitest';
import { groupOf, groupsPage, MOST_IN_GROUP, MOST_READS_PER_PAGE } from '../../../lambdas/domain/duplicates/groups';
import type { DuplicatePair, NearDuplicateStore, PairsPage } from '../../../lambdas/ports/duplicates';

/**
 * The pairs partition as the DynamoDB store keeps it (each pair under both its photos, read in
 * descending key order a few items a page), in memory: the paging logic meets pages that end
 * mid-group. Counts the reads, so a test can say how much of the partition a page needed.
 */
function pairsIndex(list: ReadonlyArray<[string, string, boolean?]>, itemsPerPage = 3) {
  const pairs: DuplicatePair[] = list.map(([x, y, dismissed]) => ({ a: x < y ? x : y, b: x < y ? y : x, distance: 3, exact: false, dismissed: Boolean(dismissed), createdAt: 0 }));
  const items = pairs.flatMap((pair) => [{ sk: `${pair.a}#${pair.b}`, photoId: pair.a, pair }, { sk: `${pair.b}#${pair.a}`, photoId: pair.b, pair }]).sort((x, y) => (x.sk < y.sk ? 1 : -1));
  const reads = { pages: 0, photos: 0 };
  const store: Pick<NearDuplicateStore, 'pairsOfPhotos' | 'pairsPage'> = {
    async pairsOfPhotos(_family, photoIds) {
      reads.photos += photoIds.length;
      return pairs.filter((pair) => photoIds.includes(pair.a) || photoIds.includes(pair.b));
    },
    async pairsPage(_family, options = {}): Promise<PairsPage> {
      reads.pages++;
      const from = items.filter((item) => (!options.below || item.sk < `${options.below}#`) && (!options.after || item.sk < options.after));
      const page = from.slice(0, itemsPerPage);
      return { entries: page.map(({ photoId, pair }) => ({ photoId, pair })), after: from.length > itemsPerPage ? page[page.length - 1]!.sk : null };
    },
  };
  return { store, reads };
}

const allPages = async (store: Pick<NearDuplicateStore, 'pairsOfPhotos' | 'pairsPage'>, size: number, onPage: () => void = () => undefined) => {
  const pages: string[][][] = [];
  let after: string | undefined;
  do {
    const page = await groupsPage(store, 'fam', after, size);
    onPage();
    pages.push(page.groups.map((group) => group.ids));
    after = page.next ?? undefined;
  } while (after);
  return pages;
};

describe('near-duplicate groups read a page at a time', () => {
  // A chain (p1-p5-p3), a pair, a group whose only pair was dismissed, and a group of four with a dismissed edge inside.
  const { store, reads } = pairsIndex([
    ['p1', 'p5'],
    ['p5', 'p3'],
    ['p2', 'p4'],
    ['p6', 'p7', true],
    ['p8', 'p9'],
    ['p9', 'q1'],
    ['p8', 'q2'],
    ['q1', 'q2', true],
  ]);

  it('lists every group once, newest photo first, whatever the page size, leaving out dismissed pairs', async () => {
    const expected = [['p8', 'p9', 'q1', 'q2'], ['p1', 'p3', 'p5'], ['p2', 'p4']];
    expect((await allPages(store, 10)).flat()).toEqual(expected);
    expect(await allPages(store, 1)).toEqual(expected.map((group) => [group]));
    expect(await allPages(store, 2)).toEqual([expected.slice(0, 2), expected.slice(2)]);
  });

  it('reads only what a page needs: the first group (and the start of the second, to know there is more) not the whole partition', async () => {
    reads.pages = 0;
    await allPages(store, 10);
    const whole = reads.pages;
    reads.pages = 0;
    const first = await groupsPage(store, 'fam', undefined, 1);
    expect(first).toMatchObject({ next: 'q2' });
    expect(reads.pages).toBeLessThan(whole);
  });

  it("finds a photo's whole group from its pairs, with the dismissed ones when asked", async () => {
    expect((await groupOf(store, 'fam', 'p3')).ids).toEqual(['p1', 'p3', 'p5']);
    expect((await groupOf(store, 'fam', 'p6')).ids).toEqual(['p6']);
    expect((await groupOf(store, 'fam', 'p6', { withDismissed: true })).ids).toEqual(['p6', 'p7']);
    const withDismissed = await groupOf(store, 'fam', 'q1', { withDismissed: true });
    expect(withDismissed.pairs).toHaveLength(4);
  });

  it('stops gathering a group at its bound', async () => {
    const chain = Array.from({ length: MOST_IN_GROUP + 20 }, (_, i) => `c${String(i).padStart(3, '0')}`);
    const long = pairsIndex(chain.slice(1).map((id, i) => [chain[i]!, id] as [string, string]));
    expect((await groupOf(long.store, 'fam', chain[0]!)).ids).toHaveLength(MOST_IN_GROUP);
  });

  it('reads the pairs of a group shown on an earlier page no more: its older photo is passed over at its pair with the newer', async () => {
    const two = pairsIndex([
      ['p2', 'p4'],
      ['p1', 'p3'],
    ]);
    const first = await groupsPage(two.store, 'fam', undefined, 1);
    expect(first).toMatchObject({ groups: [{ ids: ['p2', 'p4'] }], next: 'p4' });
    two.reads.photos = 0;
    const second = await groupsPage(two.store, 'fam', first.next!, 1);
    expect(second).toMatchObject({ groups: [{ ids: ['p1', 'p3'] }], next: null });
    // p3 and p1 for the group listed; not p2 and p4 again.
    expect(two.reads.photos).toBe(2);
  });
});

describe('a family with thousands of pairs marked "Not duplicates"', () => {
  // 1,500 dismissed pairs (3,000 items) newer than every group, a group above them and one below.
  const dismissed = Array.from({ length: 1500 }, (_, i): [string, string, boolean] => [`d${String(2 * i).padStart(4, '0')}`, `d${String(2 * i + 1).padStart(4, '0')}`, true]);
  const { store, reads } = pairsIndex([['z1', 'z2'], ...dismissed, ['a1', 'a2'], ['a2', 'a3']], 100);

  it('is gone through a bounded number of reads a request, the screen asking again from where one stopped, each group listed once', async () => {
    const perRequest: number[] = [];
    const pages = await allPages(store, 12, () => {
      perRequest.push(reads.pages);
      reads.pages = 0;
    });
    expect(pages.flat()).toEqual([
      ['z1', 'z2'],
      ['a1', 'a2', 'a3'],
    ]);
    // Items of 100 a read: the cap, and the rest of the read it ended in.
    expect(Math.max(...perRequest)).toBeLessThanOrEqual(MOST_READS_PER_PAGE / 100 + 1);
    expect(perRequest.length).toBeGreaterThan(2);
    // The first request stops short of the end with what it found, and says where to go on.
    const first = await groupsPage(store, 'fam', undefined, 12);
    expect(first.groups.map((group) => group.key)).toEqual(['z2']);
    expect(first.next).toMatch(/^d\d{4}$/);
  });
});
