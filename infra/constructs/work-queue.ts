import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface WorkQueueProps {
  readonly visibilityTimeout: Duration;
  /** Receives before a message moves to the dead-letter queue. */
  readonly maxReceiveCount: number;
  /** Where the dead-letter alarm notifies. */
  readonly alarmTopic: sns.ITopic;
  /**
   * FIFO queue and dead-letter queue (a FIFO queue's dead letters must be FIFO too; CDK gives both
   * names ending '.fifo'). Deduplication ids come from the sender; deduplication and throughput are
   * per message group (high-throughput FIFO), since groups (families) are many and small.
   */
  readonly fifo?: boolean;
}

export interface ConsumerOptions {
  readonly batchSize: number;
  /** Most batches in flight at once: background work leaves the rest of the account's concurrency to the API. */
  readonly maxConcurrency: number;
}

/**
 * An encrypted SQS queue with its own dead-letter queue, and an alarm as soon as anything lands
 * there: a dead letter is a message the app gave up on, so someone has to look.
 */
export class WorkQueue extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly deadLetterAlarm: cloudwatch.Alarm;
  private readonly visibilityTimeout: Duration;

  constructor(scope: Construct, id: string, props: WorkQueueProps) {
    super(scope, id);
    this.visibilityTimeout = props.visibilityTimeout;
    const fifo: sqs.QueueProps = props.fifo
      ? { fifo: true, contentBasedDeduplication: false, deduplicationScope: sqs.DeduplicationScope.MESSAGE_GROUP, fifoThroughputLimit: sqs.FifoThroughputLimit.PER_MESSAGE_GROUP_ID }
      : {};
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      ...(props.fifo ? { fifo: true } : {}),
    });
    this.queue = new sqs.Queue(this, 'Queue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: props.visibilityTimeout,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: props.maxReceiveCount },
      ...fifo,
    });
    this.deadLetterAlarm = this.deadLetterQueue
      .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: cloudwatch.Stats.MAXIMUM })
      .createAlarm(this, 'DeadLetterAlarm', {
        alarmDescription: `Messages of ${id} reached its dead-letter queue`,
        threshold: 0,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
    this.deadLetterAlarm.addAlarmAction(new SnsAction(props.alarmTopic));
  }

  /**
   * Delivers batches to the function, which reports failed items so only those are retried.
   * A visibility timeout not above the function's would let a message be processed twice at once.
   */
  addConsumer(fn: lambda.Function, options: ConsumerOptions): void {
    const functionSeconds = fn.timeout?.toSeconds() ?? 3;
    const visibilitySeconds = this.visibilityTimeout.toSeconds();
    if (visibilitySeconds <= functionSeconds) {
      throw new Error(`${this.node.path}: visibility timeout (${visibilitySeconds} s) must be above the consumer's timeout (${functionSeconds} s)`);
    }
    fn.addEventSource(new SqsEventSource(this.queue, { batchSize: options.batchSize, maxConcurrency: options.maxConcurrency, reportBatchItemFailures: true }));
  }
}
