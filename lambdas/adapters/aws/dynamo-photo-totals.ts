import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from './conditional-check';
import { countGsi1Partition } from './dynamo-count';
import { update, type TransactItem } from './dynamo-library-transact';
import { ownerPartition } from './entities/owner-index';

/**
 * How many photos and videos a family's strip holds, for its header ('1,234 photos and videos'):
 * a counter item per family, changed by ADD in the same transactions that add, delete, convert or
 * move photos, so reading it is one GetItem. A family whose photos predate the counter is counted
 * once, by a COUNT Query of its strip partition, and marked counted; from then on only ADD moves it.
 *
 *   pk photototal#<family>   sk total   photoCount, counted
 */
const keyOf = (familyId: string) => ({ pk: `photototal#${familyId}`, sk: 'total' });

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

/** The transaction actions that apply the deltas (the item is made by the first ADD). */
export function photoTotalUpdates(table: string, deltas: ReadonlyMap<string, number>): TransactItem[] {
  return [...deltas].map(([familyId, delta]) =>
    update({
      TableName: table,
      Key: keyOf(familyId),
      // The owner index finds the item when the family's account goes.
      UpdateExpression: 'ADD photoCount :delta SET gsi3pk = :owner, gsi3sk = :owned',
      ExpressionAttributeValues: { ':delta': delta, ':owner': ownerPartition(familyId), ':owned': 'photototal' },
    }),
  );
}

export class DynamoPhotoTotals {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async total(familyId: string): Promise<number> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: keyOf(familyId) }));
    if (Item?.counted) return Math.max(0, Number(Item.photoCount ?? 0));
    return this.countOnce(familyId);
  }

  /** The one-time count of a family whose photos came before the counter. */
  private async countOnce(familyId: string): Promise<number> {
    const count = await countGsi1Partition(this.client, this.table, `photos#${familyId}`);
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keyOf(familyId),
          UpdateExpression: 'SET photoCount = :count, counted = :yes, gsi3pk = :owner, gsi3sk = :owned',
          ConditionExpression: 'attribute_not_exists(counted)',
          ExpressionAttributeValues: { ':count': count, ':yes': true, ':owner': ownerPartition(familyId), ':owned': 'photototal' },
        }),
      );
    } catch (error) {
      // Counted meanwhile by another request: its figure stands.
      if (!isConditionalCheckFailure(error)) throw error;
    }
    return count;
  }
}
