import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoLocationStore } from '../../lambdas/adapters/aws/dynamo-library-locations';
import { DynamoPhotoTotals } from '../../lambdas/adapters/aws/dynamo-photo-totals';
import { documentClient } from '../../lambdas/runtime/clients';
import { signUpVerified, type BrowserLikeClient } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { BERLIN, catalogFor, GRAND_JUNCTION, photoRecord, placeFor } from './library-seed';

/**
 * Fifty writes at once in one family, as an upload of fifty photos lands: each adds to the
 * family's total and to its place's counter in the same transaction. On AWS (and in the local
 * stack, which emulates it: infra/local/dynamodb-transaction-conflicts.ts) parallel transactions
 * on one item cancel each other with TransactionConflict, which the SDK does not retry.
 */
const PARALLEL = 50;

let stack: TestStack;
let owner: { client: BrowserLikeClient; userId: string };
let conflictsSeen = 0;

beforeAll(async () => {
  stack = await startTestStack();
  const signedUp = await signUpVerified(stack);
  owner = { client: signedUp.client, userId: signedUp.user.user_id };
  // Each attempt's outcome, below the retry: shows the writes really met.
  documentClient().middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        if ((error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons?.some((reason) => reason.Code === 'TransactionConflict')) conflictsSeen++;
        throw error;
      }
    },
    { step: 'initialize', name: 'countConflicts', priority: 'low' },
  );
});
afterAll(async () => {
  documentClient().middlewareStack.remove('countConflicts');
  await stack?.stop();
});

const locations = () => new DynamoLocationStore(documentClient(), stack.stack.tableName);
const stripTotal = async () => (await owner.client.get('/photos')).body.total as number;

describe('family and place totals under parallel writes', () => {
  it(`stay exact when ${PARALLEL} photos of one place land at once, and when ${PARALLEL} are moved to another place at once`, async () => {
    const grandJunction = (await placeFor(stack, owner.userId, GRAND_JUNCTION)).locationId;
    const berlin = (await placeFor(stack, owner.userId, BERLIN)).locationId;
    const photos = Array.from({ length: PARALLEL }, () => photoRecord(owner.userId, { locationId: grandJunction }));
    const added = await Promise.all(photos.map((photo) => catalogFor(stack).addPhoto(photo)));
    expect(added.every(Boolean)).toBe(true);
    expect(conflictsSeen).toBeGreaterThan(0);
    expect(await stripTotal()).toBe(PARALLEL);
    expect((await locations().getLocation(grandJunction))?.imageCount).toBe(PARALLEL);

    // The side panel's place, saved for every photo at once (each its own request).
    const before = conflictsSeen;
    const saved = await Promise.all(photos.map((photo) => owner.client.post(`/photo/${photo.photoId}`, { location_id: berlin })));
    expect(saved.map((reply) => reply.status)).toEqual(photos.map(() => 200));
    expect(conflictsSeen).toBeGreaterThan(before);
    expect((await locations().getLocation(grandJunction))?.imageCount).toBe(0);
    expect((await locations().getLocation(berlin))?.imageCount).toBe(PARALLEL);
    expect(await stripTotal()).toBe(PARALLEL);
  });

  it('never counts a photo twice when a family is first counted while its first photos are landing', async () => {
    const fresh = await signUpVerified(stack);
    const total = async () => (await fresh.client.get('/photos')).body.total as number;
    const photos = Array.from({ length: 30 }, () => photoRecord(fresh.user.user_id));
    // The strip is open from the first moment: its header reads the total over and over while the photos land.
    let landing = true;
    const reads: number[] = [];
    const reading = (async () => {
      while (landing) reads.push(await total());
    })();
    for (let i = 0; i < photos.length; i += 5) await Promise.all(photos.slice(i, i + 5).map((photo) => catalogFor(stack).addPhoto(photo)));
    landing = false;
    await reading;
    expect(reads.length).toBeGreaterThan(1);
    expect(reads.every((read) => read <= photos.length)).toBe(true);
    expect(await total()).toBe(photos.length);
  });

  it('counts a family whose photos predate the counter once, and exactly from then on', async () => {
    const legacy = await signUpVerified(stack);
    const familyId = legacy.user.user_id;
    await Promise.all(Array.from({ length: 5 }, () => catalogFor(stack).addPhoto(photoRecord(familyId))));
    // As if written before the counter existed: no counter items at all.
    const { Items = [] } = await stack.documentClient.send(new QueryCommand({ TableName: stack.stack.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `photototal#${familyId}` } }));
    await Promise.all(Items.map((item) => stack.documentClient.send(new DeleteCommand({ TableName: stack.stack.tableName, Key: { pk: item.pk, sk: item.sk } }))));

    expect(await new DynamoPhotoTotals(documentClient(), stack.stack.tableName).total(familyId)).toBe(5);
    const base = await stack.documentClient.send(new GetCommand({ TableName: stack.stack.tableName, Key: { pk: `photototal#${familyId}`, sk: 'total' }, ConsistentRead: true }));
    expect(base.Item).toMatchObject({ photoCount: 5, counted: true });
    await Promise.all(Array.from({ length: 2 }, () => catalogFor(stack).addPhoto(photoRecord(familyId))));
    expect((await legacy.client.get('/photos')).body.total).toBe(7);
  });
});
