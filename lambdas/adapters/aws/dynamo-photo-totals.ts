import { QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from './conditional-check';
import { countGsi1Partition } from './dynamo-count';
import { update, type TransactItem } from './dynamo-library-transact';
import { ownerPartition } from './entities/owner-index';

/**
 * How many photos and videos a family's strip holds, for its header ('1,234 photos and videos').
 * The count is split over TOTAL_SHARDS counter items, each changed by ADD in the same transactions
 * that add, delete, convert or move photos, and read together by one Query of the family's
 * partition. Split because DynamoDB cancels a transaction that meets another on the same item
 * (TransactionConflict): with one item, fifty photos of one upload landing at once cancelled one
 * another; spread over the shards, few meet, and those that do are sent again (transaction-conflicts.ts).
 * A family whose photos predate the counter is counted once, by a COUNT Query of its strip
 * partition, into the base item, which is then marked counted. That count and the shards are two
 * reads, and photos landing between them (the strip of a new family is open while its first upload
 * lands) would be counted twice, for good; so the base is written only when the two agree with a
 * quiet family: nothing in it changed for QUIET_MS (the shards' `changedAt`, also covering the strip
 * index's lag) and the shards read the same before and after the count, or the family is empty.
 * Until then each read answers the larger of the two, and writes nothing.
 *
 *   pk photototal#<family>   sk total      photoCount, counted              (the base)
 *   pk photototal#<family>   sk total#<n>  photoCount, changedAt            (n < TOTAL_SHARDS)
 */
export const TOTAL_SHARDS = 16;
export const QUIET_MS = 60_000;
const partitionOf = (familyId: string) => `photototal#${familyId}`;
const baseKey = (familyId: string) => ({ pk: partitionOf(familyId), sk: 'total' });
const shardKey = (familyId: string, shard: number) => ({ pk: partitionOf(familyId), sk: `total#${shard}` });

/** The net change per family of photos arriving (+1) and leaving (-1), zeros left out. */
export function familyDeltas(moves: ReadonlyArray<{ from: string | null; to: string | null }>): Map<string, number> {
  const deltas = new Map<string, number>();
  for (const { from, to } of moves) {
    if (from === to) continue;
    if (from) deltas.set(from, (deltas.get(from) ?? 0) - 1);
    if (to) deltas.set(to, (deltas.get(to) ?? 0) + 1);
  }
  for (const [familyId, delta] of deltas) if (delta === 0) deltas.delete(familyId);
  return deltas;
}

/** The transaction actions that apply the deltas, each to a shard chosen at random (made by its first ADD). */
export function photoTotalUpdates(table: string, deltas: ReadonlyMap<string, number>, random = Math.random, now = Date.now()): TransactItem[] {
  return [...deltas].map(([familyId, delta]) =>
    update({
      TableName: table,
      Key: shardKey(familyId, Math.floor(random() * TOTAL_SHARDS)),
      // The owner index finds the item when the family's account goes.
      UpdateExpression: 'ADD photoCount :delta SET gsi3pk = :owner, gsi3sk = :owned, changedAt = :now',
      ExpressionAttributeValues: { ':delta': delta, ':owner': ownerPartition(familyId), ':owned': 'photototal', ':now': now },
    }),
  );
}

interface CounterItems {
  base?: { photoCount: number; counted: boolean };
  /** The shards' sum, and their latest change (0 when none says). */
  shards: number;
  changedAt: number;
}

export class DynamoPhotoTotals {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly now: () => number = Date.now,
  ) {}

  async total(familyId: string): Promise<number> {
    const counters = await this.counters(familyId);
    if (counters.base?.counted) return Math.max(0, counters.base.photoCount + counters.shards);
    return this.countOnce(familyId, counters);
  }

  private async counters(familyId: string): Promise<CounterItems> {
    const { Items = [] } = await this.client.send(
      new QueryCommand({ TableName: this.table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partitionOf(familyId) }, ConsistentRead: true }),
    );
    const shardItems = Items.filter((item) => item.sk !== 'total');
    const base = Items.find((item) => item.sk === 'total');
    return {
      ...(base ? { base: { photoCount: Number(base.photoCount ?? 0), counted: Boolean(base.counted) } } : {}),
      shards: shardItems.reduce((sum, item) => sum + Number(item.photoCount ?? 0), 0),
      changedAt: Math.max(0, ...shardItems.map((item) => Number(item.changedAt ?? 0))),
    };
  }

  /** The one-time count of a family whose photos came before the counter: the base holds what the shards do not. */
  private async countOnce(familyId: string, before: CounterItems): Promise<number> {
    const count = await countGsi1Partition(this.client, this.table, `photos#${familyId}`);
    const empty = count === 0 && before.shards === 0;
    if (!empty && this.now() - before.changedAt < QUIET_MS) return Math.max(count, before.shards);
    const after = await this.counters(familyId);
    if (after.shards !== before.shards || after.changedAt !== before.changedAt) return Math.max(count, after.shards);
    const shards = after.shards;
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: baseKey(familyId),
          UpdateExpression: 'SET photoCount = :count, counted = :yes, gsi3pk = :owner, gsi3sk = :owned',
          ConditionExpression: 'attribute_not_exists(counted)',
          ExpressionAttributeValues: { ':count': count - shards, ':yes': true, ':owner': ownerPartition(familyId), ':owned': 'photototal' },
        }),
      );
    } catch (error) {
      // Counted meanwhile by another request: its figure stands.
      if (!isConditionalCheckFailure(error)) throw error;
    }
    return count;
  }
}
