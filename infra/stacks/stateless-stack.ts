import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { API_PREFIX, httpRoutes } from '@heirloom/lambdas/http/routes';
import { WS_ROUTE_SELECTION_EXPRESSION, wsRoutes } from '@heirloom/lambdas/ws/routes';
import { queueConsumers, UPLOAD_EVENTS_QUEUE, type QueueName } from '@heirloom/lambdas/queue/consumers';
import { scheduledJobs } from '@heirloom/lambdas/jobs/schedules';
import { MOVE_GIVEN_UP } from '@heirloom/lambdas/domain/sharing/move-requests';
import { ENV, type EnvKey } from '@heirloom/lambdas/runtime/env';
import { ORIGIN_VERIFY_SECRET_ENV } from '@heirloom/lambdas/runtime/http/origin';
import { SOURCES_ENV } from '@heirloom/lambdas/runtime/sources-env';
import { WEB_PUSH_ENV } from '@heirloom/lambdas/runtime/web-push-env';
import { CSRF_HEADER } from '@heirloom/shared/constants';
import { AppFunction, createFunctionLogGroup, createFunctionRole } from '../constructs/app-function';
import { AppPermissions } from '../constructs/app-permissions';
import { AppHttpApi } from '../constructs/http-api';
import { DEFAULT_ROUTE_THROTTLE, tightRouteSettings } from '../constructs/api-throttling';
import { GAZETTEER_DATA_FILES } from '../constructs/bundle-data-files';
import { HandlerBundles, type BundleOptions } from '../constructs/handler-bundles';
import { faceModelProcessing } from '../constructs/face-model-processing';
import { imageProcessing, MediaProcessing, type ProcessingProfile } from '../constructs/media-processing';
import { handlerEntry } from '../constructs/repo-paths';
import { ScheduledJob } from '../constructs/scheduled-job';
import { StageAlarms } from '../constructs/stage-alarms';
import { StageDashboard } from '../constructs/stage-dashboard';
import { ProviderSecrets } from '../constructs/provider-secrets';
import { needsStripeKeys, StripeKeys } from '../constructs/stripe-keys';
import { WebPushKey } from '../constructs/web-push-key';
import { UploadPipeline } from '../constructs/upload-pipeline';
import { WorkQueue } from '../constructs/work-queue';
import { HTTP_FOLDER_NEEDS, HTTP_HANDLER_EXTRA_NEEDS, JOB_NEEDS, needsOf, QUEUE_CONSUMER_NEEDS, withExtras, WS_NEEDS } from '../permissions/function-needs';
import { AppWebSocketApi } from '../constructs/ws-api';
import { HttpRouteStack, routesByDomain } from './http-route-stack';
import { rekognitionPaceEnvironment } from './rekognition-pace';
import type { FaceEngine, StageConfig } from './stage-config';

export interface StatelessStackProps extends StackProps {
  readonly config: StageConfig;
  readonly table: dynamodb.ITable;
  readonly uploadsBucket: s3.IBucket;
  readonly mediaBucket: s3.IBucket;
}

/** The WebSocket stage name doubles as the path CloudFront forwards (/ws). */
export const WEBSOCKET_STAGE_NAME = 'ws';

/**
 * Queue consumers that run native code, by handler, and what they need (media-processing.ts):
 * 'media' turns uploads into photos, videos and documents; 'images' works on photos only.
 * Every other function is plain JavaScript on arm64.
 */
export const PROCESSING_CONSUMERS: Readonly<Record<string, 'media' | 'images'>> = {
  'process-upload': 'media',
  'process-video': 'media',
  'process-archive': 'media',
  'import-gedcom-upload': 'media',
  'fix-image': 'images',
  'detect-faces': 'images',
};
/** HTTP handlers that run native code, by the processing profile they run with (a face drawn by hand has its crop cut with sharp). */
export const PROCESSING_HTTP_HANDLERS: Readonly<Record<string, 'images'>> = {
  'faces/post-photo-face': 'images',
};
/** The consumer that finds faces: with the model engine it gets the model's profile instead of 'images'. */
export const FACES_CONSUMER_HANDLER = 'detect-faces';

/** Scheduled jobs that deliver messages: they read the Web Push key (web notifications). */
export const MESSAGING_JOBS: ReadonlySet<string> = new Set(['send-hourly-digests', 'send-daily-digests', 'send-weekly-digests', 'send-monthly-digests', 'expire-trials']);
/** Queue consumers that deliver messages at once: they read the Web Push key. */
export const NOTIFYING_CONSUMERS: ReadonlySet<string> = new Set(['record-messages']);

/** Sender used until a stage configures one: sending fails visibly (SES rejects it) rather than silently. */
export const UNCONFIGURED_MAIL_FROM = 'no-reply@heirloom.invalid';

/**
 * Everything that can be replaced without losing data, built from the manifests in lambdas/:
 * the HTTP API (one function per route, in nested stacks by domain), the WebSocket API, the work queues and their consumers,
 * the upload notifications and the scheduled jobs.
 */
export class StatelessStack extends Stack {
  readonly httpApi: AppHttpApi;
  readonly webSocketApi: AppWebSocketApi;
  readonly workQueues: ReadonlyMap<QueueName, WorkQueue>;
  /** The nested stacks holding the HTTP route functions, one per domain folder of lambdas/http. */
  readonly httpRouteStacks: readonly HttpRouteStack[];
  /** Seals provider tokens (photo sources) at rest. */
  readonly providerTokenKey: kms.Key;
  /** Failed runs of the scheduled jobs (ScheduledJob), watched by the ScheduledJobFailed alarm. */
  readonly jobFailureQueue: sqs.Queue;
  /** Every function built from lambdas/, by bundle name ('http/system/get-health', 'queue/process-upload', ...). */
  readonly handlerFunctions = new Map<string, AppFunction>();
  private readonly providerSecrets: ProviderSecrets;
  private readonly appStage: string;
  /** The Rekognition calls a second this stage's account may make (stage-config.ts). */
  private readonly rekognitionCallsPerSecond: number;
  /** Who finds faces in this stage: only Rekognition's callers are paced. */
  private readonly faceEngine: FaceEngine;
  /**
   * The value CloudFront sends to the HTTP API in the origin-verify header, as a CloudFormation
   * dynamic reference (resolved at deploy time, never written into the template).
   */
  readonly originVerifySecret: string;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.appStage = config.stage;
    this.rekognitionCallsPerSecond = config.rekognitionCallsPerSecond;
    this.faceEngine = config.faceEngine;
    const retainLogs = config.isProduction;
    const mailFrom = config.mailFrom ?? UNCONFIGURED_MAIL_FROM;
    warnAboutUnconfiguredSettings(this, config);

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
          fifo: consumer.fifo,
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
    this.httpApi.throttle(DEFAULT_ROUTE_THROTTLE, tightRouteSettings(httpRoutes, API_PREFIX));
    // Kept three months (function logs one): who called what, when, from where, for investigations.
    this.httpApi.logAccess(
      new logs.LogGroup(this, 'HttpApiAccessLogs', { retention: logs.RetentionDays.THREE_MONTHS, removalPolicy: retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY }),
    );
    // The WebSocket API's connects, messages and disconnects, kept as long.
    this.webSocketApi.logAccess(
      new logs.LogGroup(this, 'WebSocketApiAccessLogs', { retention: logs.RetentionDays.THREE_MONTHS, removalPolicy: retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY }),
    );
    const originSecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: 'Header value CloudFront adds to requests for the HTTP API; the API refuses requests without it',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    this.originVerifySecret = originSecret.secretValue.unsafeUnwrap();

    const environment = functionEnvironment({
      stage: config.stage,
      tableName: props.table.tableName,
      uploadsBucket: props.uploadsBucket.bucketName,
      mediaBucket: props.mediaBucket.bucketName,
      wsManagementEndpoint: this.webSocketApi.managementEndpoint,
      // '*' matches no request Origin in the handlers' CORS check, so nothing is allowed cross-origin.
      appOrigin: config.appOrigin ?? '*',
      mailFrom,
      // Read by lambdas/runtime/faces-deps.ts: 'model' or 'rekognition'.
      faceRecognition: config.faceEngine,
      // processingQueueUrl, deleteQueueUrl, ...: one per queue in the consumer manifest.
      ...Object.fromEntries([...workQueues].map(([name, work]) => [`${name}QueueUrl`, work.queue.queueUrl])),
    });
    // Read by lambdas/runtime/identity-deps.ts; absent values leave that provider switched off.
    const { googleClientId, facebookAppId } = config.socialSignIn;
    if (googleClientId) environment.GOOGLE_CLIENT_ID = googleClientId;
    if (facebookAppId) environment.FACEBOOK_APP_ID = facebookAppId;
    // The apps' secrets: only their Secrets Manager names reach the functions (read at run time).
    this.providerSecrets = new ProviderSecrets(this, 'ProviderSecrets', {
      facebookAppSecret: config.socialSignIn.facebookAppSecretName,
      googlePhotosClientSecret: config.photoSources.googlePhotosClientSecretName,
      facebookPhotosAppSecret: config.photoSources.facebookPhotosAppSecretName,
    });
    Object.assign(environment, this.providerSecrets.environment);

    // Photo sources: provider tokens are sealed with this key before they are stored (lambdas/runtime/sources-deps.ts).
    this.providerTokenKey = new kms.Key(this, 'ProviderTokenKey', {
      description: 'Seals the Dropbox, Google and Facebook tokens of linked accounts',
      enableKeyRotation: true,
      removalPolicy: config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    environment[SOURCES_ENV.tokenKeyArn] = this.providerTokenKey.keyArn;
    if (config.photoSources.dropboxAppKey) environment[SOURCES_ENV.dropboxAppKey] = config.photoSources.dropboxAppKey;
    const { googlePhotosClientId, googlePhotosClientSecretName, facebookPhotosAppId, facebookPhotosAppSecretName } = config.photoSources;
    if (googlePhotosClientId && googlePhotosClientSecretName) environment[SOURCES_ENV.googleClientId] = googlePhotosClientId;
    if (facebookPhotosAppId && facebookPhotosAppSecretName) environment[SOURCES_ENV.facebookAppId] = facebookPhotosAppId;

    // Web Push: every function may hand out the public key; only the senders read the private one.
    if (config.webPush) environment[WEB_PUSH_ENV.publicKey] = config.webPush.publicKey;

    const permissions = new AppPermissions({
      table: props.table,
      uploadsBucket: props.uploadsBucket,
      mediaBucket: props.mediaBucket,
      queues: new Map([...workQueues].map(([name, work]) => [name, work.queue])),
      webSocketApi: this.webSocketApi,
      mailFromAddress: /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom,
      providerTokenKey: this.providerTokenKey,
      providerSecrets: this.providerSecrets,
      stage: config.stage,
      faceEngine: config.faceEngine,
    });

    const profiles = {
      media: new MediaProcessing(this, 'MediaProcessing', { ffmpegLayerArn: config.ffmpegLayerArn }),
      images: imageProcessing(),
      faceModel: faceModelProcessing(),
    };
    const profileOf = (handler: string): ProcessingProfile | undefined => {
      if (Object.hasOwn(PROCESSING_HTTP_HANDLERS, handler)) return profiles[PROCESSING_HTTP_HANDLERS[handler]!];
      // With the model engine the faces consumer runs the model itself (face-model-processing.ts).
      if (handler === FACES_CONSUMER_HANDLER && config.faceEngine === 'model') return profiles.faceModel;
      return Object.hasOwn(PROCESSING_CONSUMERS, handler) ? profiles[PROCESSING_CONSUMERS[handler]!] : undefined;
    };
    const bundleOptions = new Map<string, BundleOptions>();
    for (const consumer of queueConsumers) {
      const profile = profileOf(consumer.handler);
      if (profile) bundleOptions.set(`queue/${consumer.handler}`, profile.bundleOptions);
    }
    for (const handler of Object.keys(PROCESSING_HTTP_HANDLERS)) bundleOptions.set(`http/${handler}`, profileOf(handler)!.bundleOptions);
    const functions: FunctionDefaults = {
      stripeKeys: new StripeKeys(this, 'StripeKeys', { stage: config.stage }),
      webPushKey: config.webPush ? new WebPushKey(this, 'WebPushKey', { secretName: config.webPush.privateKeySecretName }) : undefined,
      bundles: new HandlerBundles(this, 'HandlerBundles', { entries: handlerEntries(), options: bundleOptions, moduleDataFiles: [GAZETTEER_DATA_FILES] }),
      environment,
      retainLogs,
      profileOf,
    };
    this.httpRouteStacks = this.addHttpRoutes(functions, permissions);
    this.addWebSocketRoutes(functions, permissions);
    this.addQueueConsumers(functions, permissions, workQueue);
    new UploadPipeline(this, 'UploadPipeline', {
      uploadsBucketName: props.uploadsBucket.bucketName,
      queue: workQueue(UPLOAD_EVENTS_QUEUE).queue,
    });
    this.jobFailureQueue = new sqs.Queue(this, 'JobFailures', { encryption: sqs.QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
    this.addScheduledJobs(functions, permissions, alarmTopic, this.jobFailureQueue);
    const consumers = new Map(queueConsumers.map((consumer) => [consumer.handler, this.handlerFunctions.get(`queue/${consumer.handler}`)!]));
    new StageAlarms(this, 'Alarms', { alarmTopic, httpApi: this.httpApi.api, workQueues, consumers, jobFailures: this.jobFailureQueue });
    new StageDashboard(this, 'Dashboard', {
      stage: config.stage,
      httpApi: this.httpApi.api,
      workQueues,
      consumers,
      jobFailures: this.jobFailureQueue,
    });

    new CfnOutput(this, 'HttpApiUrl', { value: this.httpApi.api.apiEndpoint });
    new CfnOutput(this, 'WebSocketUrl', { value: this.webSocketApi.stage.url });
    // Register this as the Stripe webhook endpoint of the stage (README: Stripe).
    new CfnOutput(this, 'StripeWebhookUrl', { value: `${this.httpApi.api.apiEndpoint}${API_PREFIX}/stripe_webhook` });
  }

  /**
   * One function per handler module. The functions and their routes live in one nested stack per
   * domain folder (HttpRouteStack), with the folder's role: its grants come from the folder's row of
   * HTTP_FOLDER_NEEDS, so no role serves two folders; a handler with extra needs has a role of its own.
   */
  private addHttpRoutes(functions: FunctionDefaults, permissions: AppPermissions): HttpRouteStack[] {
    const logGroup = createFunctionLogGroup(this, 'HttpFunctionLogs', functions.retainLogs);
    const routeStacks: HttpRouteStack[] = [];
    for (const [domain, routes] of routesByDomain(httpRoutes)) {
      const routeStack = new HttpRouteStack(this, `HttpRoutes${pascalCase(domain)}`, domain);
      routeStacks.push(routeStack);
      const folderNeeds = needsOf(HTTP_FOLDER_NEEDS, domain, 'HTTP_FOLDER_NEEDS');
      const roles = new Map<string, iam.Role>();
      const roleFor = (handler: string): iam.Role => {
        const extra = Object.hasOwn(HTTP_HANDLER_EXTRA_NEEDS, handler) ? HTTP_HANDLER_EXTRA_NEEDS[handler] : undefined;
        const key = extra ? handler : domain;
        let role = roles.get(key);
        if (!role) {
          // Ids unique across the nested stacks: tests merge them into one template.
          role = createFunctionRole(routeStack, `${pascalCase(key)}Role`, `HTTP route handlers of lambdas/http/${key}`);
          permissions.grantNeeds(role, withExtras(folderNeeds, extra));
          roles.set(key, role);
        }
        // Only the billing routes may read the Stripe secret.
        if (needsStripeKeys('http', handler)) functions.stripeKeys.grantRead(role);
        return role;
      };
      const byHandler = new Map<string, AppFunction>();
      for (const route of routes) {
        const path = `${API_PREFIX}${route.path}`;
        const stripe = needsStripeKeys('http', route.handler);
        let fn = byHandler.get(route.handler);
        if (!fn) {
          fn = new AppFunction(routeStack, `Http${pascalCase(route.handler)}`, {
            code: functions.bundles.code(`http/${route.handler}`),
            description: `${route.method} ${path}`,
            environment: { ...functions.environment, [ORIGIN_VERIFY_SECRET_ENV]: this.originVerifySecret, ...(stripe ? functions.stripeKeys.environment : {}) },
            role: roleFor(route.handler),
            logGroup,
            memorySize: 1024,
            // API Gateway gives up on an integration after 30 s.
            timeout: Duration.seconds(29),
            // Native code is built for its profile's CPU (PROCESSING_HTTP_HANDLERS).
            architecture: functions.profileOf(route.handler)?.architecture,
          });
          byHandler.set(route.handler, fn);
          this.handlerFunctions.set(`http/${route.handler}`, fn);
        }
        this.httpApi.addLambdaRoute(route.method, path, fn, routeStack);
      }
    }
    return routeStacks;
  }

  private addWebSocketRoutes(functions: FunctionDefaults, permissions: AppPermissions): void {
    const role = createFunctionRole(this, 'WebSocketFunctionRole', 'WebSocket route handlers');
    permissions.grantNeeds(role, WS_NEEDS);
    const logGroup = createFunctionLogGroup(this, 'WebSocketFunctionLogs', functions.retainLogs);
    for (const route of wsRoutes) {
      const fn = new AppFunction(this, `Ws${pascalCase(route.handler)}`, {
        code: functions.bundles.code(`ws/${route.handler}`),
        description: `WebSocket ${route.routeKey}`,
        environment: functions.environment,
        role,
        logGroup,
        memorySize: 512,
        timeout: Duration.seconds(10),
      });
      this.handlerFunctions.set(`ws/${route.handler}`, fn);
      this.webSocketApi.addLambdaRoute(route.routeKey, fn);
    }
  }

  /**
   * Each consumer has its own role, granted its row of QUEUE_CONSUMER_NEEDS; its event source may
   * receive from and delete on its own queue only. Those with a processing profile also get their
   * native code's CPU, memory, /tmp, environment and layers.
   */
  private addQueueConsumers(functions: FunctionDefaults, permissions: AppPermissions, workQueue: (name: QueueName) => WorkQueue): void {
    const logGroup = createFunctionLogGroup(this, 'QueueFunctionLogs', functions.retainLogs);
    for (const consumer of queueConsumers) {
      const profile = functions.profileOf(consumer.handler);
      const fn = new AppFunction(this, `Queue${pascalCase(consumer.handler)}`, {
        code: functions.bundles.code(`queue/${consumer.handler}`),
        description: `Consumer of the ${consumer.queue} queue`,
        environment: {
          ...functions.environment,
          ...profile?.environment,
          ...(needsStripeKeys('queue', consumer.handler) ? functions.stripeKeys.environment : {}),
          ...(NOTIFYING_CONSUMERS.has(consumer.handler) ? functions.webPushKey?.environment : {}),
          ...(this.faceEngine === 'rekognition' ? rekognitionPaceEnvironment(consumer, this.rekognitionCallsPerSecond) : {}),
        },
        logGroup,
        memorySize: profile ? profile.memorySize(consumer.memoryMb) : consumer.memoryMb,
        timeout: Duration.seconds(consumer.timeoutSeconds),
        architecture: profile?.architecture,
        ephemeralStorageSize: profile?.ephemeralStorageSize,
        layers: profile?.layers,
      });
      permissions.grantNeeds(fn, needsOf(QUEUE_CONSUMER_NEEDS, consumer.handler, 'QUEUE_CONSUMER_NEEDS'));
      if (needsStripeKeys('queue', consumer.handler)) functions.stripeKeys.grantRead(fn);
      if (NOTIFYING_CONSUMERS.has(consumer.handler)) functions.webPushKey?.grantRead(fn);
      this.handlerFunctions.set(`queue/${consumer.handler}`, fn);
      workQueue(consumer.queue).addConsumer(fn, { batchSize: consumer.batchSize, maxConcurrency: consumer.maxConcurrency });
    }
  }

  /** Each job has its own role, granted its row of JOB_NEEDS. */
  private addScheduledJobs(functions: FunctionDefaults, permissions: AppPermissions, alarmTopic: sns.ITopic, failures: sqs.IQueue): void {
    const logGroup = createFunctionLogGroup(this, 'JobFunctionLogs', functions.retainLogs);
    // A family move given up (jobs/redrive-family-moves.ts) is someone's library half-moved: alarm at once.
    const givenUp = logGroup.addMetricFilter('FamilyMoveGivenUp', {
      filterPattern: logs.FilterPattern.stringValue('$.message', '=', MOVE_GIVEN_UP),
      metricNamespace: `Heirloom/${this.appStage}`,
      metricName: 'FamilyMovesGivenUp',
      metricValue: '1',
    });
    const givenUpAlarm = givenUp.metric({ period: Duration.minutes(5), statistic: cloudwatch.Stats.SUM }).createAlarm(this, 'FamilyMoveGivenUpAlarm', {
      alarmDescription: 'A family move (a member joining or leaving) made no progress after being sent again: see the redrive-family-moves job log',
      threshold: 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    givenUpAlarm.addAlarmAction(new SnsAction(alarmTopic));
    for (const job of scheduledJobs) {
      const fn = new AppFunction(this, `Job${pascalCase(job.name)}`, {
        code: functions.bundles.code(`jobs/${job.handler}`),
        description: job.description.slice(0, 256),
        environment: { ...functions.environment, ...(MESSAGING_JOBS.has(job.handler) ? functions.webPushKey?.environment : {}) },
        logGroup,
        memorySize: 512,
        timeout: Duration.minutes(5),
      });
      permissions.grantNeeds(fn, needsOf(JOB_NEEDS, job.handler, 'JOB_NEEDS'));
      if (MESSAGING_JOBS.has(job.handler)) functions.webPushKey?.grantRead(fn);
      this.handlerFunctions.set(`jobs/${job.handler}`, fn);
      new ScheduledJob(this, `${pascalCase(job.name)}Schedule`, { cron: job.cron, description: job.description.slice(0, 512), fn, failures });
    }
  }
}

interface FunctionDefaults {
  readonly stripeKeys: StripeKeys;
  /** The VAPID private key's secret, where the stage has Web Push. */
  readonly webPushKey: WebPushKey | undefined;
  readonly bundles: HandlerBundles;
  readonly environment: Readonly<Record<string, string>>;
  readonly retainLogs: boolean;
  /** The processing profile of a queue consumer ('detect-faces') or HTTP handler ('faces/post-photo-face') that runs native code. */
  readonly profileOf: (handler: string) => ProcessingProfile | undefined;
}

/** Every handler module the manifests name, as bundle name ('http/system/get-health') -> file. */
function handlerEntries(): Map<string, string> {
  const modules = [
    ...httpRoutes.map((route) => ['http', route.handler] as const),
    ...wsRoutes.map((route) => ['ws', route.handler] as const),
    ...queueConsumers.map((consumer) => ['queue', consumer.handler] as const),
    ...scheduledJobs.map((job) => ['jobs', job.handler] as const),
  ];
  return new Map(modules.map(([family, handler]) => [`${family}/${handler}`, handlerEntry(family, handler)]));
}

function warnAboutUnconfiguredSettings(stack: Stack, config: StageConfig): void {
  if (config.appOrigin === undefined) {
    Annotations.of(stack).addWarningV2(
      '@heirloom/infra:appOriginNotConfigured',
      `No app origin for stage ${config.stage}: APP_ORIGIN is '*', so links in e-mails will not work and uploads accept any origin. ` +
        'Deploy once, then pass the web stack\'s AppUrl output as -c appOrigin=https://... (or use -c domainName and -c certificateArn).',
    );
  }
  if (config.mailFrom === undefined) {
    Annotations.of(stack).addWarningV2(
      '@heirloom/infra:mailFromNotConfigured',
      `No mail sender for stage ${config.stage}: MAIL_FROM is ${UNCONFIGURED_MAIL_FROM}, which SES rejects. Pass -c mailFrom=<an SES-verified address>.`,
    );
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
