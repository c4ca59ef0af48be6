import { BatchWriteCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { countQuery } from './dynamo-count';
import { DynamoTreeTotals } from './dynamo-tree-totals';
import { OWNER_INDEX_NAME, ownerPartition } from './entities/owner-index';
import { TABLE_INDEXES, TABLE_KEYS } from './table-definition';

/** Items moved per page: four BatchWrites of 25, sent together. */
const PAGE = 100;
const BATCH_WRITE_LIMIT = 25;
/** Every key of the table and its indexes: any of them may name the tree. */
const KEY_FIELDS = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...TABLE_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey])];

/** Where the next page starts in the owner partition (the last key read), or null for its start. */
export type TreeCursor = Record<string, unknown> | null;

/**
 * Moves a family tree's items from one scope to another. Every tree item's keys start with
 * `tree#<scope>#` and its owner-index partition is `owner#<scope>` (entities/family-keys.ts), so
 * a move rewrites exactly those prefixes and the `ownerId` attribute, whatever the entity. Each
 * page writes the moved copies before deleting the originals, so a crash between the two leaves
 * both, and running again (same ids, same content) finishes the job: the move is resumable.
 *
 * The owner partition also holds what is not tree (a user's account, sessions, photos): a page is
 * read on from where the last one stopped, so those are passed over once, never read again and
 * again from the partition's start (which never ended once a hundred of them came first).
 */
export class DynamoScopeMover {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** How many tree items a scope holds (a COUNT Query: nothing leaves the table). */
  countTree(scope: string): Promise<number> {
    return countQuery(this.client, treeQuery(this.table, scope));
  }

  /**
   * Moves the next page of tree items after `cursor`; answers how many moved and where the next
   * page starts (null once the partition has been read to its end).
   */
  async moveTreePage(fromScope: string, toScope: string, cursor: TreeCursor = null): Promise<{ moved: number; cursor: TreeCursor }> {
    let start = cursor ?? undefined;
    for (;;) {
      const page = await this.client.send(new QueryCommand({ ...treeQuery(this.table, fromScope), Limit: PAGE, ...(start ? { ExclusiveStartKey: start } : {}) }));
      const items = page.Items ?? [];
      const next = page.LastEvaluatedKey ?? null;
      if (items.length) {
        const moved = items.map((item) => rescope(item, fromScope, toScope));
        await this.inBatches(moved.map((Item) => ({ PutRequest: { Item } })));
        await this.inBatches(items.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })));
        await new DynamoTreeTotals(this.client, this.table).markStale([fromScope, toScope]);
        return { moved: items.length, cursor: next };
      }
      if (!next) return { moved: 0, cursor: null };
      start = next;
    }
  }

  private async inBatches(requests: Array<Record<string, unknown>>): Promise<void> {
    const batches: Array<Array<Record<string, unknown>>> = [];
    for (let i = 0; i < requests.length; i += BATCH_WRITE_LIMIT) batches.push(requests.slice(i, i + BATCH_WRITE_LIMIT));
    await Promise.all(batches.map((batch) => this.writeAll(batch)));
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

/** The owner partition's tree items: the tree's keys all start with `tree#<scope>#`. */
function treeQuery(table: string, scope: string) {
  return {
    TableName: table,
    IndexName: OWNER_INDEX_NAME,
    KeyConditionExpression: 'gsi3pk = :owner',
    FilterExpression: 'begins_with(pk, :tree)',
    ExpressionAttributeValues: { ':owner': ownerPartition(scope), ':tree': `tree#${scope}#` },
  };
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
