import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CfnElement, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, httpRoutes } from '@heirloom/lambdas/http/routes';
import { WS_ROUTE_SELECTION_EXPRESSION, wsRoutes } from '@heirloom/lambdas/ws/routes';
import { queueConsumers, UPLOAD_EVENTS_QUEUE } from '@heirloom/lambdas/queue/consumers';
import { scheduledJobs } from '@heirloom/lambdas/jobs/schedules';
import { ENV, type EnvKey } from '@heirloom/lambdas/runtime/env';
import { toEventBridgeCron } from '../../infra/constructs/eventbridge-cron';
import { MEDIA_PROCESSING_MIN_MEMORY_MB } from '../../infra/constructs/media-processing';
import { PROCESSING_CONSUMERS, PROCESSING_HTTP_HANDLERS, WEBSOCKET_STAGE_NAME } from '../../infra/stacks/stateless-stack';
import { routeDomain } from '../../infra/stacks/http-route-stack';
import { HTTP_FOLDER_NEEDS, HTTP_HANDLER_EXTRA_NEEDS, JOB_NEEDS, QUEUE_CONSUMER_NEEDS, withExtras, WS_NEEDS, type FunctionNeeds } from '../../infra/permissions/function-needs';
import { needsStripeKeys } from '../../infra/constructs/stripe-keys';
import { bundleDir, bundledSources, bundlesThatFailToLoad } from './support/bundles';
import { sharedStage, type SynthesizedStage } from './support/synth-stage';
import { SOURCES_ENV } from '@heirloom/lambdas/runtime/sources-env';
import { REKOGNITION_PACE_ENV, REKOGNITION_RATE_SHARES } from '@heirloom/lambdas/runtime/rekognition-pace';
import {
  allowedActions,
  referencedId,
  resolvedAcrossStacks,
  resource,
  resourcesOfType,
  routeTargetIntegrationId,
  type CfnResource,
} from './support/template-queries';

/** The manifests themselves, which a handler may import (e.g. for its queue's settings). */
const MANIFEST_MODULES = new Set(['lambdas/ws/routes.ts', 'lambdas/queue/consumers.ts', 'lambdas/jobs/schedules.ts']);

let dev: SynthesizedStage;
let template: Template;
/** Function logical id -> handler modules (lambdas/<family>/<handler>.ts) bundled into it. */
const handlerModules = new Map<string, string[]>();

beforeAll(() => {
  dev = sharedStage('devBundled');
  template = dev.templates.stateless;
  for (const [id, fn] of resourcesOfType(template, 'AWS::Lambda::Function')) {
    if (!fn.Properties.Code?.S3Key) continue;
    const modules = bundledSources(bundleDir(dev.outdir, fn)).filter(
      (source) => /^lambdas\/(http\/[^/]+|ws|queue|jobs)\/[^/]+\.ts$/.test(source) && !MANIFEST_MODULES.has(source),
    );
    if (modules.length > 0) handlerModules.set(id, modules);
  }
});

afterAll(() => dev?.dispose());

const logicalId = (stack: Stack, construct: { node: { defaultChild?: unknown } }): string =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);

/** The id of the one function whose bundle holds exactly this handler module (and no other handler). */
function functionBuiltFrom(module: string): string {
  const matches = [...handlerModules].filter(([, modules]) => modules.length === 1 && modules[0] === module);
  expect(matches.map(([id]) => id), `functions built from ${module}`).toHaveLength(1);
  return matches[0]![0];
}

const resolved = (value: unknown): string => resolvedAcrossStacks(value, dev.templatesByStackName);

const statefulIds = () => ({
  table: logicalId(dev.stacks.stateful, dev.stacks.stateful.table),
  uploads: logicalId(dev.stacks.stateful, dev.stacks.stateful.uploadsBucket),
  media: logicalId(dev.stacks.stateful, dev.stacks.stateful.mediaBucket),
});

const jobFailuresId = () => logicalId(dev.stacks.stateless, dev.stacks.stateless.jobFailureQueue);

const apiId = (api: 'http' | 'ws') =>
  api === 'http'
    ? logicalId(dev.stacks.stateless, dev.stacks.stateless.httpApi.api)
    : logicalId(dev.stacks.stateless, dev.stacks.stateless.webSocketApi.api);

function routesOf(api: 'http' | 'ws'): CfnResource[] {
  return resourcesOfType(template, 'AWS::ApiGatewayV2::Route')
    .map(([, route]) => route)
    .filter((route) => route.Properties.ApiId?.Ref === apiId(api));
}

/** The function a route's Lambda proxy integration invokes. */
function routeFunction(route: CfnResource): string {
  const integration = resource(template, routeTargetIntegrationId(route));
  expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
  const uri = integration.Properties.IntegrationUri as unknown;
  // HTTP APIs take the function ARN; WebSocket APIs the invocation URI built around it.
  if (typeof uri === 'object' && uri && 'Fn::GetAtt' in uri) return referencedId(uri, 'Arn');
  const parts = (uri as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
  return referencedId(parts.find((part) => typeof part === 'object' && part !== null && 'Fn::GetAtt' in part), 'Arn');
}

function queueConsumedBy(fnId: string): { mappingProps: Record<string, unknown>; queueId: string } {
  const mappings = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping').filter(
    ([, mapping]) => mapping.Properties.FunctionName?.Ref === fnId,
  );
  expect(mappings).toHaveLength(1);
  const mappingProps = mappings[0]![1].Properties;
  return { mappingProps, queueId: referencedId(mappingProps.EventSourceArn, 'Arn') };
}

const roleOf = (fnId: string): string => referencedId(resource(template, fnId).Properties.Role, 'Arn');
const actionsOf = (roleId: string) => allowedActions(template, roleId);
const allows = (roleId: string, action: string, resourcePattern?: RegExp) =>
  actionsOf(roleId).some((grant) => grant.action === action && (!resourcePattern || resourcePattern.test(resolved(grant.resource))));

describe('HTTP API', () => {
  it('has exactly one route per manifest entry', () => {
    expect(routesOf('http')).toHaveLength(httpRoutes.length);
  });

  it.each(httpRoutes.map((route) => [`${route.method} ${API_PREFIX}${route.path}`, route] as const))(
    '%s invokes a function built from its handler module',
    (routeKey, route) => {
      const matching = routesOf('http').filter((candidate) => candidate.Properties.RouteKey === routeKey);
      expect(matching).toHaveLength(1);
      const fnId = routeFunction(matching[0]!);
      expect(fnId).toBe(functionBuiltFrom(`lambdas/http/${route.handler}.ts`));
      const integration = resource(template, routeTargetIntegrationId(matching[0]!));
      expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
      const permissions = resourcesOfType(template, 'AWS::Lambda::Permission').filter(
        ([, permission]) =>
          permission.Properties.Principal === 'apigateway.amazonaws.com' &&
          referencedId(permission.Properties.FunctionName, 'Arn') === fnId &&
          resolved(permission.Properties.SourceArn).includes(`{"Ref":"${apiId('http')}"}`),
      );
      expect(permissions.length).toBeGreaterThan(0);
    },
  );

  it('answers CORS preflights; without a configured app origin, without credentials', () => {
    const api = resource(template, apiId('http'));
    expect(api.Properties.ProtocolType).toBe('HTTP');
    expect(api.Properties.CorsConfiguration).toMatchObject({ AllowOrigins: ['*'], AllowCredentials: false });
    expect(api.Properties.CorsConfiguration.AllowHeaders).toContain('content-type');
  });
});

describe('WebSocket API', () => {
  it('selects routes with the manifest expression and has one route per manifest entry', () => {
    expect(resource(template, apiId('ws')).Properties).toMatchObject({
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: WS_ROUTE_SELECTION_EXPRESSION,
    });
    expect(routesOf('ws').map((route) => route.Properties.RouteKey).sort()).toEqual(wsRoutes.map((route) => route.routeKey).sort());
  });

  it.each(wsRoutes.map((route) => [route.routeKey, route] as const))('%s invokes a function built from its handler', (routeKey, route) => {
    const matching = routesOf('ws').filter((candidate) => candidate.Properties.RouteKey === routeKey);
    expect(matching).toHaveLength(1);
    expect(routeFunction(matching[0]!)).toBe(functionBuiltFrom(`lambdas/ws/${route.handler}.ts`));
  });

  it(`deploys automatically to the "${WEBSOCKET_STAGE_NAME}" stage, the path CloudFront forwards`, () => {
    const stages = resourcesOfType(template, 'AWS::ApiGatewayV2::Stage').filter(([, stage]) => stage.Properties.ApiId?.Ref === apiId('ws'));
    expect(stages).toHaveLength(1);
    expect(stages[0]![1].Properties).toMatchObject({ StageName: WEBSOCKET_STAGE_NAME, AutoDeploy: true });
  });
});

describe('functions', () => {
  const wiredFunctions = () => [
    ...httpRoutes.map((route) => functionBuiltFrom(`lambdas/http/${route.handler}.ts`)),
    ...wsRoutes.map((route) => functionBuiltFrom(`lambdas/ws/${route.handler}.ts`)),
    ...queueConsumers.map((consumer) => functionBuiltFrom(`lambdas/queue/${consumer.handler}.ts`)),
    ...scheduledJobs.map((job) => functionBuiltFrom(`lambdas/jobs/${job.handler}.ts`)),
  ];

  it('every function built from lambdas/ is wired to a route, queue or schedule of a manifest', () => {
    expect([...handlerModules.keys()].sort()).toEqual([...new Set(wiredFunctions())].sort());
  });

  const processors = (kind?: 'media' | 'images') =>
    new Set([
      ...queueConsumers
        .filter((consumer) => (kind ? PROCESSING_CONSUMERS[consumer.handler] === kind : PROCESSING_CONSUMERS[consumer.handler]))
        .map((consumer) => functionBuiltFrom(`lambdas/queue/${consumer.handler}.ts`)),
      // HTTP handlers with native code (a face drawn by hand has its crop cut with sharp).
      ...Object.entries(PROCESSING_HTTP_HANDLERS)
        .filter(([, profile]) => !kind || profile === kind)
        .map(([handler]) => functionBuiltFrom(`lambdas/http/${handler}.ts`)),
    ]);

  it('run Node.js 22 on arm64 (those with native code on x86_64, see media-processing.test.ts) and log to a group kept for a month', () => {
    for (const fnId of handlerModules.keys()) {
      const fn = resource(template, fnId);
      const architecture = processors().has(fnId) ? 'x86_64' : 'arm64';
      expect(fn.Properties, fnId).toMatchObject({ Runtime: 'nodejs22.x', Architectures: [architecture], Handler: 'index.handler' });
      const logGroup = resource(template, referencedId(fn.Properties.LoggingConfig?.LogGroup));
      expect(logGroup.Properties.RetentionInDays, fnId).toBe(30);
    }
  });

  it('are minified ES modules with source maps and a require() for CommonJS dependencies', () => {
    for (const fnId of handlerModules.keys()) {
      const dir = bundleDir(dev.outdir, resource(template, fnId));
      const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
      expect(code.startsWith('import { createRequire as'), fnId).toBe(true);
      expect(code, fnId).toMatch(/sourceMappingURL=index\.mjs\.map\s*$/);
      // Minified code sits on very long lines (short ones are left only inside template literals).
      const onLongLines = code.split('\n').filter((line) => line.length > 1000).reduce((sum, line) => sum + line.length, 0);
      expect(onLongLines / code.length, `${fnId} is minified`).toBeGreaterThan(0.9);
    }
  });

  it('receive every variable of lambdas/runtime/env.ts, set from the resources they name', () => {
    const ids = statefulIds();
    // Besides these, media processors find their tools and data through their own variables (media-processing.test.ts).
    // Those that talk to Stripe also get the name of the stage's Stripe secret (billing.test.ts).
    const talksToStripe = (fnId: string) =>
      (handlerModules.get(fnId) ?? []).some((module) => /^lambdas\/(http|queue)\/(.+)\.ts$/.test(module) && needsStripeKeys(module.split('/')[1] as 'http' | 'queue', module.replace(/^lambdas\/(http|queue)\/|\.ts$/g, '')));
    const httpFunctions = new Set(httpRoutes.map((route) => functionBuiltFrom(`lambdas/http/${route.handler}.ts`)));
    const pacedModules = queueConsumers.filter((consumer) => consumer.queue in REKOGNITION_RATE_SHARES).map((consumer) => `lambdas/queue/${consumer.handler}.ts`);
    const pacedRekognition = (fnId: string) => (handlerModules.get(fnId) ?? []).some((module) => pacedModules.includes(module));
    const ownVariables = (fnId: string) =>
      new Set([
        'NODE_OPTIONS',
        // Every function may seal or open provider tokens (photo-sources.test.ts checks the key and its grants).
        SOURCES_ENV.tokenKeyArn,
        ...(processors('media').has(fnId) ? ['PDFJS_DIST_DIR', 'FFMPEG_PATH', 'FFPROBE_PATH', 'MALLOC_ARENA_MAX'] : []),
        // HTTP handlers check CloudFront's origin secret (edge-and-runtime.test.ts).
        ...(httpFunctions.has(fnId) ? ['ORIGIN_VERIFY_SECRET'] : []),
        ...(talksToStripe(fnId) ? ['STRIPE_SECRET_NAME'] : []),
        // The consumers that call Rekognition are paced (faces.test.ts checks the arithmetic).
        ...(pacedRekognition(fnId) ? [REKOGNITION_PACE_ENV] : []),
        // WEB_PUSH_PUBLIC_KEY and WEB_PUSH_PRIVATE_KEY_SECRET come only with -c webPushPublicKey (web-push.test.ts):
        // this stage has none, so a function that had them would fail here.
      ]);
    for (const fnId of handlerModules.keys()) {
      const variables = resource(template, fnId).Properties.Environment.Variables as Record<string, unknown>;
      const expectedNames = Object.values(ENV);
      expect(Object.keys(variables).filter((name) => !ownVariables(fnId).has(name)).sort(), fnId).toEqual([...expectedNames].sort());
      expect(variables[ENV.stage]).toBe('dev');
      expect(resolved(variables[ENV.tableName])).toBe(JSON.stringify({ Ref: ids.table }));
      expect(resolved(variables[ENV.uploadsBucket])).toBe(JSON.stringify({ Ref: ids.uploads }));
      expect(resolved(variables[ENV.mediaBucket])).toBe(JSON.stringify({ Ref: ids.media }));
      const endpoint = resolved(variables[ENV.wsManagementEndpoint]);
      expect(endpoint).toContain(`{"Ref":"${apiId('ws')}"}`);
      expect(endpoint).toMatch(new RegExp(`"/${WEBSOCKET_STAGE_NAME}"\\]\\]\\}$`));
      for (const consumer of queueConsumers) {
        const name = ENV[`${consumer.queue}QueueUrl` as EnvKey];
        const { queueId } = queueConsumedBy(functionBuiltFrom(`lambdas/queue/${consumer.handler}.ts`));
        expect(variables[name], `${fnId} ${name}`).toEqual({ Ref: queueId });
      }
    }
  });

  it('every bundle loads as an ES module in Node and exports a handler function', async () => {
    const dirs = Object.fromEntries([...handlerModules].map(([fnId, modules]) => [modules.join(', '), bundleDir(dev.outdir, resource(template, fnId))]));
    const dummyEnvironment = Object.fromEntries(Object.values(ENV).map((name) => [name, `test-${name.toLowerCase()}`]));
    expect(await bundlesThatFailToLoad(dev.outdir, dirs, dummyEnvironment)).toBe('');
    // The loading process's own ceiling (support/bundles.ts) and a little more: a ceiling, not a wait.
  }, 250_000);
});

describe('queues', () => {
  it.each(queueConsumers.map((consumer) => [consumer.queue, consumer] as const))(
    'the %s queue feeds its consumer in reported-failure batches, with a dead-letter queue and an alarm',
    (_name, consumer) => {
      const fnId = functionBuiltFrom(`lambdas/queue/${consumer.handler}.ts`);
      const memorySize = PROCESSING_CONSUMERS[consumer.handler] === 'media' ? Math.max(consumer.memoryMb, MEDIA_PROCESSING_MIN_MEMORY_MB) : consumer.memoryMb;
      expect(resource(template, fnId).Properties).toMatchObject({ Timeout: consumer.timeoutSeconds, MemorySize: memorySize });

      const { mappingProps, queueId } = queueConsumedBy(fnId);
      expect(mappingProps).toMatchObject({ BatchSize: consumer.batchSize, FunctionResponseTypes: ['ReportBatchItemFailures'] });

      const queue = resource(template, queueId);
      expect(queue.Properties).toMatchObject({
        VisibilityTimeout: consumer.visibilityTimeoutSeconds,
        SqsManagedSseEnabled: true,
        RedrivePolicy: { maxReceiveCount: consumer.maxReceiveCount },
      });
      // A message must not become visible to another invocation while the first may still run.
      expect(queue.Properties.VisibilityTimeout).toBeGreaterThan(consumer.timeoutSeconds);
      const deadLetterId = referencedId(queue.Properties.RedrivePolicy.deadLetterTargetArn, 'Arn');
      expect(deadLetterId).not.toBe(queueId);
      expect(resource(template, deadLetterId).Properties.SqsManagedSseEnabled).toBe(true);
    },
  );

  it('every queue is consumed and dead-letters, or is the dead-letter queue of exactly one queue', () => {
    const queues = resourcesOfType(template, 'AWS::SQS::Queue');
    const deadLetterIds = queues
      .filter(([, queue]) => queue.Properties.RedrivePolicy)
      .map(([, queue]) => referencedId(queue.Properties.RedrivePolicy.deadLetterTargetArn, 'Arn'));
    expect(new Set(deadLetterIds).size).toBe(deadLetterIds.length);
    const consumedIds = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping').map(([, mapping]) =>
      referencedId(mapping.Properties.EventSourceArn, 'Arn'),
    );
    expect(consumedIds).toHaveLength(queueConsumers.length);
    for (const [id, queue] of queues) {
      // Failed scheduled-job runs are read by people, with the alarm (observability.test.ts).
      if (deadLetterIds.includes(id) || id === jobFailuresId()) continue;
      expect(queue.Properties.RedrivePolicy, `${id} has a dead-letter queue`).toBeDefined();
      expect(consumedIds, `${id} has a consumer`).toContain(id);
    }
  });

  it('every dead-letter queue raises an alarm, sent to the alarm topic, as soon as it holds a message', () => {
    const deadLetterIds = resourcesOfType(template, 'AWS::SQS::Queue')
      .filter(([, queue]) => queue.Properties.RedrivePolicy)
      .map(([, queue]) => referencedId(queue.Properties.RedrivePolicy.deadLetterTargetArn, 'Arn'));
    expect(deadLetterIds).toHaveLength(queueConsumers.length);
    const alarms = resourcesOfType(template, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
    for (const deadLetterId of deadLetterIds) {
      const watching = alarms.filter((alarm) =>
        (alarm.Dimensions as { Name: string; Value: unknown }[] | undefined)?.some(
          (dimension) => dimension.Name === 'QueueName' && JSON.stringify(dimension.Value) === JSON.stringify({ 'Fn::GetAtt': [deadLetterId, 'QueueName'] }),
        ),
      );
      expect(watching, deadLetterId).toHaveLength(1);
      expect(watching[0]).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
        EvaluationPeriods: 1,
      });
      const topics = resourcesOfType(template, 'AWS::SNS::Topic').map(([id]) => id);
      expect(topics).toHaveLength(1);
      expect(watching[0]!.AlarmActions).toEqual([{ Ref: topics[0] }]);
    }
  });

  it('every queue refuses requests without TLS', () => {
    const policies = resourcesOfType(template, 'AWS::SQS::QueuePolicy').map(([, policy]) => policy.Properties);
    for (const [id] of resourcesOfType(template, 'AWS::SQS::Queue')) {
      const denies = policies.some(
        (policy) =>
          (policy.Queues as unknown[]).some((queue) => JSON.stringify(queue) === JSON.stringify({ Ref: id })) &&
          (policy.PolicyDocument.Statement as Record<string, unknown>[]).some(
            (statement) => statement.Effect === 'Deny' && JSON.stringify(statement.Condition) === JSON.stringify({ Bool: { 'aws:SecureTransport': 'false' } }),
          ),
      );
      expect(denies, id).toBe(true);
    }
  });

  it(`objects created in the uploads bucket notify the ${UPLOAD_EVENTS_QUEUE} queue, which lets S3 send to it`, () => {
    const consumer = queueConsumers.find((candidate) => candidate.queue === UPLOAD_EVENTS_QUEUE)!;
    const { queueId } = queueConsumedBy(functionBuiltFrom(`lambdas/queue/${consumer.handler}.ts`));
    const notifications = resourcesOfType(template, 'Custom::S3BucketNotifications').map(([, notification]) => notification.Properties);
    expect(notifications).toHaveLength(1);
    expect(resolved(notifications[0]!.BucketName)).toBe(JSON.stringify({ Ref: statefulIds().uploads }));
    expect(notifications[0]!.NotificationConfiguration).toEqual({
      QueueConfigurations: [{ Events: ['s3:ObjectCreated:*'], QueueArn: { 'Fn::GetAtt': [queueId, 'Arn'] } }],
    });
    const s3MaySend = resourcesOfType(template, 'AWS::SQS::QueuePolicy').some(([, policy]) =>
      (policy.Properties.PolicyDocument.Statement as Record<string, any>[]).some( // eslint-disable-line @typescript-eslint/no-explicit-any
        (statement) =>
          statement.Effect === 'Allow' &&
          statement.Principal?.Service === 's3.amazonaws.com' &&
          ([] as string[]).concat(statement.Action).includes('sqs:SendMessage') &&
          JSON.stringify(statement.Resource) === JSON.stringify({ 'Fn::GetAtt': [queueId, 'Arn'] }) &&
          resolved(statement.Condition).includes(`"Ref":"${statefulIds().uploads}"`),
      ),
    );
    expect(s3MaySend).toBe(true);
  });
});

describe('scheduled jobs', () => {
  it.each(scheduledJobs.map((job) => [job.name, job] as const))('%s runs on its schedule', (_name, job) => {
    const fnId = functionBuiltFrom(`lambdas/jobs/${job.handler}.ts`);
    const rules = resourcesOfType(template, 'AWS::Events::Rule').filter(([, rule]) =>
      (rule.Properties.Targets as { Arn: unknown }[]).some((target) => JSON.stringify(target.Arn) === JSON.stringify({ 'Fn::GetAtt': [fnId, 'Arn'] })),
    );
    expect(rules).toHaveLength(1);
    const [ruleId, rule] = rules[0]!;
    const expression = rule.Properties.ScheduleExpression as string;
    expect(expression).toBe(toEventBridgeCron(job.cron));
    // EventBridge's form: six fields, any year, exactly one of day-of-month and day-of-week '?'.
    const fields = expression.replace(/^cron\((.*)\)$/, '$1').split(' ');
    expect(fields).toHaveLength(6);
    expect(fields[5]).toBe('*');
    expect([fields[2], fields[4]].filter((field) => field === '?')).toHaveLength(1);
    expect(rule.Properties.State).toBe('ENABLED');
    const invokePermission = resourcesOfType(template, 'AWS::Lambda::Permission').some(
      ([, permission]) =>
        permission.Properties.Principal === 'events.amazonaws.com' &&
        referencedId(permission.Properties.FunctionName, 'Arn') === fnId &&
        referencedId(permission.Properties.SourceArn, 'Arn') === ruleId,
    );
    expect(invokePermission).toBe(true);
  });
});

describe('least privilege (grants derived from infra/permissions/function-needs.ts)', () => {
  const manageConnectionsOnStage = new RegExp(`"Ref":"${'WS'}`.replace('WS', '[A-Za-z0-9]+') + `".*"/${WEBSOCKET_STAGE_NAME}/\\*/@connections/\\*"`);
  /** Every handler module with the needs its row declares. */
  const declared = (): { module: string; needs: FunctionNeeds }[] => [
    ...[...new Set(httpRoutes.map((route) => route.handler))].map((handler) => ({
      module: `lambdas/http/${handler}.ts`,
      needs: withExtras(HTTP_FOLDER_NEEDS[routeDomain(handler)]!, HTTP_HANDLER_EXTRA_NEEDS[handler]),
    })),
    ...wsRoutes.map((route) => ({ module: `lambdas/ws/${route.handler}.ts`, needs: WS_NEEDS })),
    ...queueConsumers.map((consumer) => ({ module: `lambdas/queue/${consumer.handler}.ts`, needs: QUEUE_CONSUMER_NEEDS[consumer.handler]! })),
    ...scheduledJobs.map((job) => ({ module: `lambdas/jobs/${job.handler}.ts`, needs: JOB_NEEDS[job.handler]! })),
  ];

  it('every function reads and writes the table by key and index; only a "scan" row may Scan', () => {
    const ids = statefulIds();
    for (const { module, needs } of declared()) {
      const role = roleOf(functionBuiltFrom(module));
      expect(allows(role, 'dynamodb:PutItem', new RegExp(`"${ids.table}","Arn"`)), module).toBe(true);
      expect(allows(role, 'dynamodb:Query', new RegExp(`"${ids.table}","Arn".*/index/\\*`)), module).toBe(true);
      expect(allows(role, 'dynamodb:Scan'), module).toBe(needs.table === 'scan');
    }
  });

  it('objects: each function reads, writes and deletes originals and media exactly as its row says', () => {
    const ids = statefulIds();
    for (const { module, needs } of declared()) {
      const role = roleOf(functionBuiltFrom(module));
      const on = (bucket: string) => new RegExp(`"${bucket}","Arn"`);
      expect(allows(role, 's3:GetObject*', on(ids.uploads)), `${module} reads originals`).toBe(Boolean(needs.originals?.read));
      expect(allows(role, 's3:PutObject', on(ids.uploads)), `${module} puts originals`).toBe(Boolean(needs.originals?.put));
      expect(allows(role, 's3:DeleteObject*', on(ids.uploads)), `${module} deletes originals`).toBe(Boolean(needs.originals?.delete));
      expect(allows(role, 's3:GetObject*', on(ids.media)), `${module} reads media`).toBe(Boolean(needs.media?.read));
      expect(allows(role, 's3:PutObject', on(ids.media)), `${module} writes media`).toBe(Boolean(needs.media?.write));
      expect(allows(role, 's3:DeleteObject*', on(ids.media)), `${module} deletes media`).toBe(Boolean(needs.media?.delete));
      if (typeof needs.media?.read === 'string') {
        const reads = actionsOf(role).filter((grant) => grant.action.startsWith('s3:') && !grant.action.startsWith('s3:Put') && grant.action !== 's3:Abort*' && resolved(grant.resource).includes(ids.media));
        expect(reads.map((grant) => grant.action), module).toEqual(['s3:GetObject*']);
        expect(reads.every((grant) => resolved(grant.resource).includes(`/${needs.media!.read}`)), module).toBe(true);
      }
      if (typeof needs.originals?.put === 'string') {
        const puts = actionsOf(role).filter((grant) => grant.action === 's3:PutObject' && resolved(grant.resource).includes(ids.uploads));
        expect(puts.every((grant) => resolved(grant.resource).includes(`/${needs.originals!.put}`)), module).toBe(true);
      }
    }
  });

  it('each function sends to exactly the queues its row names, and a consumer receives from its own queue only', () => {
    const queueIds = new Map(queueConsumers.map((consumer) => [consumer.queue, queueConsumedBy(functionBuiltFrom(`lambdas/queue/${consumer.handler}.ts`)).queueId]));
    for (const { module, needs } of declared()) {
      const role = roleOf(functionBuiltFrom(module));
      // Besides, a job's failed runs go to the job-failures queue (its Lambda destination, observability.test.ts).
      const sentTo = new Set(actionsOf(role).filter((grant) => grant.action === 'sqs:SendMessage').map((grant) => referencedId(grant.resource, 'Arn')).filter((id) => id !== jobFailuresId()));
      expect([...sentTo].sort(), module).toEqual([...new Set((needs.sends ?? []).map((queue) => queueIds.get(queue)!))].sort());
    }
    for (const consumer of queueConsumers) {
      const fnId = functionBuiltFrom(`lambdas/queue/${consumer.handler}.ts`);
      const receivable = actionsOf(roleOf(fnId))
        .filter((grant) => grant.action === 'sqs:ReceiveMessage')
        .map((grant) => referencedId(grant.resource, 'Arn'));
      expect(receivable, consumer.handler).toEqual([queueConsumedBy(fnId).queueId]);
    }
  });

  it('mail, SMS and WebSocket connections only where the row says', () => {
    for (const { module, needs } of declared()) {
      const role = roleOf(functionBuiltFrom(module));
      expect(allows(role, 'ses:SendEmail'), module).toBe(Boolean(needs.mail));
      expect(allows(role, 'sns:Publish'), module).toBe(Boolean(needs.sms));
      expect(allows(role, 'execute-api:ManageConnections', manageConnectionsOnStage), module).toBe(Boolean(needs.realtime));
      expect(actionsOf(role).some((grant) => grant.action.startsWith('execute-api:')), module).toBe(Boolean(needs.realtime));
    }
  });
});
