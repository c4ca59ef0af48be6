import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { httpRoutes, API_PREFIX } from '@heirloom/lambdas/http/routes';
import { scheduledJobs } from '@heirloom/lambdas/jobs/schedules';
import { queueConsumers, UPLOAD_EVENTS_QUEUE } from '@heirloom/lambdas/queue/consumers';
import { wsRoutes } from '@heirloom/lambdas/ws/routes';
import { createApiGateway, type LocalHttpRoute } from './api-gateway';
import { listenAppServer, WS_PATH } from './app-server';
import { startDynamoDbLocal, type DynamoDbJit, type DynamoDbLocal } from './dynamodb-local';
import { emulateTransactionConflicts } from './dynamodb-transaction-conflicts';
import { stopFaceModelWorker } from '@heirloom/lambdas/adapters/local/face-model-worker';
import { documentClient } from '@heirloom/lambdas/runtime/clients';
import { HandlerLoader, type HandlerRef } from './handler-loader';
import { assertJavaAvailable } from './java';
import { localFunctionName } from './lambda-context';
import { buildLocalEnv } from './local-env';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';
import { createLog } from './log';
import { startOutbox } from './outbox';
import { createDevJobsRoute } from './dev-jobs';
import { createOutboxPage, OUTBOX_PAGE_PATH } from './outbox-page';
import { startQueuePoller, type QueueHandler, type QueuePoller } from './queue-poller';
import { toS3NotificationRecord, type S3rverEventRecord } from './s3-notification';
import { startS3Local } from './s3-local';
import { startScheduler, type LocalScheduledJob, type LocalScheduler } from './scheduler';
import { startSqsLocal, type SqsLocal } from './sqs-local';
import type { LocalStripe } from './stripe/local-stripe';
import { startStripeStandInUnlessKeys } from './stripe/stripe-env';
import { startPhotoSourceStandIns, type PhotoSourceStandIns } from './photo-sources/stand-ins';
import type { PushStandIn } from './web-push/push-stand-in';
import { startWebPush } from './web-push/web-push-env';
import { createBlogMediaRoute } from './blog-media';
import { writeLocalEndpoints } from './local-endpoints';
import { createStaticSite } from './static-site';
import { ensureTable } from './table';
import { createWsGateway, type LocalWsRoute } from './ws-gateway';
import { createWsManagementApi, WS_MANAGEMENT_PATH } from './ws-management';

export interface LocalQueueConsumer {
  readonly queue: string;
  readonly handler: HandlerRef<QueueHandler>;
  readonly batchSize: number;
  readonly maxReceiveCount: number;
  readonly maxConcurrency?: number;
  readonly timeoutSeconds?: number;
  readonly memoryMb?: number;
  readonly fifo?: boolean;
}

export interface LocalStackOptions {
  /** App port; 0 picks a free one. Default 3000. */
  port?: number;
  /** When the port is taken, use a free one instead of failing. */
  portFallback?: boolean;
  /** Interface to bind the app server to. Default 127.0.0.1. */
  host?: string;
  /** Persist DynamoDB (dataDir/dynamodb), S3 objects (dataDir/s3) and the outbox here. */
  dataDir?: string;
  /** Keep everything in memory / a temporary folder removed on stop (tests). Wins over dataDir. */
  inMemory?: boolean;
  /** The built web client (web/dist); without it the site answers with build instructions. */
  webRoot?: string;
  /** No runtime chatter (errors are still printed); handlers log at WARN unless LOG_LEVEL is set. */
  quiet?: boolean;
  /** Run scheduled jobs on their cron. Default true; jobs can always be run with runJob(). */
  enableScheduler?: boolean;
  /** Seconds before a failed queue message comes back (the queues' local visibility timeout). Default 5. */
  queueRetrySeconds?: number;
  /** Import every manifest handler in the background once up, so the first request is warm. */
  preloadHandlers?: boolean;
  /** Test-only additions; the manifests stay the single source of the app's own handlers. */
  extraHttpRoutes?: readonly LocalHttpRoute[];
  extraQueueConsumers?: readonly LocalQueueConsumer[];
  /** Test-only: replace a manifest queue's handler (e.g. to capture what S3 sent to the queue). */
  queueHandlerOverrides?: Readonly<Record<string, HandlerRef<QueueHandler>>>;
  extraJobs?: readonly LocalScheduledJob[];
  /**
   * A DynamoDB Local already running (one a test layer shares) instead of a JVM of the stack's own,
   * and `tableName`, the stack's table in it. Its stop() is called when the stack stops.
   */
  startDynamoDb?: () => Promise<DynamoDbLocal>;
  tableName?: string;
  /** How far the stack's own DynamoDB Local compiles (dynamodb-local.ts): 'full' for a stack that serves for hours. Default 'quick-start'. */
  dynamoDbJit?: DynamoDbJit;
}

export interface LocalQueueInfo {
  readonly url: string;
  readonly arn: string;
  readonly dlqUrl: string;
}

export interface LocalStack {
  /** The app URL, e.g. http://localhost:3000. */
  readonly url: string;
  /** The realtime endpoint, e.g. ws://localhost:3000/ws. */
  readonly wsUrl: string;
  readonly outboxUrl: string;
  /** What was put into process.env for the handlers (names from lambdas/runtime/env.ts and AWS_*). */
  readonly env: Readonly<Record<string, string>>;
  readonly endpoints: { readonly dynamodb: string; readonly s3: string; readonly sqs: string };
  readonly tableName: string;
  readonly buckets: { readonly uploads: string; readonly media: string };
  /** Queues by name (manifest and extra), each with its dead-letter queue. */
  readonly queues: Readonly<Record<string, LocalQueueInfo>>;
  /** Milliseconds from the call to everything answering. */
  readonly startupMs: number;
  /** Runs a scheduled job now and resolves when its handler has finished. */
  runJob(name: string): Promise<unknown>;
  /** Number of open WebSocket connections. */
  wsConnectionCount(): number;
  /** The local Stripe stand-in (absent when real Stripe keys are configured). */
  readonly stripe?: LocalStripe;
  /** The photo-provider stand-ins (absent for a provider whose real app is configured). */
  readonly photoSources: PhotoSourceStandIns;
  /** The push-service stand-in (Web Push with VAPID), its pushes recorded and checked. */
  readonly webPush: PushStandIn;
  /** Stops pollers, scheduler, servers and the DynamoDB JVM. Safe to call more than once. */
  stop(): Promise<void>;
}

const RESOURCE_PREFIX = 'heirloom-local';
const DEFAULT_QUEUE_RETRY_SECONDS = 5;

/**
 * The whole serverless app on this machine, in one process tree: Amazon's DynamoDB Local,
 * s3rver and local-aws-sqs speaking the real AWS wire protocols, and the manifests' handlers
 * behind a local API Gateway (HTTP and WebSocket), SQS event-source pollers and a scheduler.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const started = performance.now();
  // Before anything listens: without a JVM there is nothing to run (unless one is running already).
  if (!options.startDynamoDb) assertJavaAvailable();
  const log = createLog(options.quiet ?? false);
  const inMemory = options.inMemory ?? !options.dataDir;
  const tempDir = inMemory ? mkdtempSync(join(tmpdir(), 'heirloom-local-')) : undefined;
  const dataDir = resolve(tempDir ?? options.dataDir ?? '.data');
  const tableName = options.tableName ?? `${RESOURCE_PREFIX}-table`;
  const buckets = { uploads: `${RESOURCE_PREFIX}-uploads`, media: `${RESOURCE_PREFIX}-media` };
  const consumers: LocalQueueConsumer[] = [
    ...queueConsumers.map((consumer) => ({ ...consumer, handler: options.queueHandlerOverrides?.[consumer.queue] ?? consumer.handler })),
    ...(options.extraQueueConsumers ?? []),
  ];

  const cleanups: Array<() => Promise<void> | void> = [];
  let dynamoStarting: Promise<DynamoDbLocal> | undefined;
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log.error('Stopping a part of the local stack failed', error);
      }
    }
    cleanups.length = 0;
    // Last, and even when startup failed half-way: never leave the JVM behind.
    await dynamoStarting?.then((dynamo) => dynamo.stop(), () => undefined);
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    const app = await listenAppServer({ port: options.port ?? 3000, host: options.host ?? '127.0.0.1', portFallback: options.portFallback ?? false, log });
    cleanups.push(() => app.close());
    const url = `http://localhost:${app.port}`;

    // The JVM is the slow part (seconds): start it first and bring the rest up meanwhile.
    dynamoStarting = options.startDynamoDb ? options.startDynamoDb() : startDynamoDbLocal({ dbPath: inMemory ? undefined : join(dataDir, 'dynamodb'), jit: options.dynamoDbJit });
    dynamoStarting.catch(() => undefined);

    let forwardUpload: (record: S3rverEventRecord) => void = () => undefined;
    const [sqs, s3] = await Promise.all([
      startSqsLocal(
        consumers.map((consumer) => ({ name: queueName(consumer.queue), maxReceiveCount: consumer.maxReceiveCount, fifo: consumer.fifo })),
        options.queueRetrySeconds ?? DEFAULT_QUEUE_RETRY_SECONDS,
      ),
      startS3Local({
        directory: join(dataDir, 's3'),
        buckets: [buckets.uploads, buckets.media],
        corsOrigins: [url, `http://127.0.0.1:${app.port}`, 'http://localhost:*', 'http://127.0.0.1:*'],
        onObjectCreated: (record) => forwardUpload(record),
      }),
    ]);
    cleanups.push(() => sqs.stop(), () => s3.stop());
    const dynamo: DynamoDbLocal = await dynamoStarting;
    const payments = await startStripeStandInUnlessKeys({
      host: options.host ?? '127.0.0.1',
      webhookUrl: `http://127.0.0.1:${app.port}${API_PREFIX}/stripe_webhook`,
      stateFile: inMemory ? undefined : join(dataDir, 'stripe.json'),
      log,
    });
    if (payments.standIn) cleanups.push(() => payments.standIn!.stop());
    const photoSources = await startPhotoSourceStandIns({ host: options.host ?? '127.0.0.1', tokenKeyFile: inMemory ? undefined : join(dataDir, 'local-token-key'), log });
    cleanups.push(() => photoSources.standIns.stop());
    const outboxFile = join(dataDir, 'outbox.jsonl');
    const webPush = await startWebPush({ host: options.host ?? '127.0.0.1', keyFile: inMemory ? undefined : join(dataDir, 'web-push-vapid.json'), outboxFile, log });
    cleanups.push(() => webPush.standIn.stop());

    const queues = Object.fromEntries(consumers.map((consumer) => [consumer.queue, requireQueue(sqs, queueName(consumer.queue))]));
    const { env, missing } = buildLocalEnv({
      appUrl: url,
      tableName,
      uploadsBucket: buckets.uploads,
      mediaBucket: buckets.media,
      queueUrls: new Map(Object.entries(queues).map(([name, queue]) => [name, queue.url])),
      wsManagementEndpoint: `http://127.0.0.1:${app.port}${WS_MANAGEMENT_PATH}`,
      outboxFile,
      endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, sqs: sqs.endpoint },
    });
    Object.assign(env, payments.env, photoSources.env, webPush.env);
    // Before any handler module is imported: they read it at cold start.
    Object.assign(process.env, env);
    if (options.quiet) process.env.LOG_LEVEL ??= 'WARN';
    if (missing.length) log.warn(`No local value for ${missing.join(', ')} (no matching queue or stand-in yet)`);

    // The handlers' client meets parallel transactions as on AWS (dynamodb-transaction-conflicts.ts).
    emulateTransactionConflicts(documentClient());
    const dynamoClient = new DynamoDBClient({ endpoint: dynamo.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    const createdTable = await ensureTable(dynamoClient, tableName).finally(() => dynamoClient.destroy());
    if (createdTable) log.info(`Created table ${tableName}`);

    const sqsClient = new SQSClient({ endpoint: sqs.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    const s3Client = new S3Client({ endpoint: s3.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
    cleanups.push(() => sqsClient.destroy(), () => s3Client.destroy());
    forwardUpload = createUploadForwarder({ bucket: buckets.uploads, queueUrl: requireQueue(sqs, queueName(UPLOAD_EVENTS_QUEUE)).url, sqsClient, s3Client, log });

    // The face model's worker ends after the pollers (cleanups run in reverse): a faces batch in flight may finish first.
    cleanups.push(() => stopFaceModelWorker());
    const loader = new HandlerLoader();
    const pollers: QueuePoller[] = consumers.map((consumer) => {
      const queue = requireQueue(sqs, queueName(consumer.queue));
      return startQueuePoller({
        client: sqsClient,
        queueUrl: queue.url,
        queueArn: queue.arn,
        functionName: localFunctionName('queue', consumer.handler),
        batchSize: consumer.batchSize,
        maxConcurrency: consumer.maxConcurrency,
        retryAfterSeconds: options.queueRetrySeconds ?? DEFAULT_QUEUE_RETRY_SECONDS,
        timeoutSeconds: consumer.timeoutSeconds ?? 300,
        memoryMb: consumer.memoryMb,
        loadHandler: loader.resolve('queue', consumer.handler),
        log,
        messagesMayArrive: sqs.onMessagesMayArrive,
      });
    });
    cleanups.push(() => Promise.all(pollers.map((poller) => poller.stop())).then(() => undefined));

    const scheduler: LocalScheduler = startScheduler([...scheduledJobs, ...(options.extraJobs ?? [])], {
      loader,
      log,
      enabled: options.enableScheduler ?? true,
    });
    cleanups.push(() => scheduler.stop());

    const outbox = startOutbox(env.OUTBOX_FILE ?? join(dataDir, 'outbox.jsonl'), log, { announce: !options.quiet });
    cleanups.push(() => outbox.stop());

    const ws = createWsGateway({ routes: wsRoutes as readonly LocalWsRoute[], loader, log, stage: 'ws' });
    // Connections close (and $disconnect runs) before the servers and the table go away.
    cleanups.push(() => ws.close());

    const httpRouteList: LocalHttpRoute[] = [
      ...httpRoutes.map((route) => ({ ...route, path: `${API_PREFIX}${route.path}` })),
      ...(options.extraHttpRoutes ?? []),
    ];
    app.ready({
      api: createApiGateway(httpRouteList, loader, log),
      wsManagement: createWsManagementApi(ws.connections),
      // Mail and codes in a browser page: a local-stage convenience that no deployed stage has.
      ...(env.STAGE === 'local' ? { outbox: createOutboxPage(outbox) } : {}),
      devJobs: createDevJobsRoute(scheduler),
      site: createStaticSite(options.webRoot),
      blogMedia: createBlogMediaRoute(s3Client, buckets.media),
      upgradeWebSocket: ws.handleUpgrade,
    });

    if (options.preloadHandlers) preload(loader, log);
    // Operator commands (npm run blog / stats -- -c stage=local) find the running stand-ins here.
    if (!inMemory) cleanups.push(writeLocalEndpoints(dataDir, { appUrl: url, endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint }, tableName, blogMediaBucket: buckets.media }));

    let stopping: Promise<void> | undefined;
    const startupMs = Math.round(performance.now() - started);
    return {
      url,
      wsUrl: `ws://localhost:${app.port}${WS_PATH}`,
      outboxUrl: `${url}${OUTBOX_PAGE_PATH}`,
      env,
      endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, sqs: sqs.endpoint },
      tableName,
      buckets,
      queues: Object.fromEntries(Object.entries(queues).map(([name, queue]) => [name, { url: queue.url, arn: queue.arn, dlqUrl: queue.dlqUrl }])),
      startupMs,
      runJob: (name) => scheduler.run(name),
      wsConnectionCount: () => ws.connections.size,
      stripe: payments.standIn?.stripe,
      photoSources: photoSources.standIns,
      webPush: webPush.standIn,
      stop: () => (stopping ??= cleanUp()),
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

function queueName(queue: string): string {
  return `${RESOURCE_PREFIX}-${queue}`;
}

function requireQueue(sqs: SqsLocal, name: string) {
  const queue = sqs.queues.get(name);
  if (!queue) throw new Error(`Queue ${name} was not created`);
  return queue;
}

/**
 * The uploads bucket's event notification: each object-created record goes to the upload
 * events queue as its own message with S3's body shape, {"Records":[...]}.
 */
function createUploadForwarder(deps: { bucket: string; queueUrl: string; sqsClient: SQSClient; s3Client: S3Client; log: ReturnType<typeof createLog> }) {
  return (record: S3rverEventRecord) => {
    if (record.s3.bucket.name !== deps.bucket) return;
    void (async () => {
      // s3rver leaves the ETag out of copy events; S3 always sends it.
      if (!record.s3.object.eTag) {
        const head = await deps.s3Client.send(new HeadObjectCommand({ Bucket: record.s3.bucket.name, Key: record.s3.object.key }));
        record.s3.object.eTag = head.ETag;
        record.s3.object.size ??= head.ContentLength;
      }
      const body = JSON.stringify({ Records: [toS3NotificationRecord(record, `${RESOURCE_PREFIX}-upload-events`)] });
      await deps.sqsClient.send(new SendMessageCommand({ QueueUrl: deps.queueUrl, MessageBody: body }));
    })().catch((error: unknown) => deps.log.error(`Forwarding the S3 event for ${record.s3.object.key} failed`, error));
  };
}

function preload(loader: HandlerLoader, log: ReturnType<typeof createLog>): void {
  const all: Array<['http' | 'ws' | 'queue' | 'jobs', string]> = [
    ...httpRoutes.map((route) => ['http', route.handler] as ['http', string]),
    ...wsRoutes.map((route) => ['ws', route.handler] as ['ws', string]),
    ...queueConsumers.map((consumer) => ['queue', consumer.handler] as ['queue', string]),
    ...scheduledJobs.map((job) => ['jobs', job.handler] as ['jobs', string]),
  ];
  void (async () => {
    for (const [family, handler] of all) {
      try {
        await loader.resolve(family, handler)();
      } catch (error) {
        log.warn(`Handler ${family}/${handler} is not loadable yet: ${(error as Error).message}`);
      }
    }
  })();
}
