import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * How many items one partition of gsi1 holds (a people list, a photo strip, the event names): a
 * COUNT Query paged by DynamoDB's 1 MB read limit, so no item leaves the table.
 */
export async function countGsi1Partition(client: DynamoDBDocumentClient, table: string, partition: string): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const result = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        Select: 'COUNT',
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    total += result.Count ?? 0;
    start = result.LastEvaluatedKey;
  } while (start);
  return total;
}
