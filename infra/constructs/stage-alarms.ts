import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { QueueName } from '@heirloom/lambdas/queue/consumers';
import type { WorkQueue } from './work-queue';

/**
 * How old the oldest waiting message of each queue may get before someone should look, in
 * minutes: a few times what a healthy backlog takes to drain. Faces are paced below the account's
 * Rekognition rate, so a family's first upload of thousands of photos legitimately waits for hours.
 */
export const QUEUE_AGE_ALARM_MINUTES: Readonly<Record<QueueName, number>> = {
  processing: 30,
  videos: 120,
  archives: 180,
  gedcomImports: 60,
  delete: 60,
  fix: 30,
  faces: 360,
  family: 60,
  imports: 120,
  importRemoval: 60,
  messages: 15,
  exports: 60,
  // A member waits on the screen for their zip; five workers and runs of at most 11 minutes.
  downloads: 30,
};

/** A share of API requests answered 5xx over five minutes, with enough requests for the share to mean something. */
export const API_5XX_PERCENT = 5;
export const API_5XX_MIN_REQUESTS = 20;

export interface StageAlarmsProps {
  readonly alarmTopic: sns.ITopic;
  readonly httpApi: apigw.HttpApi;
  readonly workQueues: ReadonlyMap<QueueName, WorkQueue>;
  /** Queue consumers by handler. */
  readonly consumers: ReadonlyMap<string, lambda.IFunction>;
  /** Where a scheduled job's run lands when it failed after its retries (ScheduledJob). */
  readonly jobFailures: sqs.IQueue;
}

/**
 * The stage's alarms besides each dead-letter queue's (WorkQueue) and the family-move one, all to
 * the stage's alarm topic. README "Runbook" says what each means and what to do.
 */
export class StageAlarms extends Construct {
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: StageAlarmsProps) {
    super(scope, id);
    const action = new SnsAction(props.alarmTopic);
    const add = (alarm: cloudwatch.Alarm) => {
      alarm.addAlarmAction(action);
      this.alarms.push(alarm);
    };
    const period = Duration.minutes(5);

    // HTTP handlers catch their own errors and answer 500, so the API's 5xx share is their error rate
    // (a crash, a timeout or a throttled function counts too).
    const requests = props.httpApi.metricCount({ period, statistic: cloudwatch.Stats.SUM });
    const serverErrors = props.httpApi.metricServerError({ period, statistic: cloudwatch.Stats.SUM });
    add(
      new cloudwatch.MathExpression({
        expression: `IF(requests >= ${API_5XX_MIN_REQUESTS}, 100 * errors / requests, 0)`,
        usingMetrics: { requests, errors: serverErrors },
        period,
        label: 'API 5xx (%)',
      }).createAlarm(this, 'Api5xxRate', {
        alarmDescription: `More than ${API_5XX_PERCENT}% of API requests answered 5xx for 10 minutes (README: Runbook, Api5xxRate)`,
        threshold: API_5XX_PERCENT,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 2,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );

    // Throttling is the account's concurrency running out (every function of the region shares it).
    add(
      new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', period, statistic: cloudwatch.Stats.SUM }).createAlarm(this, 'LambdaThrottles', {
        alarmDescription: 'Lambda invocations were throttled in this account and region (README: Runbook, LambdaThrottles)',
        threshold: 0,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );

    // A consumer's own error (a crash, a timeout, running out of memory) fails its whole batch; a
    // message that fails by itself is reported per item and shows in the dead-letter alarm instead.
    for (const [handler, fn] of props.consumers) {
      add(
        fn.metricErrors({ period, statistic: cloudwatch.Stats.SUM }).createAlarm(this, `ConsumerErrors-${handler}`, {
          alarmDescription: `The ${handler} queue consumer failed whole invocations (README: Runbook, ConsumerErrors)`,
          threshold: 0,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
    }

    for (const [name, work] of props.workQueues) {
      const minutes = QUEUE_AGE_ALARM_MINUTES[name];
      add(
        work.queue.metricApproximateAgeOfOldestMessage({ period, statistic: cloudwatch.Stats.MAXIMUM }).createAlarm(this, `QueueAge-${name}`, {
          alarmDescription: `The oldest message of the ${name} queue has waited over ${minutes} minutes (README: Runbook, QueueAge)`,
          threshold: minutes * 60,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 2,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
    }

    add(
      props.jobFailures.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: cloudwatch.Stats.MAXIMUM }).createAlarm(this, 'ScheduledJobFailed', {
        alarmDescription: 'A scheduled job failed after its retries, or could not be started (README: Runbook, ScheduledJobFailed)',
        threshold: 0,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }
}
