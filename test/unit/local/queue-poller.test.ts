import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../infra/local/local-aws';
import { createLog } from '../../../infra/local/log';
import { startQueuePoller } from '../../../infra/local/queue-poller';
import { startSqsLocal, type SqsLocal } from '../../../infra/local/sqs-local';

let sqs: SqsLocal;
let client: SQSClient;

beforeAll(async () => {
  sqs = await startSqsLocal([{ name: 'work', maxReceiveCount: 3 }], 30);
  client = new SQSClient({ endpoint: sqs.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
});
afterAll(async () => {
  client?.destroy();
  await sqs?.stop();
});

describe('the local queue poller', () => {
  it('handles up to maxConcurrency batches at once while messages wait, and no more', async () => {
    const queue = sqs.queues.get('work')!;
    await client.send(new SendMessageBatchCommand({ QueueUrl: queue.url, Entries: Array.from({ length: 8 }, (_, i) => ({ Id: String(i), MessageBody: String(i) })) }));
    let running = 0;
    let most = 0;
    const handled: string[] = [];
    let releaseAll!: () => void;
    const released = new Promise<void>((resolve) => (releaseAll = resolve));
    const poller = startQueuePoller({
      client,
      queueUrl: queue.url,
      queueArn: queue.arn,
      functionName: 'work',
      batchSize: 1,
      maxConcurrency: 3,
      timeoutSeconds: 20,
      log: createLog(true),
      loadHandler: async () => async (event) => {
        running++;
        most = Math.max(most, running);
        // The first three stay busy until three are running at once: the poller must not wait for one to end.
        if (most < 3) await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        else releaseAll();
        handled.push(...event.Records.map((record) => record.body));
        running--;
      },
    });
    try {
      await expect.poll(() => handled.length, { timeout: 15_000 }).toBe(8);
    } finally {
      await poller.stop();
    }
    expect(most).toBe(3);
    expect([...handled].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
  });
});
