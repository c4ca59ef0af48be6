import { isConditionalCheckFailure } from './conditional-check';
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BucketEntry, DuplicateBackfillState, DuplicatePair, NearDuplicateStore } from '../../ports/duplicates';
import { queryAll, type Item } from './dynamo-library-query';

/**
 * The near-duplicate index in the single table, on the base table's keys only (no new index):
 *   'dupbucket#<family>#<bucket>'  sk <photoId>        the hash, width and height (16 items a photo)
 *   'duppairs#<family>'            sk '<a>#<b>'        distance, exact, dismissed, createdAt
 *   'dupbackfill#<family>'         sk 'state'          the backfill's cursor and counts
 * Queries on a bucket are strongly consistent: a photo files itself before it looks, so of two copies
 * processed at the same moment the one that looks second always sees the first.
 */
const bucketPk = (familyId: string, bucket: string) => `dupbucket#${familyId}#${bucket}`;
const pairsPk = (familyId: string) => `duppairs#${familyId}`;
const pairSk = (pair: Pick<DuplicatePair, 'a' | 'b'>) => `${pair.a}#${pair.b}`;

export class DynamoNearDuplicateStore implements NearDuplicateStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async fileInBuckets(familyId: string, entry: BucketEntry, buckets: readonly string[]): Promise<void> {
    await this.writeAll(buckets.map((bucket) => ({ PutRequest: { Item: { pk: bucketPk(familyId, bucket), sk: entry.photoId, hash: entry.hash, width: entry.width, height: entry.height } } })));
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
    await Promise.all(
      pairs.map((pair) =>
        this.client.send(
          new UpdateCommand({
            TableName: this.table,
            Key: { pk: pairsPk(familyId), sk: pairSk(pair) },
            UpdateExpression: 'SET #a = :a, #b = :b, distance = :distance, exact = :exact, createdAt = if_not_exists(createdAt, :now), dismissed = if_not_exists(dismissed, :no)',
            ExpressionAttributeNames: { '#a': 'a', '#b': 'b' },
            ExpressionAttributeValues: { ':a': pair.a, ':b': pair.b, ':distance': pair.distance, ':exact': pair.exact, ':now': now, ':no': false },
          }),
        ),
      ),
    );
  }

  async pairsOf(familyId: string): Promise<DuplicatePair[]> {
    const items = await queryAll(this.client, { TableName: this.table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pairsPk(familyId) } });
    return items.map(pairOf);
  }

  async dismissPairs(familyId: string, pairs: ReadonlyArray<Pick<DuplicatePair, 'a' | 'b'>>): Promise<void> {
    await Promise.all(
      pairs.map((pair) =>
        this.client.send(
          new UpdateCommand({
            TableName: this.table,
            Key: { pk: pairsPk(familyId), sk: pairSk(pair) },
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
    await this.writeAll(pairs.map((pair) => ({ DeleteRequest: { Key: { pk: pairsPk(familyId), sk: pairSk(pair) } } })));
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
    await this.client.send(new PutCommand({ TableName: this.table, Item: { pk: `dupbackfill#${familyId}`, sk: 'state', ...rest, ...(cursor ? { cursor } : {}) } }));
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
