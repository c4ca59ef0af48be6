import { describe, expect, it } from 'vitest';
import { familyDeltas, photoTotalUpdates, TOTAL_SHARDS } from '../../../lambdas/adapters/aws/dynamo-photo-totals';

describe("the strip total's counter changes", () => {
  it('counts photos arriving and leaving per family; a move counts off one family and on another; edits within a family change nothing', () => {
    const deltas = familyDeltas([
      { from: null, to: 'f1' },
      { from: null, to: 'f1' },
      { from: 'f1', to: 'f2' },
      { from: 'f2', to: 'f2' },
      { from: 'f3', to: null },
    ]);
    expect(Object.fromEntries(deltas)).toEqual({ f1: 1, f2: 1, f3: -1 });
    expect(familyDeltas([{ from: 'f1', to: null }, { from: null, to: 'f1' }]).size).toBe(0);
  });

  it('adds to one of the counter shards (made by its first ADD) with the time of the change, findable by the owner index', () => {
    const [action] = photoTotalUpdates('table', new Map([['f1', -2]]), () => 0.99, 1_700_000_000_000);
    expect(action).toMatchObject({
      Update: {
        TableName: 'table',
        Key: { pk: 'photototal#f1', sk: `total#${TOTAL_SHARDS - 1}` },
        UpdateExpression: 'ADD photoCount :delta SET gsi3pk = :owner, gsi3sk = :owned, changedAt = :now',
        ExpressionAttributeValues: { ':delta': -2, ':owner': 'owner#f1', ':now': 1_700_000_000_000 },
      },
    });
    const shards = new Set(Array.from({ length: 200 }, () => (photoTotalUpdates('table', new Map([['f1', 1]]))[0] as { Update: { Key: { sk: string } } }).Update.Key.sk));
    expect(shards.size).toBeGreaterThan(TOTAL_SHARDS / 2);
  });
});
