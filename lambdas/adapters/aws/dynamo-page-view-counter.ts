import { QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PageViewCount, PageViewCounter } from '../../ports/blog';
import { PAGE_VIEW_RETENTION_DAYS } from '../../domain/page-views/record-page-view';
import { TABLE_TTL_ATTRIBUTE } from './table-definition';

const DAY_SECONDS = 86_400;

/**
 * One counter item per day, route and referring host, bumped with an atomic ADD (correct under
 * concurrent Lambdas) and expiring by TTL; a day's counters share a partition, so reading a day is
 * one Query.
 */
export class DynamoPageViewCounter implements PageViewCounter {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async count(day: string, route: string, referrerHost: string): Promise<void> {
    const expiresAt = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + PAGE_VIEW_RETENTION_DAYS * DAY_SECONDS;
    await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { pk: `pageviews#${day}`, sk: `${route}#${referrerHost}` },
        UpdateExpression: 'ADD #views :one SET #route = :route, #referrer = :referrer, #ttl = :expires',
        ExpressionAttributeNames: { '#views': 'views', '#route': 'route', '#referrer': 'referrerHost', '#ttl': TABLE_TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':one': 1, ':route': route, ':referrer': referrerHost, ':expires': expiresAt },
      }),
    );
  }

  async day(day: string): Promise<PageViewCount[]> {
    const counts: PageViewCount[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const result = await this.client.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'pk = :day',
          ExpressionAttributeValues: { ':day': `pageviews#${day}` },
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of result.Items ?? []) {
        counts.push({ day, route: String(item.route), referrerHost: String(item.referrerHost), views: Number(item.views ?? 0) });
      }
      startKey = result.LastEvaluatedKey;
    } while (startKey);
    return counts;
  }
}
