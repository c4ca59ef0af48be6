import { ChangeMessageVisibilityCommand, DeleteMessageCommand, ReceiveMessageCommand, SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../infra/local/local-aws';
import { createLog } from '../../../infra/local/log';
import { startQueuePoller } from '../../../infra/local/queue-poller';
import { startSqsLocal, type SqsLocal } from '../../../infra/local/sqs-local';

let sqs: SqsLocal;
let client: SQSClient;

beforeAll(async () => {
  // The queues' own visibility is one second, as short as the local stack's retry delay.
  sqs = await startSqsLocal(['work', 'slow', 'failing', 'idle', 'signals'].map((name) => ({ name, maxReceiveCount: 3 })), 1);
  client = new SQSClient({ endpoint: sqs.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
});
afterAll(async () => {
  client?.destroy();
  await sqs?.stop();
});

describe('the local SQS stand-in', () => {
  it('signals when a message may have arrived (a send, a visibility change), and not on a receive or a delete', async () => {
    const queue = sqs.queues.get('signals')!;
    const signals: string[] = [];
    let step = '';
    const unsubscribe = sqs.onMessagesMayArrive(() => signals.push(step));
    try {
      step = 'send';
      await client.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: 'one' }));
      step = 'receive';
      const [message] = (await client.send(new ReceiveMessageCommand({ QueueUrl: queue.url, VisibilityTimeout: 30 }))).Messages ?? [];
      step = 'visibility';
      await client.send(new ChangeMessageVisibilityCommand({ QueueUrl: queue.url, ReceiptHandle: message!.ReceiptHandle, VisibilityTimeout: 0 }));
      step = 'delete';
      const [again] = (await client.send(new ReceiveMessageCommand({ QueueUrl: queue.url }))).Messages ?? [];
      await client.send(new DeleteMessageCommand({ QueueUrl: queue.url, ReceiptHandle: again!.ReceiptHandle }));
    } finally {
      unsubscribe();
    }
    expect(signals).toEqual(['send', 'visibility']);
  });
});

describe('the local queue poller', () => {
  it("waits idle on the stand-in's signal and receives a message sent later", async () => {
    const queue = sqs.queues.get('idle')!;
    let receives = 0;
    const counting = new SQSClient({ endpoint: sqs.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    counting.middlewareStack.add((next, context) => (args) => {
      if (context.commandName === 'ReceiveMessageCommand') receives++;
      return next(args);
    });
    const handled: string[] = [];
    const poller = startQueuePoller({
      client: counting,
      queueUrl: queue.url,
      queueArn: queue.arn,
      functionName: 'idle',
      batchSize: 10,
      timeoutSeconds: 20,
      retryAfterSeconds: 1,
      log: createLog(true),
      messagesMayArrive: sqs.onMessagesMayArrive,
      loadHandler: async () => async (event) => {
        handled.push(...event.Records.map((record) => record.body));
      },
    });
    try {
      await expect.poll(() => receives, { timeout: 10_000 }).toBeGreaterThan(0);
      await client.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: 'later' }));
      await expect.poll(() => handled, { timeout: 10_000 }).toEqual(['later']);
    } finally {
      await poller.stop();
      counting.destroy();
    }
  });


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
      retryAfterSeconds: 1,
      log: createLog(true),
      messagesMayArrive: sqs.onMessagesMayArrive,
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

  it('never hands a message still being handled to another batch, and a failed one comes back soon', async () => {
    const queue = sqs.queues.get('slow')!;
    await client.send(new SendMessageBatchCommand({ QueueUrl: queue.url, Entries: ['slow', 'fails once', 'other'].map((body, i) => ({ Id: String(i), MessageBody: body })) }));
    const deliveries: string[] = [];
    const poller = startQueuePoller({
      client,
      queueUrl: queue.url,
      queueArn: queue.arn,
      functionName: 'slow',
      batchSize: 1,
      maxConcurrency: 3,
      timeoutSeconds: 20,
      retryAfterSeconds: 1,
      log: createLog(true),
      messagesMayArrive: sqs.onMessagesMayArrive,
      loadHandler: async () => async (event) => {
        const body = event.Records[0]!.body;
        deliveries.push(body);
        // Longer than the queue's own visibility timeout: the poller keeps it hidden meanwhile.
        if (body === 'slow') {
          await new Promise((resolve) => setTimeout(resolve, 2_500));
          deliveries.push('slow finished');
        }
        if (body === 'fails once' && deliveries.filter((seen) => seen === body).length === 1) throw new Error('try again');
      },
    });
    try {
      await expect.poll(() => deliveries.filter((seen) => seen === 'fails once').length, { timeout: 10_000 }).toBe(2);
      // A second delivery would have come while it ran (the queue's visibility is a second).
      await expect.poll(() => deliveries.includes('slow finished') && deliveries.includes('other'), { timeout: 10_000 }).toBe(true);
    } finally {
      await poller.stop();
    }
    expect(deliveries.filter((seen) => seen === 'slow')).toHaveLength(1);
  });

  it('gives a failing message its maxReceiveCount tries, counted 1, 2, 3, before the dead-letter queue', async () => {
    const queue = sqs.queues.get('failing')!;
    await client.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: 'never works' }));
    const counts: string[] = [];
    const poller = startQueuePoller({
      client,
      queueUrl: queue.url,
      queueArn: queue.arn,
      functionName: 'failing',
      batchSize: 1,
      maxConcurrency: 2,
      timeoutSeconds: 20,
      retryAfterSeconds: 0,
      log: createLog(true),
      messagesMayArrive: sqs.onMessagesMayArrive,
      loadHandler: async () => async (event) => {
        counts.push(event.Records[0]!.attributes.ApproximateReceiveCount);
        throw new Error('fails every time');
      },
    });
    const deadLetters = async () => (await client.send(new ReceiveMessageCommand({ QueueUrl: queue.dlqUrl, VisibilityTimeout: 0 }))).Messages ?? [];
    try {
      await expect.poll(async () => (await deadLetters()).length, { timeout: 15_000 }).toBe(1);
    } finally {
      await poller.stop();
    }
    expect(counts).toEqual(['1', '2', '3']);
  });
});
