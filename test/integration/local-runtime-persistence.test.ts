import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { CreateTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_INDEXES } from '@heirloom/lambdas/adapters/aws/table-definition';
import { ensureTable } from '../../infra/local/table';
import { startTestStack, type TestStack } from '../support/local-stack';

/** DynamoDB Local JVMs running with this data folder (none once a stack has stopped). */
function jvmsFor(dataDir: string): string[] {
  try {
    return execFileSync('pgrep', ['-f', `DynamoDBLocal.*${dataDir}`], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'heirloom-data-'));
// The JVM reads it at start: its write-ahead log is checkpointed past 1 MB instead of 64 MB.
process.env.HEIRLOOM_WAL_CHECKPOINT_BYTES = String(1024 * 1024);
const walFile = () => join(dataDir, 'dynamodb', 'shared-local-instance.db-wal');
const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);
let first: TestStack;
let second: TestStack | undefined;

beforeAll(async () => {
  first = await startTestStack({ dataDir });
});

afterAll(async () => {
  await first?.stop();
  await second?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  delete process.env.HEIRLOOM_WAL_CHECKPOINT_BYTES;
});

describe('a data folder', () => {
  it('holds a SQLite database that writes ahead to a log (the launcher tunes it: an import takes a quarter of the time)', async () => {
    await first.documentClient.send(new PutCommand({ TableName: first.stack.tableName, Item: { pk: 'wal#1', sk: 'item' } }));
    // Bytes 18 and 19 of a SQLite file are its write and read versions: 2 in WAL mode, 1 with a rollback journal.
    const header = readFileSync(join(dataDir, 'dynamodb', 'shared-local-instance.db')).subarray(18, 20);
    expect([...header]).toEqual([2, 2]);
  });

  it('copies its write-ahead log into the database once writes pause, so the log does not grow without end', async () => {
    const filler = 'x'.repeat(30_000);
    for (let batch = 0; batch < 4; batch += 1) {
      const items = Array.from({ length: 25 }, (_, i) => ({ PutRequest: { Item: { pk: `wal#big#${batch}#${i}`, sk: 'item', filler } } }));
      await first.documentClient.send(new BatchWriteCommand({ RequestItems: { [first.stack.tableName]: items } }));
    }
    expect(sizeOf(walFile())).toBeGreaterThan(2 * 1024 * 1024);
    // The launcher looks every 2 s and checkpoints once the log has not grown for one look; the
    // next write starts the log over and cuts it to the limit.
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    await first.documentClient.send(new PutCommand({ TableName: first.stack.tableName, Item: { pk: 'wal#small', sk: 'item' } }));
    expect(sizeOf(walFile())).toBeLessThanOrEqual(1024 * 1024);
    const read = await first.documentClient.send(new GetCommand({ TableName: first.stack.tableName, Key: { pk: 'wal#big#3#24', sk: 'item' } }));
    expect(read.Item?.filler).toBe(filler);
  });

  it('keeps table items and S3 objects across a stop and a start, and stop leaves no JVM behind', async () => {
    const { tableName, buckets } = first.stack;
    await first.documentClient.send(new PutCommand({ TableName: tableName, Item: { pk: 'persist#1', sk: 'item', note: 'still here' } }));
    await first.s3.send(new PutObjectCommand({ Bucket: buckets.media, Key: 'persist/photo.jpg', Body: 'jpeg bytes' }));
    expect(jvmsFor(dataDir)).toHaveLength(1);

    await first.stop();
    await first.stop(); // idempotent
    expect(jvmsFor(dataDir)).toHaveLength(0);

    second = await startTestStack({ dataDir });
    const { Item } = await second.documentClient.send(new GetCommand({ TableName: tableName, Key: { pk: 'persist#1', sk: 'item' } }));
    expect(Item?.note).toBe('still here');
    const object = await second.s3.send(new GetObjectCommand({ Bucket: buckets.media, Key: 'persist/photo.jpg' }));
    expect(await object.Body?.transformToString()).toBe('jpeg bytes');
    expect((await second.fetch('/api/health')).status).toBe(200);
  });

  it('gets the indexes added since it was made, each ready to query when the app starts', async () => {
    // (The first test stops the first stack and starts the second.)
    const running = second ?? first;
    // A table as an earlier version made it: its first four indexes.
    const older = TABLE_INDEXES.slice(0, 4);
    const keys = ['pk', 'sk', ...older.flatMap((index) => [index.partitionKey, index.sortKey])];
    await running.dynamodb.send(
      new CreateTableCommand({
        TableName: 'made-before-gsi5',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keys.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: older.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    expect(await ensureTable(running.dynamodb, 'made-before-gsi5')).toBe(false);
    const { Table } = await running.dynamodb.send(new DescribeTableCommand({ TableName: 'made-before-gsi5' }));
    expect(Table?.GlobalSecondaryIndexes?.map((index) => [index.IndexName, index.IndexStatus]).sort()).toEqual(TABLE_INDEXES.map((index) => [index.indexName, 'ACTIVE']));
    const last = TABLE_INDEXES.at(-1)!;
    const query = new QueryCommand({
      TableName: 'made-before-gsi5',
      IndexName: last.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': last.partitionKey },
      ExpressionAttributeValues: { ':pk': 'any' },
    });
    expect((await running.documentClient.send(query)).Items).toEqual([]);
  });
});
