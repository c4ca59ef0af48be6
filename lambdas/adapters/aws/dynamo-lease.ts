import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { DeleteCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LeaseBusyError, type Leases, type LeaseWait } from '../../ports/lease';
import { isConditionalCheckFailure } from './conditional-check';
import { TABLE_TTL_ATTRIBUTE } from './table-definition';

export interface DynamoLeaseOptions {
  /**
   * How long a lease lasts unless released or renewed. The holder renews it every third of that
   * while its work runs, so it runs out only when the holder is gone (a crash, a timeout).
   */
  leaseMs: number;
  /** How long a caller waits for a taken lease before LeaseBusyError. */
  maxWaitMs: number;
}

/**
 * Leases as items of the app's table: taken with a conditional put (free, or run out), released by
 * a delete conditioned on the holder. DynamoDB decides who wins, so it holds across Lambdas and
 * across the local runtime's concurrent batches alike. The TTL attribute sweeps leases left behind.
 */
export class DynamoLeases implements Leases {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly options: DynamoLeaseOptions,
    private readonly now: () => number = Date.now,
  ) {}

  async hold<T>(key: string, work: () => Promise<T>, wait?: LeaseWait): Promise<T> {
    const holder = randomUUID();
    await this.take(key, holder, wait?.maxWaitMs ?? this.options.maxWaitMs);
    const renewal = setInterval(() => void this.renew(key, holder).catch(() => undefined), Math.max(1, Math.floor(this.options.leaseMs / 3)));
    renewal.unref();
    try {
      return await work();
    } finally {
      clearInterval(renewal);
      await this.release(key, holder).catch(() => undefined);
    }
  }

  /** Pushes the end of a lease still held further out (conditioned on the holder: a lost lease stays lost). */
  private async renew(key: string, holder: string): Promise<void> {
    const until = this.now() + this.options.leaseMs;
    await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { pk: leasePk(key), sk: 'lease' },
        UpdateExpression: 'SET #until = :until, #ttl = :ttl',
        ConditionExpression: 'holder = :holder',
        ExpressionAttributeNames: { '#until': 'until', '#ttl': TABLE_TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':until': until, ':ttl': Math.ceil(until / 1000) + 3600, ':holder': holder },
      }),
    );
  }

  private async take(key: string, holder: string, maxWaitMs: number): Promise<void> {
    const started = this.now();
    for (let attempt = 0; ; attempt++) {
      const now = this.now();
      try {
        await this.client.send(
          new PutCommand({
            TableName: this.table,
            Item: { pk: leasePk(key), sk: 'lease', holder, until: now + this.options.leaseMs, [TABLE_TTL_ATTRIBUTE]: Math.ceil((now + this.options.leaseMs) / 1000) + 3600 },
            ConditionExpression: 'attribute_not_exists(pk) OR #until < :now',
            ExpressionAttributeNames: { '#until': 'until' },
            ExpressionAttributeValues: { ':now': now },
          }),
        );
        return;
      } catch (error) {
        if (!isConditionalCheckFailure(error)) throw error;
      }
      if (this.now() - started >= maxWaitMs) throw new LeaseBusyError(key);
      // Grouping a photo takes a second or so: look again soon, a little later each time, spread out.
      await delay(Math.round((50 + Math.random() * 100) * Math.min(8, 1 + attempt / 4)));
    }
  }

  private async release(key: string, holder: string): Promise<void> {
    try {
      await this.client.send(
        new DeleteCommand({ TableName: this.table, Key: { pk: leasePk(key), sk: 'lease' }, ConditionExpression: 'holder = :holder', ExpressionAttributeValues: { ':holder': holder } }),
      );
    } catch (error) {
      // Ran out and taken by another meanwhile: theirs now.
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }
}

const leasePk = (key: string) => `lease#${key}`;
