import { BatchWriteCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
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

/** DynamoDB shedding load: the write is tried again after a pause, not given up. */
const THROTTLING = new Set(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded']);
/** Tries of one batch while throttled (pauses grow to 2 s): about a minute before the run fails and is retried whole. */
const THROTTLED_TRIES = 30;

/** An item the table refused to take in its new place (too large once re-keyed, say): it stays where it was. */
export type RefusedItem = (item: { pk: unknown; sk: unknown }, error: Error) => void;

/**
 * Moves a family tree's items from one scope to another. Every tree item's keys start with
 * `tree#<scope>#` and its owner-index partition is `owner#<scope>` (entities/family-keys.ts), so
 * a move rewrites exactly those prefixes and the `ownerId` attribute, whatever the entity. Each
 * page writes the moved copies before deleting the originals, so a crash between the two leaves
 * both, and running again (same ids, same content) finishes the job: the move is resumable.
 * A throttled write is sent again after a pause; an item the table refuses in its new place (a
 * poison item) stays in the old one, is reported, and holds back nothing else.
 *
 * The owner partition also holds what is not tree (a user's account, sessions, photos): a page is
 * read on from where the last one stopped, so those are passed over once, never read again and
 * again from the partition's start (which never ended once a hundred of them came first).
 */
export class DynamoScopeMover {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
    /** Told of each item left behind, so the operator hears of it (the move goes on without it). */
    private readonly refused: RefusedItem = () => undefined,
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
        const copied = await this.writeCopies(items, fromScope, toScope);
        // One poison item is left behind; a whole page refused is a fault in the move itself (a bad
        // key), which must stop it (re-driven, then given up and told) rather than finish having moved nothing.
        if (!copied.length && items.length > 1) throw new Error(`The table refused all ${items.length} items of a page in their new place`);
        // Only originals whose copy was written go: an item the table refused stays where it was.
        await this.inBatches(copied.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })));
        await new DynamoTreeTotals(this.client, this.table).markStale([fromScope, toScope]);
        return { moved: copied.length, cursor: next };
      }
      if (!next) return { moved: 0, cursor: null };
      start = next;
    }
  }

  /**
   * Writes the page's items in their new place and answers the originals whose copies were
   * written. A batch the table refuses as a whole (one item in it is invalid there) is written
   * again item by item, so one poison item holds back only itself.
   */
  private async writeCopies(items: Array<Record<string, unknown>>, fromScope: string, toScope: string): Promise<Array<Record<string, unknown>>> {
    const written = await Promise.all(
      batchesOf(items).map(async (batch) => {
        try {
          await this.writeAll(batch.map((item) => ({ PutRequest: { Item: rescope(item, fromScope, toScope) } })));
          return batch;
        } catch (error) {
          if (!isRefusal(error)) throw error;
          return this.writeOneByOne(batch, fromScope, toScope);
        }
      }),
    );
    return written.flat();
  }

  private async writeOneByOne(items: Array<Record<string, unknown>>, fromScope: string, toScope: string): Promise<Array<Record<string, unknown>>> {
    const written: Array<Record<string, unknown>> = [];
    for (const item of items) {
      try {
        await this.throttled(() => this.client.send(new PutCommand({ TableName: this.table, Item: rescope(item, fromScope, toScope) })));
        written.push(item);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        this.refused({ pk: item.pk, sk: item.sk }, error as Error);
      }
    }
    return written;
  }

  private async inBatches(requests: Array<Record<string, unknown>>): Promise<void> {
    await Promise.all(batchesOf(requests).map((batch) => this.writeAll(batch)));
  }

  /** One BatchWrite until every request is taken: what the table left unprocessed is sent again after a pause. */
  private async writeAll(requests: Array<Record<string, unknown>>): Promise<void> {
    let pending = requests;
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > 0) await pause(attempt);
      const result = await this.throttled(() => this.client.send(new BatchWriteCommand({ RequestItems: { [this.table]: pending } })));
      pending = (result.UnprocessedItems?.[this.table] ?? []) as typeof pending;
    }
  }

  /** Sends again while DynamoDB answers that it is throttling, pausing longer each time. */
  private async throttled<T>(send: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await send();
      } catch (error) {
        if (!THROTTLING.has((error as Error).name) || attempt >= THROTTLED_TRIES) throw error;
        await pause(attempt);
      }
    }
  }
}

const batchesOf = <T>(items: readonly T[]): T[][] => {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH_WRITE_LIMIT) batches.push(items.slice(i, i + BATCH_WRITE_LIMIT));
  return batches;
};

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));

/** The table will not take this write as it is (an invalid or oversized item): trying again cannot help. */
const isRefusal = (error: unknown): boolean => (error as Error)?.name === 'ValidationException';

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
