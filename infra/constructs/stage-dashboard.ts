import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { QueueName } from '@heirloom/lambdas/queue/consumers';
import { METRICS_SERVICE, metricsNamespace, PRODUCT_METRICS } from '@heirloom/lambdas/runtime/metric-names';
import type { WorkQueue } from './work-queue';

export interface StageDashboardProps {
  readonly stage: string;
  readonly httpApi: apigw.HttpApi;
  readonly workQueues: ReadonlyMap<QueueName, WorkQueue>;
  readonly consumers: ReadonlyMap<string, lambda.IFunction>;
  readonly jobFailures: sqs.IQueue;
}

/**
 * One CloudWatch dashboard per stage (`heirloom-<stage>`): the API, what the product did (its own
 * metrics, from lambdas/runtime/metrics.ts), the queues and their consumers, and the jobs.
 */
export class StageDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: StageDashboardProps) {
    super(scope, id);
    const period = Duration.minutes(5);
    const product = (metricName: string) =>
      new cloudwatch.Metric({ namespace: metricsNamespace(props.stage), metricName, dimensionsMap: { service: METRICS_SERVICE }, period, statistic: cloudwatch.Stats.SUM });
    const queues = [...props.workQueues];
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `heirloom-${props.stage}`,
      defaultInterval: Duration.hours(6),
    });
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'API requests and errors',
        left: [props.httpApi.metricCount({ period }), props.httpApi.metricClientError({ period }), props.httpApi.metricServerError({ period })],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'API latency (p50, p90, p99)',
        left: ['p50', 'p90', 'p99'].map((statistic) => props.httpApi.metricLatency({ period, statistic })),
        width: 12,
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Uploads and imports',
        left: [product(PRODUCT_METRICS.uploadsProcessed), product(PRODUCT_METRICS.importsFinished), product(PRODUCT_METRICS.uploadsFailed)],
        width: 12,
      }),
      new cloudwatch.GraphWidget({ title: 'Faces found', left: [product(PRODUCT_METRICS.facesFound)], width: 12 }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Oldest message waiting (seconds)',
        left: queues.map(([name, work]) => work.queue.metricApproximateAgeOfOldestMessage({ period, statistic: cloudwatch.Stats.MAXIMUM, label: name })),
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Dead letters and failed jobs',
        left: [
          ...queues.map(([name, work]) => work.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period, statistic: cloudwatch.Stats.MAXIMUM, label: `${name} dead letters` })),
          props.jobFailures.metricApproximateNumberOfMessagesVisible({ period, statistic: cloudwatch.Stats.MAXIMUM, label: 'failed job runs' }),
        ],
        width: 12,
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Queue consumers: errors',
        left: [...props.consumers].map(([handler, fn]) => fn.metricErrors({ period, statistic: cloudwatch.Stats.SUM, label: handler })),
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Lambda throttles and concurrency (account)',
        left: [new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', period, statistic: cloudwatch.Stats.SUM })],
        right: [new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'ConcurrentExecutions', period, statistic: cloudwatch.Stats.MAXIMUM })],
        width: 12,
      }),
    );
  }
}
