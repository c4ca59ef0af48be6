import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from './conditional-check';
import { countGsi1Partition } from './dynamo-count';
import { ownerPartition } from './entities/owner-index';

/**
 * How many people and events a family tree holds, for the people list's header ('3,010 people ·
 * 7,421 events'): a counter item per tree, so reading it is one GetItem.
 *
 * The app's own saves move it by ADD (+1 a person or event made, -1 one forgotten or deleted).
 * Bulk changes (an import's batches, an import's removal or sweep, a family move) do not count
 * what they wrote: they mark the counter stale, and the next read counts the tree's two list
 * partitions once (COUNT Queries) and marks it counted again. A stale mark bumps `generation`,
 * and a count is only kept if no stale mark came while it ran, so a count racing an import never
 * sticks with a figure from before the import's last batch.
 *
 *   pk treetotal#<tree owner>   sk total   people, events, counted, generation
 *
 * Not under 'tree#<owner>#': a family move rewrites those partitions into the family's scope, and
 * a moved counter would overwrite the family's. The owner index finds it when the account goes.
 */
const keyOf = (ownerId: string) => ({ pk: `treetotal#${ownerId}`, sk: 'total' });
const OWNED = 'treetotal';

export interface TreeTotals {
  people: number;
  events: number;
}

export class DynamoTreeTotals {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async totals(ownerId: string): Promise<TreeTotals> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: keyOf(ownerId), ConsistentRead: true }));
    if (Item?.counted) return { people: Math.max(0, Number(Item.people ?? 0)), events: Math.max(0, Number(Item.events ?? 0)) };
    return this.count(ownerId, Number(Item?.generation ?? 0));
  }

  /** A save made or removed people or events; ignored until the tree is counted (the count sees it). */
  async add(ownerId: string, delta: Partial<TreeTotals>): Promise<void> {
    const people = delta.people ?? 0;
    const events = delta.events ?? 0;
    if (!people && !events) return;
    await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keyOf(ownerId),
        UpdateExpression: 'ADD people :people, events :events SET gsi3pk = :owner, gsi3sk = :owned',
        ExpressionAttributeValues: { ':people': people, ':events': events, ':owner': ownerPartition(ownerId), ':owned': OWNED },
      }),
    );
  }

  /** Bulk writes happened: the next read counts again. */
  async markStale(ownerIds: Iterable<string>): Promise<void> {
    for (const ownerId of new Set(ownerIds)) {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keyOf(ownerId),
          UpdateExpression: 'REMOVE counted ADD generation :one SET gsi3pk = :owner, gsi3sk = :owned',
          ExpressionAttributeValues: { ':one': 1, ':owner': ownerPartition(ownerId), ':owned': OWNED },
        }),
      );
    }
  }

  private async count(ownerId: string, generation: number): Promise<TreeTotals> {
    const [people, events] = await Promise.all([countGsi1Partition(this.client, this.table, `tree#${ownerId}#people`), countGsi1Partition(this.client, this.table, `tree#${ownerId}#events`)]);
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keyOf(ownerId),
          UpdateExpression: 'SET people = :people, events = :events, counted = :yes, generation = :generation, gsi3pk = :owner, gsi3sk = :owned',
          ConditionExpression: 'attribute_not_exists(counted) AND (attribute_not_exists(generation) OR generation = :generation)',
          ExpressionAttributeValues: { ':people': people, ':events': events, ':yes': true, ':generation': generation, ':owner': ownerPartition(ownerId), ':owned': OWNED },
        }),
      );
    } catch (error) {
      // Counted meanwhile, or marked stale again while counting: the next read counts.
      if (!isConditionalCheckFailure(error)) throw error;
    }
    return { people, events };
  }
}
