import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type AttributeDefinition,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { TABLE_INDEXES, TABLE_KEYS, TABLE_TTL_ATTRIBUTE } from '@heirloom/lambdas/adapters/aws/table-definition';

/**
 * Creates the single table from the same definition the CDK stack uses (keys, GSIs, TTL),
 * unless a persisted database already has it; a persisted table gets the indexes added since it
 * was made (as a CDK deploy would add them). Returns whether it was created.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  if (await tableExists(client, tableName)) {
    await addMissingIndexes(client, tableName);
    return false;
  }
  const attributes = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]);
  for (const index of TABLE_INDEXES) attributes.add(index.partitionKey).add(index.sortKey);
  const attributeDefinitions: AttributeDefinition[] = [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' }));
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributeDefinitions,
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName: tableName });
  try {
    await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true } }));
  } catch {
    // Older DynamoDB Local builds reject TTL; the handlers check expiry themselves anyway.
  }
  return true;
}

async function tableExists(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException || (error as Error).name === 'ResourceNotFoundException') return false;
    throw error;
  }
}

async function addMissingIndexes(client: DynamoDBClient, tableName: string): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  // DynamoDB creates one index per UpdateTable call.
  for (const index of TABLE_INDEXES.filter((candidate) => !present.has(candidate.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: index.indexName,
              KeySchema: [
                { AttributeName: index.partitionKey, KeyType: 'HASH' },
                { AttributeName: index.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
    await waitUntilIndexActive(client, tableName, index.indexName);
  }
}

/** A new index is CREATING (backfilling) for a while, and a Query on it fails until it is ACTIVE. */
export async function waitUntilIndexActive(client: DynamoDBClient, tableName: string, indexName: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.GlobalSecondaryIndexes?.find((index) => index.IndexName === indexName)?.IndexStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The table's new index ${indexName} did not become active within a minute`);
}
