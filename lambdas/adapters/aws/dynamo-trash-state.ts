import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TrashEmptying, TrashState } from '../../ports/trash';
import { isConditionalCheckFailure } from './conditional-check';
import { ownerPartition } from './entities/owner-index';

/**
 *   pk trashempty   sk <ownerId>   before         an Empty being purged (on the owner index, so an account's deletion takes it)
 *   pk trashpurge   sk day         day            the purge job's first unfinished day
 * The emptyings share one partition: one item per uploader who pressed Empty, gone once purged.
 */
const EMPTYINGS = 'trashempty';
const PURGE_KEY = { pk: 'trashpurge', sk: 'day' };

export class DynamoTrashState implements TrashState {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async emptiedAt(ownerId: string): Promise<number | null> {
    const result = await this.client.send(new GetCommand({ TableName: this.table, Key: { pk: EMPTYINGS, sk: ownerId }, ConsistentRead: true }));
    return (result.Item?.before as number | undefined) ?? null;
  }

  async markEmptied(ownerId: string, at: number): Promise<void> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: EMPTYINGS, sk: ownerId },
          UpdateExpression: 'SET #before = :at, gsi3pk = :owner, gsi3sk = :owned',
          ConditionExpression: 'attribute_not_exists(#before) OR #before < :at',
          ExpressionAttributeNames: { '#before': 'before' },
          ExpressionAttributeValues: { ':at': at, ':owner': ownerPartition(ownerId), ':owned': EMPTYINGS },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }

  async emptyings(limit: number): Promise<TrashEmptying[]> {
    const result = await this.client.send(
      new QueryCommand({ TableName: this.table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': EMPTYINGS }, Limit: limit, ConsistentRead: true }),
    );
    return (result.Items ?? []).map((item) => ({ ownerId: item.sk as string, before: item.before as number }));
  }

  async finishEmptying({ ownerId, before }: TrashEmptying): Promise<void> {
    try {
      await this.client.send(
        new DeleteCommand({ TableName: this.table, Key: { pk: EMPTYINGS, sk: ownerId }, ConditionExpression: '#before = :before', ExpressionAttributeNames: { '#before': 'before' }, ExpressionAttributeValues: { ':before': before } }),
      );
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }

  async purgeDay(): Promise<string | null> {
    const result = await this.client.send(new GetCommand({ TableName: this.table, Key: PURGE_KEY, ConsistentRead: true }));
    return (result.Item?.day as string | undefined) ?? null;
  }

  async savePurgeDay(day: string): Promise<void> {
    await this.client.send(new PutCommand({ TableName: this.table, Item: { ...PURGE_KEY, day } }));
  }
}
