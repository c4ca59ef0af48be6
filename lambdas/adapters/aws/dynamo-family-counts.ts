import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoPhotoTotals } from './dynamo-photo-totals';
import { DynamoTreeTotals } from './dynamo-tree-totals';

/**
 * How many people and photos a family has (the invite landing page; which library is the larger
 * when two families of one meet): the family's own counters, the same figures its strip and people
 * list show, so reading them is one Query and one GetItem whatever the family's size. COUNT Queries
 * of the whole partitions made accepting an invite from a 20,000-photo family outlast the API's 30 s
 * on the local stand-in (and read every item's bytes on AWS). A family never counted is counted
 * once by the counters themselves, and then kept.
 */
export class DynamoFamilyCounts {
  private readonly photos: DynamoPhotoTotals;
  private readonly tree: DynamoTreeTotals;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.photos = new DynamoPhotoTotals(client, table);
    this.tree = new DynamoTreeTotals(client, table);
  }

  async counts(familyId: string): Promise<{ people: number; photos: number }> {
    const [tree, photos] = await Promise.all([this.tree.totals(familyId), this.photos.total(familyId)]);
    return { people: tree.people, photos };
  }
}
