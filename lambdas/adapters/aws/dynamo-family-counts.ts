import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * How many people and photos a family has, for the public invite landing page: COUNT Queries on
 * the family's people list and photo strip partitions (paged by DynamoDB's 1 MB read limit), so
 * no item leaves the table.
 */
export class DynamoFamilyCounts {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async counts(familyId: string): Promise<{ people: number; photos: number }> {
    const [people, photos] = await Promise.all([this.count(`tree#${familyId}#people`), this.count(`photos#${familyId}`)]);
    return { people, photos };
  }

  private async count(partition: string): Promise<number> {
    let total = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const result = await this.client.send(
        new QueryCommand({
          TableName: this.table,
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
}
