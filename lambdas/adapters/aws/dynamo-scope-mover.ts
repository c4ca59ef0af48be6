import { BatchWriteCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoTreeTotals } from './dynamo-tree-totals';
import { OWNER_INDEX_NAME, ownerPartition } from './entities/owner-index';
import { TABLE_INDEXES, TABLE_KEYS } from './table-definition';

const PAGE = 25;
/** Every key of the table and its indexes: any of them may name the tree. */
const KEY_FIELDS = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...TABLE_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey])];

/**
 * Moves a family tree's items from one scope to another. Every tree item's keys start with
 * `tree#<scope>#` and its owner-index partition is `owner#<scope>` (entities/family-keys.ts), so
 * a move rewrites exactly those prefixes and the `ownerId` attribute, whatever the entity. Each
 * page writes the moved copies before deleting the originals, so a crash between the two leaves
 * both, and running again (same ids, same content) finishes the job: the move is resumable.
 */
export class DynamoScopeMover {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** Moves one page of tree items; answers how many moved (0 once none are left). */
  async moveTreePage(fromScope: string, toScope: string): Promise<number> {
    const page = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: OWNER_INDEX_NAME,
        KeyConditionExpression: 'gsi3pk = :owner',
        FilterExpression: 'begins_with(pk, :tree)',
        ExpressionAttributeValues: { ':owner': ownerPartition(fromScope), ':tree': `tree#${fromScope}#` },
        Limit: 100,
      }),
    );
    const items = (page.Items ?? []).slice(0, PAGE);
    if (!items.length) return page.LastEvaluatedKey ? this.moveTreePage(fromScope, toScope) : 0;
    const moved = items.map((item) => rescope(item, fromScope, toScope));
    await this.writeAll(moved.map((Item) => ({ PutRequest: { Item } })));
    await this.writeAll(items.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })));
    await new DynamoTreeTotals(this.client, this.table).markStale([fromScope, toScope]);
    return items.length;
  }

  private async writeAll(requests: Array<Record<string, unknown>>): Promise<void> {
    let pending = requests;
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));
      const result = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.table]: pending } }));
      pending = (result.UnprocessedItems?.[this.table] ?? []) as typeof pending;
    }
  }
}

/** The item with its scope prefixes and owner rewritten; everything else kept as it is. */
export function rescope(item: Record<string, unknown>, fromScope: string, toScope: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...item, ownerId: toScope };
  const tree = `tree#${fromScope}#`;
  for (const field of KEY_FIELDS) {
    const value = copy[field];
    if (typeof value !== 'string') continue;
    if (value.startsWith(tree)) copy[field] = `tree#${toScope}#${value.slice(tree.length)}`;
    else if (value === ownerPartition(fromScope)) copy[field] = ownerPartition(toScope);
  }
  return copy;
}
