import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueConsumers } from '@heirloom/lambdas/queue/consumers';
import { sharedStage, type SynthesizedStage } from './support/synth-stage';
import { allowedActions, referencedId, resourcesOfType, type CfnResource } from './support/template-queries';

/** Messages and their delivery, as synthesized for stage dev: the queue, its alarm, the digest schedules, who may send. */
let dev: SynthesizedStage;
let template: Template;

beforeAll(() => {
  dev = sharedStage('dev');
  template = dev.templates.stateless;
});
afterAll(() => dev?.dispose());

const functions = () => resourcesOfType(template, 'AWS::Lambda::Function');
function functionDescribed(description: string): [string, CfnResource] {
  const found = functions().filter(([, fn]) => fn.Properties.Description === description);
  expect(found, description).toHaveLength(1);
  return found[0]!;
}
const roleOf = (fn: CfnResource) => referencedId(fn.Properties.Role, 'Arn');
const statementsOf = (roleId: string) =>
  resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => ((policy.Properties.Roles ?? []) as { Ref?: string }[]).some((role) => role.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Array<Record<string, unknown>>);
const messagesConsumer = () => functionDescribed('Consumer of the messages queue');
const messagesQueueId = () => {
  const [consumerId] = messagesConsumer();
  const mapping = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping').find(([, m]) => referencedId(m.Properties.FunctionName) === consumerId)![1];
  return { mapping, queueId: referencedId(mapping.Properties.EventSourceArn, 'Arn') };
};

describe('the digest schedules', () => {
  it.each([
    // Daily, weekly and monthly digests go out at 07:00 in each person's time zone: their jobs run
    // at the top of every hour and send to those whose morning it is.
    ['hourly', 'cron(5 * * * ? *)'],
    ['daily', 'cron(0 * * * ? *)'],
    ['weekly', 'cron(0 * * * ? *)'],
    ['monthly', 'cron(0 * * * ? *)'],
  ])('runs the %s digests on an EventBridge rule (%s)', (frequency, expression) => {
    const [jobId] = functionDescribed(`Sends the ${frequency} notification digests`);
    const rules = resourcesOfType(template, 'AWS::Events::Rule').filter(([, rule]) => (rule.Properties.Targets as Array<{ Arn: unknown }>).some((target) => referencedId(target.Arn, 'Arn') === jobId));
    expect(rules).toHaveLength(1);
    expect(rules[0]![1].Properties.ScheduleExpression).toBe(expression);
  });
});

describe('sending mail and texts: scoped to what is sent', () => {
  const deliverers = () => [messagesConsumer(), ...['hourly', 'daily', 'weekly', 'monthly'].map((f) => functionDescribed(`Sends the ${f} notification digests`))];

  it('lets the messages consumer and the digest jobs send e-mail from the app’s sender only, and SMS to phone numbers only', () => {
    for (const [id, fn] of deliverers()) {
      const statements = statementsOf(roleOf(fn));
      const mail = statements.filter((s) => s.Action === 'ses:SendEmail');
      expect(mail, id).toHaveLength(1);
      expect(mail[0]!.Condition, id).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@heirloom.invalid' } });
      expect(JSON.stringify(mail[0]!.Resource), id).toContain(':identity/*');
      const sms = statements.filter((s) => s.Action === 'sns:Publish');
      expect(sms, id).toHaveLength(1);
      // SNS has no ARN for a phone number: every topic and application ARN is excluded instead.
      expect(sms[0]!.Resource, id).toBeUndefined();
      expect(JSON.stringify(sms[0]!.NotResource), id).toContain(':sns:*:*:*');
      expect(statements.flatMap((s) => ([] as string[]).concat(s.Action as string)).filter((a) => /^(ses|sns):/.test(a)).sort(), id).toEqual(['ses:SendEmail', 'sns:Publish']);
    }
  });

  it('lets the digest jobs show web notifications on the WebSocket API', () => {
    for (const [id, fn] of deliverers()) {
      expect(allowedActions(template, roleOf(fn)).some((grant) => grant.action === 'execute-api:ManageConnections'), id).toBe(true);
    }
  });

  it('lets the upload and faces consumers tell what happened on the messages queue', () => {
    const { queueId } = messagesQueueId();
    for (const description of ['Consumer of the processing queue', 'Consumer of the faces queue']) {
      const sends = allowedActions(template, roleOf(functionDescribed(description)[1])).filter((grant) => grant.action === 'sqs:SendMessage');
      expect(sends.map((grant) => referencedId(grant.resource, 'Arn')), description).toContain(queueId);
    }
  });
});

describe('the messages queue', () => {
  it('feeds its consumer in batches of 10 with partial failures, and dead-letters after a few receives', () => {
    const consumer = queueConsumers.find((entry) => entry.queue === 'messages')!;
    const { mapping, queueId } = messagesQueueId();
    expect(mapping.Properties).toMatchObject({ BatchSize: 10, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    const [, queue] = resourcesOfType(template, 'AWS::SQS::Queue').find(([id]) => id === queueId)!;
    expect(queue.Properties.RedrivePolicy.maxReceiveCount).toBe(consumer.maxReceiveCount);
    expect(queue.Properties.VisibilityTimeout).toBeGreaterThan(consumer.timeoutSeconds);
  });

  it('raises an alarm to the alarm topic as soon as a message reaches its dead-letter queue', () => {
    const { queueId } = messagesQueueId();
    const [, queue] = resourcesOfType(template, 'AWS::SQS::Queue').find(([id]) => id === queueId)!;
    const deadLetterId = referencedId(queue.Properties.RedrivePolicy.deadLetterTargetArn, 'Arn');
    const alarms = resourcesOfType(template, 'AWS::CloudWatch::Alarm').filter(([, alarm]) =>
      ((alarm.Properties.Dimensions ?? []) as Array<{ Value: unknown }>).some((dimension) => JSON.stringify(dimension.Value).includes(deadLetterId)),
    );
    expect(alarms).toHaveLength(1);
    expect(alarms[0]![1].Properties).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 0, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 1 });
    const topics = resourcesOfType(template, 'AWS::SNS::Topic').map(([id]) => id);
    expect(topics).toContain(referencedId((alarms[0]![1].Properties.AlarmActions as unknown[])[0]));
  });
});
