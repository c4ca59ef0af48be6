import { DeleteCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { DynamoLeases } from '../../../lambdas/adapters/aws/dynamo-lease';
import { LeaseBusyError } from '../../../lambdas/ports/lease';

/** A table that honours the two conditions the leases write with, as DynamoDB evaluates them. */
function leaseTable() {
  const items = new Map<string, Record<string, unknown>>();
  let renewals = 0;
  const conditionFailed = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
  const client = {
    send: async (command: unknown) => {
      await Promise.resolve();
      if (command instanceof PutCommand) {
        const item = command.input.Item!;
        const existing = items.get(String(item.pk));
        const now = command.input.ExpressionAttributeValues![':now'] as number;
        if (existing && !((existing.until as number) < now)) throw conditionFailed();
        items.set(String(item.pk), { ...item });
        return {};
      }
      if (command instanceof UpdateCommand) {
        const existing = items.get(String(command.input.Key!.pk));
        if (existing?.holder !== command.input.ExpressionAttributeValues![':holder']) throw conditionFailed();
        existing!.until = command.input.ExpressionAttributeValues![':until'];
        renewals++;
        return {};
      }
      if (command instanceof DeleteCommand) {
        const key = String(command.input.Key!.pk);
        if (items.get(key)?.holder !== command.input.ExpressionAttributeValues![':holder']) throw conditionFailed();
        items.delete(key);
        return {};
      }
      throw new Error('unexpected command');
    },
  } as unknown as DynamoDBDocumentClient;
  return { client, items, renewals: () => renewals };
}

describe('leases in the table', () => {
  it('runs the work of one key one holder at a time, and other keys side by side', async () => {
    const { client, items } = leaseTable();
    const leases = new DynamoLeases(client, 'table', { leaseMs: 60_000, maxWaitMs: 10_000 });
    const running = new Map<string, number>();
    let mostAtOnce = 0;
    let keysAtOnce = 0;
    const work = (key: string) => async () => {
      running.set(key, (running.get(key) ?? 0) + 1);
      mostAtOnce = Math.max(mostAtOnce, running.get(key)!);
      keysAtOnce = Math.max(keysAtOnce, [...running.values()].filter((count) => count > 0).length);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running.set(key, running.get(key)! - 1);
      return key;
    };
    const results = await Promise.all([leases.hold('family-a', work('a')), leases.hold('family-a', work('a')), leases.hold('family-a', work('a')), leases.hold('family-b', work('b'))]);
    expect(results).toEqual(['a', 'a', 'a', 'b']);
    expect(mostAtOnce).toBe(1);
    expect(keysAtOnce).toBe(2);
    // Released after each holder, also when the work throws.
    await expect(leases.hold('family-a', async () => Promise.reject(new Error('scan failed')))).rejects.toThrow('scan failed');
    expect(items.size).toBe(0);
  });

  it('takes over a lease whose holder died once it has run out, and a waiter gives up with LeaseBusyError before that', async () => {
    const { client, items } = leaseTable();
    let now = 1_000;
    const leases = new DynamoLeases(client, 'table', { leaseMs: 5_000, maxWaitMs: 1_000 }, () => now);
    // A holder that crashed: its lease stays until it runs out.
    items.set('lease#family-a', { pk: 'lease#family-a', sk: 'lease', holder: 'crashed', until: now + 5_000 });
    const waiting = leases.hold('family-a', async () => 'never');
    now += 1_500;
    await expect(waiting).rejects.toBeInstanceOf(LeaseBusyError);
    now += 4_000;
    await expect(leases.hold('family-a', async () => 'taken over')).resolves.toBe('taken over');
  });

  it('renews a lease while its work runs longer than the lease, so nobody takes it over meanwhile', async () => {
    const { client, renewals } = leaseTable();
    const leases = new DynamoLeases(client, 'table', { leaseMs: 300, maxWaitMs: 700 });
    let release!: () => void;
    const longWork = leases.hold('family-a', () => new Promise<string>((resolve) => (release = () => resolve('done'))));
    while (renewals() < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    // A waiter meanwhile waits out more than two leases' length, and still finds it held.
    await expect(leases.hold('family-a', async () => 'other')).rejects.toBeInstanceOf(LeaseBusyError);
    expect(renewals()).toBeGreaterThan(1);
    release();
    await expect(longWork).resolves.toBe('done');
  });
});
