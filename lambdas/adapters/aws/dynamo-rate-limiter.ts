import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RateLimiter } from '../../ports/accounts';
import { isConditionalCheckFailure } from './conditional-check';
import { TABLE_TTL_ATTRIBUTE } from './table-definition';

/**
 * Fixed-window counters: one atomic ADD per attempt on an item named for the scope, key and
 * window; the item expires (TTL) after its window. Cheap, and correct under concurrent Lambdas.
 */
export class DynamoRateLimiter implements RateLimiter {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly now: () => number = Date.now,
  ) {}

  async attempt(scope: string, key: string, limit: number, windowSeconds: number): Promise<boolean> {
    const nowSeconds = Math.floor(this.now() / 1000);
    const window = Math.floor(nowSeconds / windowSeconds);
    const result = await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { pk: `rate#${scope}#${key}`, sk: `window#${window}` },
        UpdateExpression: 'ADD attempts :one SET #ttl = :expires',
        ExpressionAttributeNames: { '#ttl': TABLE_TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':one': 1, ':expires': (window + 1) * windowSeconds + 60 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(result.Attributes?.attempts ?? 0) <= limit;
  }

  async take(scope: string, key: string, count: number, limit: number, windowSeconds: number): Promise<{ taken: boolean; used: number }> {
    const window = Math.floor(Math.floor(this.now() / 1000) / windowSeconds);
    try {
      // One conditional ADD: concurrent requests can never take more than the limit between them.
      const result = await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: `rate#${scope}#${key}`, sk: `window#${window}` },
          UpdateExpression: 'ADD attempts :count SET #ttl = :expires',
          ConditionExpression: 'attribute_not_exists(attempts) OR attempts <= :room',
          ExpressionAttributeNames: { '#ttl': TABLE_TTL_ATTRIBUTE },
          ExpressionAttributeValues: { ':count': count, ':room': limit - count, ':expires': (window + 1) * windowSeconds + 60 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return { taken: true, used: Number(result.Attributes?.attempts ?? count) };
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
      return { taken: false, used: await this.attempts(scope, key, windowSeconds) };
    }
  }

  async attempts(scope: string, key: string, windowSeconds: number): Promise<number> {
    const window = Math.floor(Math.floor(this.now() / 1000) / windowSeconds);
    const result = await this.client.send(new GetCommand({ TableName: this.table, Key: { pk: `rate#${scope}#${key}`, sk: `window#${window}` }, ConsistentRead: true }));
    return Number(result.Item?.attempts ?? 0);
  }
}
