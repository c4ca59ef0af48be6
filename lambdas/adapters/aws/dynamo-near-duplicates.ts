import { isConditionalCheckFailure } from './conditional-check';
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BucketEntry, DuplicateBackfillState, DuplicatePair, NearDuplicateStore, PairsPage } from '../../ports/duplicates';
import { queryAll, type Item } from './dynamo-library-query';
import { ownerPartition } from './entities/owner-index';

/**
 * The near-duplicate index in the single table, on the base table's keys:
 *   'dupbucket#<family>#<bucket>'  sk <photoId>        the hash, width and height (16 items a photo)
 *   'duppairs#<family>'            sk '<a>#<b>' and '<b>#<a>'   a, b, distance, exact, dismissed, createdAt
 *   'dupbackfill#<family>'         sk 'state'          the backfill's cursor and counts
 * A pair is written under both its photos, so a photo's pairs are one Query on its prefix, and the
 * partition read newest id first meets every group at its newest photo (review.ts).
 * Queries on a bucket are strongly consistent: a photo files itself before it looks, so of two copies
 * processed at the same moment the one that looks second always sees the first.
 * Every item is on the owner index under the family's id, so deleting the family deletes them, and
 * the account-deletion filter keeps them when the family stays (dynamo-owned-items.ts).
 */
const bucketPk = (familyId: string, bucket: string) => `dupbucket#${familyId}#${bucket}`;
const pairsPk = (familyId: string) => `duppairs#${familyId}`;
const pairSks = (pair: Pick<DuplicatePair, 'a' | 'b'>) => [`${pair.a}#${pair.b}`, `${pair.b}#${pair.a}`] as const;
const owned = (familyId: string, what: string) => ({ gsi3pk: ownerPartition(familyId), gsi3sk: what });
/** Items a page of the pairs partition reads: pairs are few beside photos, and a group is found a page at a time. */
const PAIRS_PAGE = 100;

export class DynamoNearDuplicateStore implements NearDuplicateStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async fileInBuckets(familyId: string, entry: BucketEntry, buckets: readonly string[]): Promise<void> {
    await this.writeAll(
      buckets.map((bucket) => ({
        PutRequest: { Item: { pk: bucketPk(familyId, bucket), sk: entry.photoId, hash: entry.hash, width: entry.width, height: entry.height, ...owned(familyId, `dupbucket#${bucket}#${entry.photoId}`) } },
      })),
    );
  }

  async bucketMembers(familyId: string, buckets: readonly string[], perBucket: number): Promise<BucketEntry[]> {
    const pages = await Promise.all(
      buckets.map((bucket) =>
        this.client.send(new QueryCommand({ TableName: this.table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': bucketPk(familyId, bucket) }, ConsistentRead: true, Limit: perBucket })),
      ),
    );
    const members = new Map<string, BucketEntry>();
    for (const item of pages.flatMap((page) => page.Items ?? [])) {
      members.set(String(item.sk), { photoId: String(item.sk), hash: String(item.hash), width: Number(item.width), height: Number(item.height) });
    }
    return [...members.values()];
  }

  async removeFromBuckets(familyId: string, photoId: string, buckets: readonly string[]): Promise<void> {
    await this.writeAll(buckets.map((bucket) => ({ DeleteRequest: { Key: { pk: bucketPk(familyId, bucket), sk: photoId } } })));
  }

  async putPairs(familyId: string, pairs: ReadonlyArray<Omit<DuplicatePair, 'dismissed' | 'createdAt'>>, now: number): Promise<void> {
    // One update each, so a repeat never clears a dismissal nor moves the date the pair was found.
    // The pair as first kept, then its copy under the other photo, which takes the first's dismissal
    // and date when it is new (a pair found before copies were kept gets one as it was).
    await Promise.all(
      pairs.map(async (pair) => {
        const [sk, mirrorSk] = pairSks(pair);
        const { Attributes: first } = await this.client.send(this.pairUpdate(familyId, sk, pair, { dismissed: false, createdAt: now }, 'ALL_NEW'));
        await this.client.send(this.pairUpdate(familyId, mirrorSk, pair, { dismissed: Boolean(first?.dismissed), createdAt: Number(first?.createdAt ?? now) }));
      }),
    );
  }

  private pairUpdate(familyId: string, sk: string, pair: Omit<DuplicatePair, 'dismissed' | 'createdAt'>, initial: { dismissed: boolean; createdAt: number }, returnValues?: 'ALL_NEW') {
    return new UpdateCommand({
      TableName: this.table,
      Key: { pk: pairsPk(familyId), sk },
      UpdateExpression:
        'SET #a = :a, #b = :b, distance = :distance, exact = :exact, createdAt = if_not_exists(createdAt, :now), dismissed = if_not_exists(dismissed, :dismissed), gsi3pk = :owner, gsi3sk = :owned',
      ExpressionAttributeNames: { '#a': 'a', '#b': 'b' },
      ExpressionAttributeValues: {
        ':a': pair.a,
        ':b': pair.b,
        ':distance': pair.distance,
        ':exact': pair.exact,
        ':now': initial.createdAt,
        ':dismissed': initial.dismissed,
        ':owner': ownerPartition(familyId),
        ':owned': `duppair#${sk}`,
      },
      ...(returnValues ? { ReturnValues: returnValues } : {}),
    });
  }

  async pairsOfPhotos(familyId: string, photoIds: readonly string[]): Promise<DuplicatePair[]> {
    const lists = await Promise.all(
      [...new Set(photoIds)].map((photoId) =>
        queryAll(this.client, { TableName: this.table, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :photo)', ExpressionAttributeValues: { ':pk': pairsPk(familyId), ':photo': `${photoId}#` } }),
      ),
    );
    const pairs = new Map<string, DuplicatePair>();
    for (const pair of lists.flat().map(pairOf)) pairs.set(`${pair.a}#${pair.b}`, pair);
    return [...pairs.values()];
  }

  async pairsPage(familyId: string, options: { below?: string; after?: string | null } = {}): Promise<PairsPage> {
    const result = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: options.below ? 'pk = :pk AND sk < :below' : 'pk = :pk',
        // '<id>#' sorts before every '<id>#<other>': below it is where the photo's own pairs end.
        ExpressionAttributeValues: { ':pk': pairsPk(familyId), ...(options.below ? { ':below': `${options.below}#` } : {}) },
        ScanIndexForward: false,
        Limit: PAIRS_PAGE,
        ...(options.after ? { ExclusiveStartKey: { pk: pairsPk(familyId), sk: options.after } } : {}),
      }),
    );
    const entries = (result.Items ?? []).map((item) => ({ photoId: String(item.sk).split('#')[0]!, pair: pairOf(item) }));
    return { entries, after: result.LastEvaluatedKey ? String(result.LastEvaluatedKey.sk) : null };
  }

  async dismissPairs(familyId: string, pairs: ReadonlyArray<Pick<DuplicatePair, 'a' | 'b'>>): Promise<void> {
    await Promise.all(
      pairs.flatMap((pair) => pairSks(pair)).map((sk) =>
        this.client.send(
          new UpdateCommand({
            TableName: this.table,
            Key: { pk: pairsPk(familyId), sk },
            // Only pairs that exist: a pair deleted meanwhile (its photo kept or deleted) stays gone.
            ConditionExpression: 'attribute_exists(pk)',
            UpdateExpression: 'SET dismissed = :yes',
            ExpressionAttributeValues: { ':yes': true },
          }),
        ).catch((error: unknown) => {
          if (!isConditionalCheckFailure(error)) throw error;
        }),
      ),
    );
  }

  async deletePairs(familyId: string, pairs: ReadonlyArray<Pick<DuplicatePair, 'a' | 'b'>>): Promise<void> {
    await this.writeAll(pairs.flatMap((pair) => pairSks(pair)).map((sk) => ({ DeleteRequest: { Key: { pk: pairsPk(familyId), sk } } })));
  }

  async backfillState(familyId: string): Promise<DuplicateBackfillState | null> {
    const { Item: item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { pk: `dupbackfill#${familyId}`, sk: 'state' }, ConsistentRead: true }));
    if (!item) return null;
    return {
      familyId,
      cursor: (item.cursor as string | undefined) ?? null,
      seen: Number(item.seen ?? 0),
      hashed: Number(item.hashed ?? 0),
      done: Boolean(item.done),
      updatedAt: Number(item.updatedAt ?? 0),
    };
  }

  async saveBackfillState(state: DuplicateBackfillState): Promise<void> {
    const { familyId, cursor, ...rest } = state;
    await this.client.send(new PutCommand({ TableName: this.table, Item: { pk: `dupbackfill#${familyId}`, sk: 'state', ...rest, ...(cursor ? { cursor } : {}), ...owned(familyId, 'dupbackfill') } }));
  }

  private async writeAll(requests: Record<string, unknown>[]): Promise<void> {
    for (let i = 0; i < requests.length; i += 25) {
      let pending = requests.slice(i, i + 25);
      for (let attempt = 0; pending.length; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));
        const result = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.table]: pending } }));
        pending = (result.UnprocessedItems?.[this.table] ?? []) as Record<string, unknown>[];
      }
    }
  }
}

const pairOf = (item: Item): DuplicatePair => ({
  a: String(item.a),
  b: String(item.b),
  distance: Number(item.distance ?? 0),
  exact: Boolean(item.exact),
  dismissed: Boolean(item.dismissed),
  createdAt: Number(item.createdAt ?? 0),
});
