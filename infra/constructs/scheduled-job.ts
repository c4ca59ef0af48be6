import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { toEventBridgeCron } from './eventbridge-cron';

export interface ScheduledJobProps {
  /** Standard five-field cron, UTC, as written in the job manifest. */
  readonly cron: string;
  readonly description: string;
  readonly fn: lambda.IFunction;
}

/** An EventBridge rule that invokes the job's function on its schedule. */
export class ScheduledJob extends Construct {
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    this.rule = new events.Rule(this, 'Rule', {
      description: props.description,
      schedule: events.Schedule.expression(toEventBridgeCron(props.cron)),
    });
    // A run that is still failing after two retries within the hour is superseded by the next one.
    this.rule.addTarget(new targets.LambdaFunction(props.fn, { retryAttempts: 2, maxEventAge: Duration.hours(1) }));
  }
}
