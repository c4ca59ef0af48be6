import type { DynamoDBDocumentClient, QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { COUNT_PAGE_ITEMS, countQuery } from '../../../lambdas/adapters/aws/dynamo-count';

/**
 * A COUNT over a large partition (a joiner's owner partition: 20,000 photos and their tree) is read
 * in pages of a few hundred items, each call short, so the table serves the family's reads between
 * them; the filter applies after the page is read, as DynamoDB's does.
 */
describe('countQuery', () => {
  it('reads a 2,300-item partition in pages of at most COUNT_PAGE_ITEMS items and counts what the filter keeps', async () => {
    const items = Array.from({ length: 2300 }, (_, i) => ({ sk: String(i).padStart(5, '0'), tree: i % 3 === 0 }));
    const limits: Array<number | undefined> = [];
    const client = {
      send: async ({ input }: { input: QueryCommandInput }) => {
        limits.push(input.Limit);
        const after = (input.ExclusiveStartKey?.sk as string | undefined) ?? '';
        const page = items.filter((item) => item.sk > after).slice(0, input.Limit ?? Infinity);
        const last = page.at(-1);
        return { Count: page.filter((item) => item.tree).length, LastEvaluatedKey: last && last.sk !== items.at(-1)!.sk ? { sk: last.sk } : undefined };
      },
    } as unknown as DynamoDBDocumentClient;
    expect(await countQuery(client, { TableName: 't', KeyConditionExpression: 'pk = :pk' })).toBe(767);
    expect(limits.every((limit) => limit !== undefined && limit <= COUNT_PAGE_ITEMS)).toBe(true);
    expect(limits).toHaveLength(Math.ceil(2300 / COUNT_PAGE_ITEMS));
  });
});
