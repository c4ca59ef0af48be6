import { App, Duration, Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import { describe, expect, it } from 'vitest';
import { WorkQueue } from '../../infra/constructs/work-queue';

describe('a work queue consumer', () => {
  const consumerWithTimeout = (visibilitySeconds: number, timeoutSeconds: number) => {
    const stack = new Stack(new App(), 'Stack');
    const work = new WorkQueue(stack, 'Work', {
      visibilityTimeout: Duration.seconds(visibilitySeconds),
      maxReceiveCount: 3,
      alarmTopic: new sns.Topic(stack, 'Alarms'),
    });
    const fn = new lambda.Function(stack, 'Fn', {
      code: lambda.Code.fromInline('export const handler = async () => {};'),
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      timeout: Duration.seconds(timeoutSeconds),
    });
    return () => work.addConsumer(fn, { batchSize: 10, maxConcurrency: 2 });
  };

  it('must time out before its messages become visible again', () => {
    expect(consumerWithTimeout(900, 300)).not.toThrow();
    expect(consumerWithTimeout(300, 300)).toThrow(/visibility timeout \(300 s\) must be above the consumer's timeout \(300 s\)/);
    expect(consumerWithTimeout(200, 300)).toThrow(/must be above/);
  });
});
