import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as sns from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { API_PREFIX, httpRoutes } from '@heirloom/lambdas/http/routes';
import { WS_ROUTE_SELECTION_EXPRESSION, wsRoutes } from '@heirloom/lambdas/ws/routes';
import { queueConsumers, UPLOAD_EVENTS_QUEUE, type QueueName } from '@heirloom/lambdas/queue/consumers';
import { scheduledJobs } from '@heirloom/lambdas/jobs/schedules';
import { ENV, type EnvKey } from '@heirloom/lambdas/runtime/env';
import { CSRF_HEADER } from '@heirloom/shared/constants';
import { AppFunction, createFunctionLogGroup, createFunctionRole } from '../constructs/app-function';
import { AppPermissions } from '../constructs/app-permissions';
import { AppHttpApi } from '../constructs/http-api';
import { handlerEntry } from '../constructs/repo-paths';
import { ScheduledJob } from '../constructs/scheduled-job';
import { UploadPipeline } from '../constructs/upload-pipeline';
import { WorkQueue } from '../constructs/work-queue';
import { AppWebSocketApi } from '../constructs/ws-api';
import type { StageConfig } from './stage-config';

export interface StatelessStackProps extends StackProps {
  readonly config: StageConfig;
  readonly table: dynamodb.ITable;
  readonly uploadsBucket: s3.IBucket;
  readonly mediaBucket: s3.IBucket;
}

/** The WebSocket stage name doubles as the path CloudFront forwards (/ws). */
export const WEBSOCKET_STAGE_NAME = 'ws';

/**
 * Everything that can be replaced without losing data, built from the manifests in lambdas/:
 * the HTTP API (one function per route), the WebSocket API, the work queues and their consumers,
 * the upload notifications and the scheduled jobs.
 */
export class StatelessStack extends Stack {
  readonly httpApi: AppHttpApi;
  readonly webSocketApi: AppWebSocketApi;
  readonly workQueues: ReadonlyMap<QueueName, WorkQueue>;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { config } = props;
    const retainLogs = config.isProduction;

    const alarmTopic = new sns.Topic(this, 'AlarmTopic', { displayName: `Heirloom ${config.stage} alarms` });
    if (config.alarmEmail) alarmTopic.addSubscription(new EmailSubscription(config.alarmEmail));

    const workQueues = new Map<QueueName, WorkQueue>();
    for (const consumer of queueConsumers) {
      workQueues.set(
        consumer.queue,
        new WorkQueue(this, `${pascalCase(consumer.queue)}Queue`, {
          visibilityTimeout: Duration.seconds(consumer.visibilityTimeoutSeconds),
          maxReceiveCount: consumer.maxReceiveCount,
          alarmTopic,
        }),
      );
    }
    this.workQueues = workQueues;
    const workQueue = (name: QueueName): WorkQueue => {
      const found = workQueues.get(name);
      if (!found) throw new Error(`No consumer in lambdas/queue/consumers.ts for the "${name}" queue`);
      return found;
    };

    this.webSocketApi = new AppWebSocketApi(this, 'WebSocketApi', {
      routeSelectionExpression: WS_ROUTE_SELECTION_EXPRESSION,
      stageName: WEBSOCKET_STAGE_NAME,
    });
    this.httpApi = new AppHttpApi(this, 'HttpApi', { allowedOrigin: config.appOrigin, allowedHeaders: [CSRF_HEADER] });

    const environment = functionEnvironment({
      stage: config.stage,
      tableName: props.table.tableName,
      uploadsBucket: props.uploadsBucket.bucketName,
      mediaBucket: props.mediaBucket.bucketName,
      wsManagementEndpoint: this.webSocketApi.managementEndpoint,
      appOrigin: config.appOrigin ?? '*',
      // processingQueueUrl, deleteQueueUrl, ...: one per queue in the consumer manifest.
      ...Object.fromEntries([...workQueues].map(([name, work]) => [`${name}QueueUrl`, work.queue.queueUrl])),
    });

    const permissions = new AppPermissions({
      table: props.table,
      uploadsBucket: props.uploadsBucket,
      mediaBucket: props.mediaBucket,
      queues: [...workQueues.values()].map((work) => work.queue),
      webSocketApi: this.webSocketApi,
    });

    // HTTP routes: one function per handler module, sharing a role and a log group (see AppFunction).
    const httpRole = createFunctionRole(this, 'HttpFunctionRole', 'HTTP route handlers');
    permissions.grantRequestHandling(httpRole);
    const httpLogs = createFunctionLogGroup(this, 'HttpFunctionLogs', retainLogs);
    const httpFunctions = new Map<string, AppFunction>();
    for (const route of httpRoutes) {
      const path = `${API_PREFIX}${route.path}`;
      let fn = httpFunctions.get(route.handler);
      if (!fn) {
        fn = new AppFunction(this, `Http${pascalCase(route.handler)}`, {
          entry: handlerEntry('http', route.handler),
          description: `${route.method} ${path}`,
          environment,
          role: httpRole,
          logGroup: httpLogs,
          memorySize: 1024,
          timeout: Duration.seconds(29),
        });
        httpFunctions.set(route.handler, fn);
      }
      this.httpApi.addLambdaRoute(route.method, path, fn);
    }

    const wsRole = createFunctionRole(this, 'WebSocketFunctionRole', 'WebSocket route handlers');
    permissions.grantRealtimeHandling(wsRole);
    const wsLogs = createFunctionLogGroup(this, 'WebSocketFunctionLogs', retainLogs);
    for (const route of wsRoutes) {
      const fn = new AppFunction(this, `Ws${pascalCase(route.handler)}`, {
        entry: handlerEntry('ws', route.handler),
        description: `WebSocket ${route.routeKey}`,
        environment,
        role: wsRole,
        logGroup: wsLogs,
        memorySize: 512,
        timeout: Duration.seconds(10),
      });
      this.webSocketApi.addLambdaRoute(route.routeKey, fn);
    }

    // Each consumer has its own role: its event source may receive from and delete on its queue only.
    const queueLogs = createFunctionLogGroup(this, 'QueueFunctionLogs', retainLogs);
    for (const consumer of queueConsumers) {
      const fn = new AppFunction(this, `Queue${pascalCase(consumer.handler)}`, {
        entry: handlerEntry('queue', consumer.handler),
        description: `Consumer of the ${consumer.queue} queue`,
        environment,
        logGroup: queueLogs,
        memorySize: consumer.memoryMb,
        timeout: Duration.seconds(consumer.timeoutSeconds),
      });
      permissions.grantProcessing(fn);
      workQueue(consumer.queue).addConsumer(fn, { batchSize: consumer.batchSize });
    }

    new UploadPipeline(this, 'UploadPipeline', {
      uploadsBucketName: props.uploadsBucket.bucketName,
      queue: workQueue(UPLOAD_EVENTS_QUEUE).queue,
    });

    const jobRole = createFunctionRole(this, 'JobFunctionRole', 'Scheduled jobs');
    permissions.grantScheduledWork(jobRole);
    const jobLogs = createFunctionLogGroup(this, 'JobFunctionLogs', retainLogs);
    for (const job of scheduledJobs) {
      const fn = new AppFunction(this, `Job${pascalCase(job.name)}`, {
        entry: handlerEntry('jobs', job.handler),
        description: job.description.slice(0, 256),
        environment,
        role: jobRole,
        logGroup: jobLogs,
        memorySize: 512,
        timeout: Duration.minutes(5),
      });
      new ScheduledJob(this, `${pascalCase(job.name)}Schedule`, { cron: job.cron, description: job.description.slice(0, 512), fn });
    }

    new CfnOutput(this, 'HttpApiUrl', { value: this.httpApi.api.apiEndpoint });
    new CfnOutput(this, 'WebSocketUrl', { value: this.webSocketApi.stage.url });
  }
}

/**
 * The variables of lambdas/runtime/env.ts, by their names there. Every function receives all of
 * them; a variable the stack has no value for fails synthesis rather than a cold start.
 */
function functionEnvironment(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(ENV) as EnvKey[]).map((key) => {
      const value = values[key];
      if (value === undefined) throw new Error(`The stateless stack has no value for ${ENV[key]} (ENV.${key})`);
      return [ENV[key], value];
    }),
  );
}

/** 'system/get-health' -> 'SystemGetHealth', for construct ids. */
function pascalCase(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}
