import { Stack, type CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueConsumers } from '@heirloom/lambdas/queue/consumers';
import { scheduledJobs } from '@heirloom/lambdas/jobs/schedules';
import { wsRoutes } from '@heirloom/lambdas/ws/routes';
import { WEBSOCKET_STAGE_NAME } from '../../infra/stacks/stateless-stack';
import { metricsNamespace, PRODUCT_METRICS } from '@heirloom/lambdas/runtime/metric-names';
import { API_5XX_PERCENT, QUEUE_AGE_ALARM_MINUTES } from '../../infra/constructs/stage-alarms';
import { ACCESS_LOG_DAYS } from '../../infra/constructs/web-hosting';
import { sharedStage, type SynthesizedStage } from './support/synth-stage';
import { referencedId, resource, resourcesOfType, type CfnResource } from './support/template-queries';

/** Eyes on production, over the prod stage: tracing, alarms to the stage's e-mail, access logs, one dashboard. */
let prod: SynthesizedStage;
let template: Template;
beforeAll(() => {
  prod = sharedStage('prod');
  template = prod.templates.stateless;
});
afterAll(() => prod?.dispose());

const idOf = (construct: { node: { defaultChild?: unknown } }): string => Stack.of(construct as never).getLogicalId(construct.node.defaultChild as CfnElement);
const alarms = (): [string, CfnResource][] => resourcesOfType(template, 'AWS::CloudWatch::Alarm');
const topicId = (): string => {
  const topics = resourcesOfType(template, 'AWS::SNS::Topic');
  expect(topics).toHaveLength(1);
  return topics[0]![0];
};
/** Alarms on a metric with this dimension value (a queue's name, a function's name). */
const alarmsOn = (metricName: string, dimension: string, value: unknown) =>
  alarms().filter(([, alarm]) => alarm.Properties.MetricName === metricName && (alarm.Properties.Dimensions as { Name: string; Value: unknown }[] | undefined)?.some((d) => d.Name === dimension && JSON.stringify(d.Value) === JSON.stringify(value)));

describe('tracing', () => {
  it('every function built from lambdas/ runs with active X-Ray tracing', () => {
    const functions = [...prod.stacks.stateless.handlerFunctions.values()];
    expect(functions.length).toBeGreaterThan(100);
    for (const fn of functions) expect(resource(template, idOf(fn)).Properties.TracingConfig, fn.node.path).toEqual({ Mode: 'Active' });
  });

  it('the scheduled jobs and the WebSocket functions among them, every one', () => {
    const named = [...scheduledJobs.map((job) => `jobs/${job.handler}`), ...wsRoutes.map((route) => `ws/${route.handler}`)];
    for (const name of named) {
      const fn = prod.stacks.stateless.handlerFunctions.get(name);
      expect(fn, name).toBeDefined();
      expect(resource(template, idOf(fn!)).Properties.TracingConfig, name).toEqual({ Mode: 'Active' });
    }
  });
});

describe('alarms, all to the stage alarm topic and its e-mail', () => {
  it('the topic sends to the configured e-mail, and every alarm of the stage notifies it', () => {
    const subscriptions = resourcesOfType(template, 'AWS::SNS::Subscription').map(([, subscription]) => subscription.Properties);
    expect(subscriptions).toEqual([expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@example.com', TopicArn: { Ref: topicId() } })]);
    for (const [id, alarm] of alarms()) expect(alarm.Properties.AlarmActions, id).toEqual([{ Ref: topicId() }]);
  });

  it(`API 5xx rate: over ${API_5XX_PERCENT}% of the HTTP API's requests for two five-minute periods`, () => {
    const api = idOf(prod.stacks.stateless.httpApi.api);
    const rate = alarms().filter(([, alarm]) => JSON.stringify(alarm.Properties.Metrics ?? []).includes('"MetricName":"5xx"'));
    expect(rate).toHaveLength(1);
    const { Metrics, Threshold, EvaluationPeriods, ComparisonOperator } = rate[0]![1].Properties;
    expect({ Threshold, EvaluationPeriods, ComparisonOperator }).toEqual({ Threshold: API_5XX_PERCENT, EvaluationPeriods: 2, ComparisonOperator: 'GreaterThanThreshold' });
    const metrics = Metrics as { Id: string; Expression?: string; MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions: unknown[] } } }[];
    expect(metrics.find((metric) => metric.Expression)?.Expression).toMatch(/100 \* errors \/ requests/);
    for (const name of ['5xx', 'Count']) {
      const stat = metrics.find((metric) => metric.MetricStat?.Metric.MetricName === name)!.MetricStat!.Metric;
      expect(stat.Namespace).toBe('AWS/ApiGateway');
      expect(stat.Dimensions).toEqual([{ Name: 'ApiId', Value: { Ref: api } }]);
    }
  });

  it('Lambda errors of every queue consumer, and throttles in the account', () => {
    for (const consumer of queueConsumers) {
      const fn = prod.stacks.stateless.handlerFunctions.get(`queue/${consumer.handler}`)!;
      expect(alarmsOn('Errors', 'FunctionName', { Ref: idOf(fn) }), consumer.handler).toHaveLength(1);
    }
    const throttles = alarms().filter(([, alarm]) => alarm.Properties.Namespace === 'AWS/Lambda' && alarm.Properties.MetricName === 'Throttles');
    expect(throttles).toHaveLength(1);
    expect(throttles[0]![1].Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
  });

  it("queue age: each work queue's oldest message, at its own threshold", () => {
    for (const [name, work] of prod.stacks.stateless.workQueues) {
      const found = alarmsOn('ApproximateAgeOfOldestMessage', 'QueueName', { 'Fn::GetAtt': [idOf(work.queue), 'QueueName'] });
      expect(found, name).toHaveLength(1);
      expect(found[0]![1].Properties).toMatchObject({ Namespace: 'AWS/SQS', Statistic: 'Maximum', Threshold: QUEUE_AGE_ALARM_MINUTES[name] * 60 });
    }
  });

  it('dead-letter depth: each dead-letter queue as soon as it holds a message', () => {
    for (const [name, work] of prod.stacks.stateless.workQueues) {
      const found = alarmsOn('ApproximateNumberOfMessagesVisible', 'QueueName', { 'Fn::GetAtt': [idOf(work.deadLetterQueue), 'QueueName'] });
      expect(found, name).toHaveLength(1);
      expect(found[0]![1].Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    }
  });

  it('failed scheduled jobs: every job sends a run that failed after its retries (or could not start) to a queue that alarms', () => {
    const failures = idOf(prod.stacks.stateless.jobFailureQueue);
    expect(alarmsOn('ApproximateNumberOfMessagesVisible', 'QueueName', { 'Fn::GetAtt': [failures, 'QueueName'] })).toHaveLength(1);
    const invokeConfigs = resourcesOfType(template, 'AWS::Lambda::EventInvokeConfig').map(([, config]) => config.Properties);
    for (const job of scheduledJobs) {
      const fnId = idOf(prod.stacks.stateless.handlerFunctions.get(`jobs/${job.handler}`)!);
      const config = invokeConfigs.find((candidate) => candidate.FunctionName?.Ref === fnId);
      expect(config?.DestinationConfig?.OnFailure?.Destination, job.name).toEqual({ 'Fn::GetAtt': [failures, 'Arn'] });
      const rule = resourcesOfType(template, 'AWS::Events::Rule').find(([, candidate]) =>
        (candidate.Properties.Targets as { Arn: unknown }[]).some((target) => JSON.stringify(target.Arn) === JSON.stringify({ 'Fn::GetAtt': [fnId, 'Arn'] })),
      )![1];
      expect(rule.Properties.Targets[0].DeadLetterConfig, job.name).toEqual({ Arn: { 'Fn::GetAtt': [failures, 'Arn'] } });
    }
  });
});

describe('access logs with retention', () => {
  it('the HTTP API logs every request as JSON to a log group kept three months', () => {
    const stage = resourcesOfType(template, 'AWS::ApiGatewayV2::Stage').find(([, candidate]) => candidate.Properties.StageName === '$default')![1];
    const settings = stage.Properties.AccessLogSettings as { DestinationArn: unknown; Format: string };
    const logGroup = resource(template, referencedId(settings.DestinationArn, 'Arn'));
    expect(logGroup.Properties.RetentionInDays).toBe(90);
    expect(logGroup.DeletionPolicy).toBe('Retain');
    expect(Object.keys(JSON.parse(settings.Format))).toEqual(expect.arrayContaining(['requestId', 'ip', 'routeKey', 'status', 'latencyMs', 'integrationError']));
  });

  it('the WebSocket API logs every connect, message and disconnect as JSON to a log group kept three months, through the account\'s API Gateway logging role', () => {
    const stage = resourcesOfType(template, 'AWS::ApiGatewayV2::Stage').find(([, candidate]) => candidate.Properties.StageName === WEBSOCKET_STAGE_NAME)!;
    const settings = stage[1].Properties.AccessLogSettings as { DestinationArn: unknown; Format: string };
    const logGroup = resource(template, referencedId(settings.DestinationArn, 'Arn'));
    expect(logGroup.Properties.RetentionInDays).toBe(90);
    expect(logGroup.DeletionPolicy).toBe('Retain');
    expect(Object.keys(JSON.parse(settings.Format))).toEqual(expect.arrayContaining(['requestId', 'connectionId', 'eventType', 'routeKey', 'status', 'integrationError']));
    // WebSocket APIs log through the region's account setting; the stage must not be made before it.
    const accounts = resourcesOfType(template, 'AWS::ApiGateway::Account');
    expect(accounts).toHaveLength(1);
    const [accountId, account] = accounts[0]!;
    expect(([] as string[]).concat((stage[1] as { DependsOn?: string | string[] }).DependsOn ?? [])).toContain(accountId);
    const role = resource(template, referencedId(account.Properties.CloudWatchRoleArn, 'Arn'));
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([expect.objectContaining({ Principal: { Service: 'apigateway.amazonaws.com' } })]);
    expect(JSON.stringify(role.Properties.ManagedPolicyArns)).toContain('AmazonAPIGatewayPushToCloudWatchLogs');
  });

  it(`CloudFront logs to a private bucket that expires them after ${ACCESS_LOG_DAYS} days`, () => {
    const web = prod.templates.web;
    const [, distribution] = resourcesOfType(web, 'AWS::CloudFront::Distribution')[0]!;
    const logging = distribution.Properties.DistributionConfig.Logging as { Bucket: unknown; Prefix: string };
    const bucket = resource(web, referencedId(logging.Bucket, 'RegionalDomainName'));
    expect(bucket.Properties.PublicAccessBlockConfiguration).toMatchObject({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual(expect.arrayContaining([expect.objectContaining({ ExpirationInDays: ACCESS_LOG_DAYS, Status: 'Enabled' })]));
  });
});

describe('one dashboard per stage', () => {
  it("heirloom-prod shows the API, the product's own metrics, queues, consumers and jobs", () => {
    const dashboards = resourcesOfType(template, 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    const [, dashboard] = dashboards[0]!;
    expect(dashboard.Properties.DashboardName).toBe('heirloom-prod');
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const name of Object.values(PRODUCT_METRICS)) expect(body).toContain(`\\"${metricsNamespace('prod')}\\",\\"${name}\\"`);
    for (const metric of ['5xx', 'Latency', 'ApproximateAgeOfOldestMessage', 'Errors', 'Throttles']) expect(body, metric).toContain(`\\"${metric}\\"`);
  });
});
