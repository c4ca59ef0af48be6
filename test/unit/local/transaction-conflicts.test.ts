import { DynamoDBClient, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { conflictBackoffMs, isTransactionConflict, retryTransactionConflicts, TRANSACTION_ATTEMPTS } from '../../../lambdas/adapters/aws/transaction-conflicts';
import { emulateTransactionConflicts } from '../../../infra/local/dynamodb-transaction-conflicts';

const cancelled = (...codes: string[]) => Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });

/** A client whose requests never leave: `answer` stands in for DynamoDB (slow, or refusing). */
function offlineClient(answer: () => Promise<void>) {
  const client = new DynamoDBClient({ region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
  client.middlewareStack.add(
    () => async () => {
      await answer();
      return { output: { $metadata: {} }, response: {} } as never;
    },
    { step: 'finalizeRequest', name: 'answerOffline', priority: 'low' },
  );
  return client;
}
const write = (pk: string) => new TransactWriteItemsCommand({ TransactItems: [{ Update: { TableName: 't', Key: { pk: { S: pk }, sk: { S: 'total' } }, UpdateExpression: 'ADD n :one' } }] });

describe('a transaction cancelled by another', () => {
  it('is safe to send again only when nothing but a conflict cancelled it', () => {
    expect(isTransactionConflict(cancelled('None', 'TransactionConflict'))).toBe(true);
    expect(isTransactionConflict(cancelled('ConditionalCheckFailed', 'TransactionConflict'))).toBe(false);
    expect(isTransactionConflict(cancelled('None'))).toBe(false);
    expect(isTransactionConflict(new Error('network'))).toBe(false);
  });

  it('waits a random share of a doubling pause, never more than two seconds', () => {
    expect(conflictBackoffMs(1, () => 0.999)).toBeLessThan(30);
    expect(conflictBackoffMs(20, () => 0.999)).toBeLessThan(2000);
    expect(conflictBackoffMs(3, () => 0)).toBe(0);
  });

  it('meets another on the same item in the local stand-in, and the retry gets both written', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const bare = offlineClient(() => slow);
    emulateTransactionConflicts(bare);
    const first = bare.send(write('photototal#f1'));
    await expect(bare.send(write('photototal#f1'))).rejects.toMatchObject({ name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'TransactionConflict' }] });
    const other = bare.send(write('photototal#f2'));
    release();
    await Promise.all([first, other]);
    await bare.send(write('photototal#f1'));

    let calls = 0;
    const retried = offlineClient(async () => {
      calls++;
      if (calls < 3) throw cancelled('TransactionConflict');
    });
    retryTransactionConflicts(retried, async () => undefined);
    await retried.send(write('photototal#f1'));
    expect(calls).toBe(3);

    let refused = 0;
    const hopeless = offlineClient(async () => {
      refused++;
      throw cancelled('TransactionConflict');
    });
    retryTransactionConflicts(hopeless, async () => undefined);
    await expect(hopeless.send(write('photototal#f1'))).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(refused).toBe(TRANSACTION_ATTEMPTS);
  });
});
