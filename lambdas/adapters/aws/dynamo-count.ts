import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

/**
 * How many items a Query matches (after its filter): COUNT pages, each bounded by DynamoDB's 1 MB
 * read limit, so no item leaves the table.
 */
export async function countQuery(client: DynamoDBDocumentClient, input: Omit<QueryCommandInput, 'Select' | 'ExclusiveStartKey'>): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const result = await client.send(new QueryCommand({ ...input, Select: 'COUNT', ...(start ? { ExclusiveStartKey: start } : {}) }));
    total += result.Count ?? 0;
    start = result.LastEvaluatedKey;
  } while (start);
  return total;
}

/** How many items one partition of gsi1 holds (a people list, a photo strip, the event names). */
export function countGsi1Partition(client: DynamoDBDocumentClient, table: string, partition: string): Promise<number> {
  return countQuery(client, { TableName: table, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': partition } });
}
