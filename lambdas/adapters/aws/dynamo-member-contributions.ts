import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { countQuery } from './dynamo-count';
import type { MemberContributions } from '../../domain/sharing/member-contributions';
import { OWNER_INDEX_NAME, ownerPartition } from './entities/owner-index';
import { APP_IMPORT_KEY } from '../../domain/family/records';

/**
 * What each member added, counted with paged COUNT Queries over the owner index (gsi3), which every
 * item carries: photos and documents under their uploader's id, the tree's people under the
 * family's id (narrowed to the people made in the app, then to their maker). No item leaves the
 * table and nothing is scanned.
 */
export class DynamoMemberContributions implements MemberContributions {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  uploadedPhotos(userId: string): Promise<number> {
    return this.count(ownerPartition(userId), '$photo_1#');
  }

  uploadedDocuments(userId: string): Promise<number> {
    return this.count(ownerPartition(userId), '$document_1#');
  }

  /** People of the tree the member added in the app and that are still listed (not forgotten or merged away). */
  addedPeople(treeOwnerId: string, userId: string): Promise<number> {
    return this.count(ownerPartition(treeOwnerId), `$familyPerson_1#importKey_${APP_IMPORT_KEY}#`, {
      expression: '#maker = :maker AND #listing = :listed AND attribute_not_exists(#merged)',
      names: { '#maker': 'createdBy', '#listing': 'listing', '#merged': 'mergedInto' },
      values: { ':maker': userId, ':listed': 'people' },
    });
  }

  private count(partition: string, sortPrefix: string, filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> }): Promise<number> {
    return countQuery(this.client, {
      TableName: this.table,
      IndexName: OWNER_INDEX_NAME,
      KeyConditionExpression: 'gsi3pk = :pk AND begins_with(gsi3sk, :prefix)',
      ...(filter ? { FilterExpression: filter.expression, ExpressionAttributeNames: filter.names } : {}),
      ExpressionAttributeValues: { ':pk': partition, ':prefix': sortPrefix, ...(filter?.values ?? {}) },
    });
  }
}
