import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/local-aws';

/**
 * The integration layer runs one DynamoDB Local for all its files (shared-dynamodb-setup.ts), each
 * file's stack with a table of its own. A JVM per file cost each file
 * seconds of CPU to start and ran its first few thousand requests 2-3x slower while its JIT warmed
 * up (1,500 puts and 300 queries: 7.7 s on a fresh JVM, 3.0 s on one already used).
 */

/** A table name no other file of the run uses. */
export const ownTableName = () => `heirloom-test-${randomUUID()}`;

/** Removes a file's table from the shared DynamoDB Local once its stack has stopped. */
export async function removeTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await client.send(new DeleteTableCommand({ TableName: tableName }));
  } catch (error) {
    // A stack that failed before creating its table has nothing to remove.
    if (!(error instanceof ResourceNotFoundException)) throw error;
  } finally {
    client.destroy();
  }
}
