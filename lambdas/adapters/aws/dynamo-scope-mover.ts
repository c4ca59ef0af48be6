import { BatchGetCommand, BatchWriteCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { countQuery } from './dynamo-count';
import { DynamoTreeTotals } from './dynamo-tree-totals';
import { OWNER_INDEX_NAME, ownerPartition } from './entities/owner-index';
import { TABLE_INDEXES, TABLE_KEYS } from './table-definition';

/** Items moved per page: four BatchWrites of 25, sent together. */
const PAGE = 100;
const BATCH_WRITE_LIMIT = 25;
/** DynamoDB's most keys in one BatchGet: a page's copies are looked for this many at a time. */
const BATCH_GET_LIMIT = 100;
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
 * Moves a family tree's items from one scope to another, in two walks: every item is copied, and
 * then the originals are removed (domain/sharing/move-items.ts), so the member whose tree it was
 * reads it whole where it was until the copy is done. Every tree item's keys start with
 * `tree#<scope>#` and its owner-index partition is `owner#<scope>` (entities/family-keys.ts), so
 * a copy rewrites exactly those prefixes and the `ownerId` attribute, whatever the entity. An
 * original goes only once its copy is there (read consistently), so a crash anywhere leaves both
 * or the copy, and running again finishes the job: the move is resumable.
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
    /** Items read a page (tests read larger pages than BatchGet takes at once). */
    private readonly pageSize = PAGE,
  ) {}

  /** How many tree items a scope holds (a COUNT Query: nothing leaves the table). */
  countTree(scope: string): Promise<number> {
    return countQuery(this.client, treeQuery(this.table, scope));
  }

  /**
   * Copies the next page of tree items after `cursor` into `toScope` (`onlyMissing`: those with no
   * copy there yet); answers how many were copied and where the next page starts (null once the
   * partition has been read to its end).
   */
  async copyTreePage(fromScope: string, toScope: string, cursor: TreeCursor, onlyMissing: boolean): Promise<{ copied: number; cursor: TreeCursor }> {
    const { items, next } = await this.treePage(fromScope, cursor);
    const toCopy = onlyMissing ? await this.withoutCopies(items, fromScope, toScope) : items;
    const copied = await this.writeCopies(toCopy, fromScope, toScope);
    if (copied.length) await new DynamoTreeTotals(this.client, this.table).markStale([toScope]);
    return { copied: copied.length, cursor: next };
  }

  /**
   * Removes the next page of originals after `cursor`. Each one's copy is read first (a strongly
   * consistent read): one without a copy (written after the copy passed it) is copied, and an
   * original goes only once its copy is there, so a refused copy leaves its original in place.
   */
  async removeTreePage(fromScope: string, toScope: string, cursor: TreeCursor): Promise<{ copied: number; removed: number; cursor: TreeCursor }> {
    const { items, next } = await this.treePage(fromScope, cursor);
    const missing = await this.withoutCopies(items, fromScope, toScope);
    const copied = new Set(await this.writeCopies(missing, fromScope, toScope));
    const refused = new Set(missing.filter((item) => !copied.has(item)));
    const removable = items.filter((item) => !refused.has(item));
    await this.inBatches(removable.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })));
    // The family's totals change only when a copy is written here; marking them stale for every
    // page removed would have every reader of the family's tree count it again meanwhile.
    const changed = [...(removable.length ? [fromScope] : []), ...(copied.size ? [toScope] : [])];
    if (changed.length) await new DynamoTreeTotals(this.client, this.table).markStale(changed);
    return { copied: copied.size, removed: removable.length, cursor: next };
  }

  /** The next page of the scope's tree items after `cursor` (pages of other items passed over), and where the one after starts. */
  private async treePage(scope: string, cursor: TreeCursor): Promise<{ items: Array<Record<string, unknown>>; next: TreeCursor }> {
    let start = cursor ?? undefined;
    for (;;) {
      const page = await this.client.send(new QueryCommand({ ...treeQuery(this.table, scope), Limit: this.pageSize, ...(start ? { ExclusiveStartKey: start } : {}) }));
      const next = page.LastEvaluatedKey ?? null;
      if (page.Items?.length || !next) return { items: page.Items ?? [], next };
      start = next;
    }
  }

  /** The items whose copies are not in `toScope` (a consistent BatchGet of the copies' keys). */
  private async withoutCopies(items: Array<Record<string, unknown>>, fromScope: string, toScope: string): Promise<Array<Record<string, unknown>>> {
    if (!items.length) return [];
    const keyOf = (key: { pk: unknown; sk: unknown }) => `${String(key.pk)}\u0000${String(key.sk)}`;
    const present = new Set<string>();
    const keys = items.map((item) => {
      const copy = rescope(item, fromScope, toScope);
      return { pk: copy.pk, sk: copy.sk };
    });
    for (let start = 0; start < keys.length; start += BATCH_GET_LIMIT) {
      let pending = keys.slice(start, start + BATCH_GET_LIMIT);
      for (let attempt = 0; pending.length; attempt++) {
        if (attempt > 0) await pause(attempt);
        const result = await this.throttled(() =>
          this.client.send(new BatchGetCommand({ RequestItems: { [this.table]: { Keys: pending, ConsistentRead: true, ProjectionExpression: 'pk, sk' } } })),
        );
        for (const found of result.Responses?.[this.table] ?? []) present.add(keyOf(found as { pk: unknown; sk: unknown }));
        pending = (result.UnprocessedKeys?.[this.table]?.Keys ?? []) as typeof pending;
      }
    }
    return items.filter((item) => !present.has(keyOf(rescope(item, fromScope, toScope) as { pk: unknown; sk: unknown })));
  }

  /**
   * Writes the page's items in their new place and answers the originals whose copies were
   * written. A batch the table refuses as a whole (one item in it is invalid there) is written
   * again item by item, so one poison item holds back only itself.
   */
  private async writeCopies(items: Array<Record<string, unknown>>, fromScope: string, toScope: string): Promise<Array<Record<string, unknown>>> {
    const written = (await Promise.all(
      batchesOf(items).map(async (batch) => {
        try {
          await this.writeAll(batch.map((item) => ({ PutRequest: { Item: rescope(item, fromScope, toScope) } })));
          return batch;
        } catch (error) {
          if (!isRefusal(error)) throw error;
          return this.writeOneByOne(batch, fromScope, toScope);
        }
      }),
    )).flat();
    // One poison item is left behind; a whole page refused is a fault in the move itself (a bad
    // key), which must stop it (re-driven, then given up and told) rather than finish having moved nothing.
    if (!written.length && items.length > 1) throw new Error(`The table refused all ${items.length} items of a page in their new place`);
    return written;
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
