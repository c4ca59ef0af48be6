import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoLocationStore } from '../../lambdas/adapters/aws/dynamo-library-locations';
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
});
