import type { CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVE_GIVEN_UP } from '@heirloom/lambdas/domain/sharing/move-requests';
import { sharedStage, type SynthesizedStage } from './support/synth-stage';
import { allowedActions, referencedId, resourcesOfType, type CfnResource } from './support/template-queries';

/** The family queue's consumer, the stalled-move re-drive and its alarm, as synthesized for stage dev. */
let dev: SynthesizedStage;
let template: Template;

beforeAll(() => {
  dev = sharedStage('dev');
  template = dev.templates.stateless;
});
afterAll(() => dev?.dispose());

const functions = () => resourcesOfType(template, 'AWS::Lambda::Function');
const functionWhere = (matches: (description: string) => boolean): [string, CfnResource] => {
  const found = functions().filter(([, fn]) => matches(String(fn.Properties.Description)));
  expect(found).toHaveLength(1);
  return found[0]!;
};
const roleOf = (fn: CfnResource) => referencedId(fn.Properties.Role, 'Arn');
const queueArnsSentTo = (fn: CfnResource) => allowedActions(template, roleOf(fn)).filter((grant) => grant.action === 'sqs:SendMessage').map((grant) => referencedId(grant.resource, 'Arn'));
const consumedQueue = (consumerId: string) => {
  const mapping = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping').find(([, m]) => referencedId(m.Properties.FunctionName) === consumerId)![1];
  return referencedId(mapping.Properties.EventSourceArn, 'Arn');
};

describe('family moves on AWS', () => {
  it("lets the family consumer hand the rest of a move to its own queue, a joiner's arrived photos to the faces queue and tell the messages queue, and send nowhere else", () => {
    const [familyId, family] = functionWhere((d) => d === 'Consumer of the family queue');
    const [messagesId] = functionWhere((d) => d === 'Consumer of the messages queue');
    const [facesId] = functionWhere((d) => d === 'Consumer of the faces queue');
    expect(queueArnsSentTo(family).sort()).toEqual([consumedQueue(familyId), consumedQueue(facesId), consumedQueue(messagesId)].sort());
  });

  it('runs the re-drive every five minutes with a role of its own that may send to the family queue and the messages queue only', () => {
    const [jobId, job] = functionWhere((d) => d.startsWith('Sends stalled family moves'));
    const rule = resourcesOfType(template, 'AWS::Events::Rule').find(([, r]) => (r.Properties.Targets as Array<{ Arn: unknown }>).some((target) => referencedId(target.Arn, 'Arn') === jobId));
    expect(rule?.[1].Properties.ScheduleExpression).toBe('cron(0/5 * * * ? *)');
    const [familyId] = functionWhere((d) => d === 'Consumer of the family queue');
    // A move given up is told in Messages (the messages queue's consumer makes them).
    const [messagesId] = functionWhere((d) => d === 'Consumer of the messages queue');
    // Besides, a failed run goes to the job-failures queue (observability.test.ts).
    const jobFailures = dev.stacks.stateless.getLogicalId(dev.stacks.stateless.jobFailureQueue.node.defaultChild as CfnElement);
    expect(queueArnsSentTo(job).filter((id) => id !== jobFailures).sort()).toEqual([consumedQueue(familyId), consumedQueue(messagesId)].sort());
    const [, backfill] = functionWhere((d) => d.startsWith('Queues photos that came before face recognition'));
    expect(roleOf(backfill)).not.toBe(roleOf(job));
  });

  it('alarms the alarm topic as soon as a move is given up (a metric filter on the jobs\' log)', () => {
    const [, job] = functionWhere((d) => d.startsWith('Sends stalled family moves'));
    const filters = resourcesOfType(template, 'AWS::Logs::MetricFilter').filter(([, f]) => String(f.Properties.FilterPattern).includes(MOVE_GIVEN_UP));
    expect(filters).toHaveLength(1);
    const [, filter] = filters[0]!;
    expect(referencedId(filter.Properties.LogGroupName)).toBe(referencedId(job.Properties.LoggingConfig.LogGroup));
    const { MetricName, MetricNamespace } = filter.Properties.MetricTransformations[0];
    const alarms = resourcesOfType(template, 'AWS::CloudWatch::Alarm').filter(([, a]) => a.Properties.MetricName === MetricName && a.Properties.Namespace === MetricNamespace);
    expect(alarms).toHaveLength(1);
    expect(alarms[0]![1].Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 1 });
    const topics = resourcesOfType(template, 'AWS::SNS::Topic').map(([id]) => id);
    expect(topics).toContain(referencedId((alarms[0]![1].Properties.AlarmActions as unknown[])[0]));
  });
});
