import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { countGsi1Partition } from './dynamo-count';

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

  private count(partition: string): Promise<number> {
    return countGsi1Partition(this.client, this.table, partition);
  }
}
