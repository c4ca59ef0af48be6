import { setTimeout as delay } from 'node:timers/promises';
import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  type Message,
  type MessageAttributeValue,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import { createLambdaContext, invokeWithTimeout } from './lambda-context';
import type { LocalLog } from './log';
import { LOCAL_REGION } from './local-aws';

export type QueueHandler = (event: SQSEvent, context: ReturnType<typeof createLambdaContext>) => Promise<SQSBatchResponse | void> | SQSBatchResponse | void;

export interface QueuePollerOptions {
  readonly client: SQSClient;
  readonly queueUrl: string;
  readonly queueArn: string;
  readonly functionName: string;
  readonly batchSize: number;
  /** Batches in flight at once, as the event source mapping's maximum concurrency allows (1 when absent). */
  readonly maxConcurrency?: number;
  readonly timeoutSeconds: number;
  /** Seconds before a failed message is received again (short locally, so retries are quick). */
  readonly retryAfterSeconds: number;
  readonly memoryMb?: number;
  readonly loadHandler: () => Promise<QueueHandler>;
  readonly log: LocalLog;
  /**
   * The stand-in's signal that a message may have arrived (sqs-local.ts): an idle poller waits on
   * it, polling only now and then, instead of every IDLE_POLL_INTERVAL_MS.
   */
  readonly messagesMayArrive?: (listener: () => void) => () => void;
}

export interface QueuePoller {
  stop(): Promise<void>;
}

/**
 * Short polls, not long polls: local-aws-sqs answers a long poll only once it has a *full* batch
 * or the wait is over, and keeps collecting (and re-collecting, once their visibility lapses)
 * messages meanwhile. A short poll takes what is there within ~40 ms.
 */
const IDLE_POLL_INTERVAL_MS = 250;
/**
 * With the stand-in's signal, the poll an idle poller still makes: a message whose visibility
 * lapsed (a handler that died mid-batch) comes back without a signal. Idle polling of every queue
 * of a stack cost an eighth of a core, a stack for every test file and app.
 */
const SIGNALLED_IDLE_POLL_INTERVAL_MS = 1_000;
const STOP_GRACE_MS = 10_000;
const IN_FLIGHT_MARGIN_SECONDS = 30;

/**
 * What Lambda's SQS event source mapping does, locally: poll the queue, hand up to
 * `batchSize` messages to the handler as an SQSEvent, delete the ones that succeeded, and leave
 * the failed ones (batchItemFailures, or the whole batch when the handler throws) to reappear
 * after the queue's visibility timeout, so retries and dead-lettering happen as in AWS.
 * Up to `maxConcurrency` batches at a time per queue.
 */
export function startQueuePoller(options: QueuePollerOptions): QueuePoller {
  const abort = new AbortController();
  const receiveCounts = new Map<string, number>();
  let running = true;

  // One receive loop per queue, as idle as Lambda's poller; while messages keep coming, up to
  // maxConcurrency batches are handled at once (a receive that finds work does not wait for it).
  const limit = Math.max(1, options.maxConcurrency ?? 1);
  const inFlight = new Set<Promise<void>>();
  // A signal that comes while a receive is on its way is kept, so the idle wait after it is skipped.
  let signalled = false;
  let endIdleWait: (() => void) | undefined;
  const wake = () => {
    signalled = true;
    endIdleWait?.();
  };
  const unsubscribe = options.messagesMayArrive?.(wake);
  const idle = async () => {
    if (!options.messagesMayArrive) return sleep(IDLE_POLL_INTERVAL_MS, abort.signal);
    if (signalled) return;
    await Promise.race([sleep(SIGNALLED_IDLE_POLL_INTERVAL_MS, abort.signal), new Promise<void>((resolve) => (endIdleWait = resolve))]);
    endIdleWait = undefined;
  };
  const loop = async () => {
    while (running) {
      if (inFlight.size >= limit) {
        await Promise.race(inFlight);
        continue;
      }
      signalled = false;
      let messages: Message[];
      try {
        const response = await options.client.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: options.batchSize,
            WaitTimeSeconds: 0,
            // Hidden while its batch may still run, as AWS's visibility timeout above the function's:
            // another batch in flight must not receive it again meanwhile.
            VisibilityTimeout: options.timeoutSeconds + IN_FLIGHT_MARGIN_SECONDS,
            MessageSystemAttributeNames: ['All'],
            AttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
          { abortSignal: abort.signal },
        );
        messages = response.Messages ?? [];
      } catch (error) {
        if (!running) break;
        options.log.error(`Receiving from ${options.queueUrl} failed`, error);
        await sleep(1000, abort.signal);
        continue;
      }
      if (messages.length === 0) {
        await idle();
        continue;
      }
      const delivery: Promise<void> = deliver(options, messages, receiveCounts, wake).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    }
    await Promise.all(inFlight);
  };
  const done = loop();

  let stopped: Promise<void> | undefined;
  return {
    stop: () =>
      (stopped ??= (async () => {
        running = false;
        unsubscribe?.();
        endIdleWait?.();
        abort.abort();
        // A batch in flight may finish; a hung handler must not hold the shutdown forever.
        await Promise.race([done, sleep(STOP_GRACE_MS)]);
      })()),
  };
}

async function deliver(options: QueuePollerOptions, messages: Message[], receiveCounts: Map<string, number>, wake: () => void): Promise<void> {
  const event: SQSEvent = { Records: messages.map((message) => toSqsRecord(message, options.queueArn, receiveCounts)) };
  const context = createLambdaContext(options.functionName, options.timeoutSeconds, options.memoryMb);
  let failedIds: Set<string>;
  try {
    const handler = await options.loadHandler();
    const result = await invokeWithTimeout(() => handler(event, context), options.timeoutSeconds);
    failedIds = new Set((result?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    if (failedIds.size) options.log.warn(`${options.functionName}: ${failedIds.size} of ${messages.length} message(s) failed; they will be retried`);
  } catch (error) {
    options.log.error(`${options.functionName} failed; the whole batch of ${messages.length} will be retried`, error);
    failedIds = new Set(event.Records.map((record) => record.messageId));
  }
  const succeeded = messages.filter((message) => message.MessageId && !failedIds.has(message.MessageId));
  for (const message of succeeded) receiveCounts.delete(message.MessageId ?? '');
  const failed = messages.filter((message) => !succeeded.includes(message));
  await retrySoon(options, failed);
  // The stand-in's signal comes when the retry delay is set, not when it ends: look again then.
  if (failed.length) setTimeout(wake, options.retryAfterSeconds * 1000).unref();
  if (succeeded.length === 0) return;
  try {
    await options.client.send(
      new DeleteMessageBatchCommand({
        QueueUrl: options.queueUrl,
        Entries: succeeded.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle })),
      }),
    );
  } catch (error) {
    options.log.error(`Deleting processed messages from ${options.queueUrl} failed`, error);
  }
}

/** Failed messages come back after the short local retry delay rather than the whole in-flight timeout. */
async function retrySoon(options: QueuePollerOptions, failed: readonly Message[]): Promise<void> {
  for (let start = 0; start < failed.length; start += 10) {
    const entries = failed.slice(start, start + 10).map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle, VisibilityTimeout: options.retryAfterSeconds }));
    try {
      await options.client.send(new ChangeMessageVisibilityBatchCommand({ QueueUrl: options.queueUrl, Entries: entries }));
    } catch (error) {
      options.log.error(`Making failed messages of ${options.queueUrl} visible again failed`, error);
    }
  }
}

function toSqsRecord(message: Message, queueArn: string, receiveCounts: Map<string, number>): SQSRecord {
  const messageId = message.MessageId ?? '';
  const attributes = (message.Attributes ?? {}) as Record<string, string>;
  // The stand-in reports ApproximateReceiveCount; counting here too covers one that does not.
  const counted = (receiveCounts.get(messageId) ?? 0) + 1;
  if (receiveCounts.size > 10_000) receiveCounts.clear();
  receiveCounts.set(messageId, counted);
  const now = String(Date.now());
  return {
    messageId,
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ...attributes,
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? String(counted),
      SentTimestamp: attributes.SentTimestamp ?? now,
      SenderId: attributes.SenderId ?? 'LOCAL',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp || now,
    },
    messageAttributes: toRecordAttributes(message.MessageAttributes),
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: LOCAL_REGION,
  };
}

function toRecordAttributes(attributes: Record<string, MessageAttributeValue> | undefined): SQSMessageAttributes {
  const result: SQSMessageAttributes = {};
  for (const [name, value] of Object.entries(attributes ?? {})) {
    result[name] = {
      dataType: value.DataType ?? 'String',
      ...(value.StringValue !== undefined ? { stringValue: value.StringValue } : {}),
      ...(value.BinaryValue !== undefined ? { binaryValue: Buffer.from(value.BinaryValue).toString('base64') } : {}),
      stringListValues: value.StringListValues ?? [],
      binaryListValues: (value.BinaryListValues ?? []).map((item) => Buffer.from(item).toString('base64')),
    };
  }
  return result;
}

/** Waits `ms`, or less when aborted; never keeps the process alive on its own. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return delay(ms, undefined, { signal, ref: false }).catch(() => undefined);
}
