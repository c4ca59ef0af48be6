import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

/**
 * Items a COUNT page reads at most. A page bounded only by DynamoDB's 1 MB read limit is a thousand
 * large items or more: on the stand-in such a page took 3 s and held up every other request
 * meanwhile (a large library's join counted 30,000 items and the strip's reads timed out); a few
 * hundred items a page keep each call short, at a few more round trips.
 */
export const COUNT_PAGE_ITEMS = 500;

/**
 * How many items a Query matches (after its filter): COUNT pages of at most COUNT_PAGE_ITEMS
 * items read, so no item leaves the table.
 */
export async function countQuery(client: DynamoDBDocumentClient, input: Omit<QueryCommandInput, 'Select' | 'ExclusiveStartKey'>): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const result = await client.send(new QueryCommand({ Limit: COUNT_PAGE_ITEMS, ...input, Select: 'COUNT', ...(start ? { ExclusiveStartKey: start } : {}) }));
    total += result.Count ?? 0;
    start = result.LastEvaluatedKey;
  } while (start);
  return total;
}

/** How many items one partition of gsi1 holds (a people list, a photo strip, the event names). */
export function countGsi1Partition(client: DynamoDBDocumentClient, table: string, partition: string): Promise<number> {
  return countQuery(client, { TableName: table, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': partition } });
}
