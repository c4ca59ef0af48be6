import type { Server } from 'node:http';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { createSqsServer } from './local-aws-sqs';
import { LOCAL_ACCOUNT_ID, LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';

export interface LocalQueueSpec {
  /** Without '.fifo': a FIFO queue's name (and its dead-letter queue's) gets it here, as SQS requires. */
  readonly name: string;
  readonly maxReceiveCount: number;
  readonly fifo?: boolean;
}

export interface LocalQueue {
  readonly name: string;
  readonly url: string;
  readonly arn: string;
  readonly dlqUrl: string;
  readonly dlqArn: string;
}

export interface SqsLocal {
  readonly endpoint: string;
  readonly queues: ReadonlyMap<string, LocalQueue>;
  /**
   * Calls `listener` each time a message may have become receivable (a send, or a visibility
   * change, answered); returns the unsubscribe. The pollers wait on it instead of polling busily.
   */
  onMessagesMayArrive(listener: () => void): () => void;
  stop(): Promise<void>;
}

/** The JSON protocol's operations after which a message can be received (X-Amz-Target: AmazonSQS.<operation>). */
const MAKES_MESSAGES_RECEIVABLE = /^AmazonSQS\.(SendMessage|SendMessageBatch|ChangeMessageVisibility|ChangeMessageVisibilityBatch)$/;

/**
 * local-aws-sqs on a free port with one queue and one dead-letter queue per spec. The queues'
 * visibility timeout is short (a few seconds) so that a failed message comes back soon, and
 * the redrive policy carries the manifest's maxReceiveCount, so dead-lettering behaves as in AWS.
 */
export async function startSqsLocal(specs: readonly LocalQueueSpec[], visibilityTimeoutSeconds: number): Promise<SqsLocal> {
  const server: Server = await createSqsServer({ port: 0, hostname: '127.0.0.1', accountId: LOCAL_ACCOUNT_ID, region: LOCAL_REGION, emulateQueueCreationLifecycle: false });
  const address = server.address();
  const endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const listeners = new Set<() => void>();
  server.on('request', (request, response) => {
    if (!MAKES_MESSAGES_RECEIVABLE.test(String(request.headers['x-amz-target'] ?? ''))) return;
    // Once answered, the stand-in holds the message: a receive made now finds it.
    response.once('finish', () => {
      for (const listener of listeners) listener();
    });
  });
  const client = new SQSClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const queues = new Map<string, LocalQueue>();
  try {
    for (const spec of specs) {
      // local-aws-sqs takes FIFO queues, group ids and deduplication ids, but hands out a group's
      // next message while one is still in flight (AWS does not); see lambdas/domain/faces/grouping.ts.
      const fifo: Record<string, string> = spec.fifo ? { FifoQueue: 'true' } : {};
      const suffix = spec.fifo ? '.fifo' : '';
      const dlqUrl = await createQueue(client, `${spec.name}-dlq${suffix}`, { MessageRetentionPeriod: String(14 * 24 * 3600), ...fifo });
      const dlqArn = await queueArn(client, dlqUrl);
      const url = await createQueue(client, `${spec.name}${suffix}`, {
        VisibilityTimeout: String(visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: spec.maxReceiveCount }),
        ...fifo,
      });
      queues.set(spec.name, { name: spec.name, url, arn: await queueArn(client, url), dlqUrl, dlqArn });
    }
  } finally {
    client.destroy();
  }
  let stopped: Promise<void> | undefined;
  return {
    endpoint,
    queues,
    onMessagesMayArrive: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      })),
  };
}

async function createQueue(client: SQSClient, name: string, attributes: Record<string, string>): Promise<string> {
  const { QueueUrl } = await client.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }));
  if (!QueueUrl) throw new Error(`local-aws-sqs returned no URL for queue ${name}`);
  return QueueUrl;
}

async function queueArn(client: SQSClient, url: string): Promise<string> {
  const { Attributes } = await client.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }));
  const arn = Attributes?.QueueArn;
  if (!arn) throw new Error(`local-aws-sqs returned no ARN for ${url}`);
  return arn;
}
