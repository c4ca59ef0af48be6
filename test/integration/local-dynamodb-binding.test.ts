import { networkInterfaces } from 'node:os';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../infra/local/dynamodb-local';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/local-aws';
import { waitUntilIndexActive } from '../../infra/local/table';

/** Whether something accepts TCP connections at host:port. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

const machineAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((address) => address && address.family === 'IPv4' && !address.internal)
  .map((address) => address!.address);

let dynamo: DynamoDbLocal;
beforeAll(async () => {
  dynamo = await startDynamoDbLocal({});
});
afterAll(async () => {
  await dynamo?.stop();
});

describe('DynamoDB Local', () => {
  it('answers on the loopback address only, never on the machine network addresses', async () => {
    const port = Number(new URL(dynamo.endpoint).port);
    expect(await accepts('127.0.0.1', port)).toBe(true);
    for (const address of machineAddresses) expect(await accepts(address, port), address).toBe(false);
  });
});

describe('DynamoDB Local through our launcher, which keeps each table schema it has parsed', () => {
  it('writes into an index added after the table was written to, and stops writing into a removed one', async () => {
    const dynamodb = new DynamoDBClient({ endpoint: dynamo.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    const documents = DynamoDBDocumentClient.from(dynamodb);
    const TableName = 'schema-changes';
    const key = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });
    await dynamodb.send(
      new CreateTableCommand({
        TableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [key('pk'), key('sk')],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      }),
    );
    await documents.send(new PutCommand({ TableName, Item: { pk: 'before', sk: 'item', byPk: 'family', bySk: '1' } }));

    await dynamodb.send(
      new UpdateTableCommand({
        TableName,
        AttributeDefinitions: [key('byPk'), key('bySk')],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: 'byFamily',
              KeySchema: [
                { AttributeName: 'byPk', KeyType: 'HASH' },
                { AttributeName: 'bySk', KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
    await waitUntilIndexActive(dynamodb, TableName, 'byFamily');
    await documents.send(new PutCommand({ TableName, Item: { pk: 'after', sk: 'item', byPk: 'family', bySk: '2' } }));
    const byFamily = new QueryCommand({ TableName, IndexName: 'byFamily', KeyConditionExpression: 'byPk = :family', ExpressionAttributeValues: { ':family': 'family' } });
    expect((await documents.send(byFamily)).Items?.map((item) => item.pk)).toEqual(['before', 'after']);

    await dynamodb.send(new UpdateTableCommand({ TableName, GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'byFamily' } }] }));
    await expect.poll(async () => (await dynamodb.send(new DescribeTableCommand({ TableName }))).Table?.GlobalSecondaryIndexes ?? [], { timeout: 30_000 }).toEqual([]);
    // An item whose index keys are not strings is refused only while the index exists.
    await documents.send(new PutCommand({ TableName, Item: { pk: 'removed', sk: 'item', byPk: 7 } }));
    dynamodb.destroy();
  });
});
