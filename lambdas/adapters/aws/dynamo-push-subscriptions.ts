import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { WEB_PUSH_MAX_SUBSCRIPTIONS } from '@heirloom/shared/contracts/web-push';
import type { PushSubscriptionRecord, PushSubscriptionStore } from '../../ports/messages';
import { isConditionalCheckFailure } from './conditional-check';
import { ownerPartition } from './entities/owner-index';

/*
 *   pushsubs#<user> / <subscriptionId>         one browser's Web Push subscription
 *   pushendpoint#<subscriptionId> / owner      who saved that browser last (one person per browser)
 * Both carry the owner index (gsi3), so deleting an account removes them with the rest.
 */
const partition = (userId: string) => `pushsubs#${userId}`;
const ownerKey = (subscriptionId: string) => ({ pk: `pushendpoint#${subscriptionId}`, sk: 'owner' });

export class DynamoPushSubscriptionStore implements PushSubscriptionStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async save(record: PushSubscriptionRecord): Promise<void> {
    await this.client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: this.table,
              Item: { pk: partition(record.userId), sk: record.subscriptionId, gsi3pk: ownerPartition(record.userId), gsi3sk: `pushsub#${record.subscriptionId}`, ...record },
            },
          },
          {
            Put: {
              TableName: this.table,
              Item: { ...ownerKey(record.subscriptionId), gsi3pk: ownerPartition(record.userId), gsi3sk: `pushendpoint#${record.subscriptionId}`, userId: record.userId },
            },
          },
        ],
      }),
    );
  }

  async ownerOf(subscriptionId: string): Promise<string | null> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: ownerKey(subscriptionId), ConsistentRead: true }));
    return Item ? String(Item.userId) : null;
  }

  async list(userId: string): Promise<PushSubscriptionRecord[]> {
    // A person has at most a few browsers: one page holds them all (the cap is kept on save).
    const result = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': partition(userId) },
        ConsistentRead: true,
        Limit: WEB_PUSH_MAX_SUBSCRIPTIONS * 2,
      }),
    );
    return (result.Items ?? []).map((item) => ({
      userId: String(item.userId),
      subscriptionId: String(item.subscriptionId),
      endpoint: String(item.endpoint),
      p256dh: String(item.p256dh),
      auth: String(item.auth),
      sessionTag: String(item.sessionTag ?? ''),
      createdAt: Number(item.createdAt ?? 0),
    }));
  }

  async remove(userId: string, subscriptionId: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.table, Key: { pk: partition(userId), sk: subscriptionId } }));
    // The browser's owner record goes too, unless someone else has saved the browser since.
    try {
      await this.client.send(
        new DeleteCommand({ TableName: this.table, Key: ownerKey(subscriptionId), ConditionExpression: 'attribute_not_exists(pk) OR userId = :user', ExpressionAttributeValues: { ':user': userId } }),
      );
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }
}
