import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { toEventBridgeCron } from './eventbridge-cron';

export interface ScheduledJobProps {
  /** Standard five-field cron, UTC, as written in the job manifest. */
  readonly cron: string;
  readonly description: string;
  readonly fn: lambda.Function;
  /** Where a run that failed (or could not be started) is recorded, for the failed-job alarm. */
  readonly failures: sqs.IQueue;
}

/** A run is retried twice within the hour; after that the next scheduled run supersedes it. */
const RETRIES = 2;
const MAX_EVENT_AGE = Duration.hours(1);

/** An EventBridge rule that invokes the job's function on its schedule. */
export class ScheduledJob extends Construct {
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    this.rule = new events.Rule(this, 'Rule', {
      description: props.description,
      schedule: events.Schedule.expression(toEventBridgeCron(props.cron)),
    });
    // EventBridge invokes asynchronously: its own retries and dead-letter queue cover a run that
    // could not be started; Lambda's (below) cover a run that started and failed.
    this.rule.addTarget(new targets.LambdaFunction(props.fn, { retryAttempts: RETRIES, maxEventAge: MAX_EVENT_AGE, deadLetterQueue: props.failures }));
    props.fn.configureAsyncInvoke({ retryAttempts: RETRIES, maxEventAge: MAX_EVENT_AGE, onFailure: new SqsDestination(props.failures) });
  }
}
