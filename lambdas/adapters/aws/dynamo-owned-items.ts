import { BatchWriteCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { OwnedItems } from '../../ports/owned-data';
import { TABLE_KEYS } from './table-definition';
import { OWNER_INDEX_NAME, ownerPartition } from './entities/owner-index';

const BATCH_WRITE_LIMIT = 25;

/** Deletes a user's items found through the owner index (gsi3), 100 per page. */
export class DynamoOwnedItems implements OwnedItems {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async deletePage(userId: string) {
    const page = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: OWNER_INDEX_NAME,
        KeyConditionExpression: 'gsi3pk = :owner',
        ExpressionAttributeValues: { ':owner': ownerPartition(userId) },
        ProjectionExpression: `${TABLE_KEYS.partitionKey}, ${TABLE_KEYS.sortKey}`,
        Limit: 100,
      }),
    );
    const keys = (page.Items ?? []).map((item) => ({ [TABLE_KEYS.partitionKey]: item[TABLE_KEYS.partitionKey], [TABLE_KEYS.sortKey]: item[TABLE_KEYS.sortKey] }));
    for (let i = 0; i < keys.length; i += BATCH_WRITE_LIMIT) {
      await this.deleteAll(keys.slice(i, i + BATCH_WRITE_LIMIT));
    }
    // The index is eventually consistent: keep going while pages come back full or non-empty.
    return { deleted: keys.length, more: keys.length > 0 };
  }

  private async deleteAll(keys: Record<string, unknown>[]) {
    let requests = keys.map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));
      const result = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.table]: requests } }));
      requests = (result.UnprocessedItems?.[this.table] ?? []) as typeof requests;
    }
  }
}
