import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueConsumers } from '@heirloom/lambdas/queue/consumers';
import { synthStage, type SynthesizedStage } from './support/synth-stage';
import { allowedActions, referencedId, resourcesOfType, type CfnResource } from './support/template-queries';

/** Rekognition permissions, the collection's lifecycle and the faces queue, as synthesized for stage dev. */
let dev: SynthesizedStage;
let template: Template;

beforeAll(() => {
  dev = synthStage({ bundle: false });
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
const rekognitionGrants = (roleId: string) => allowedActions(template, roleId).filter((grant) => grant.action.startsWith('rekognition:'));
const facesConsumer = () => functionDescribed('Consumer of the faces queue');

describe('Rekognition permissions: least privilege, this stage only', () => {
  it('lets the faces consumer create its collections, index, search and delete faces, on heirloom-dev-* collections only', () => {
    const grants = rekognitionGrants(roleOf(facesConsumer()[1]));
    expect(grants.map((grant) => grant.action).sort()).toEqual(['rekognition:CreateCollection', 'rekognition:DeleteFaces', 'rekognition:IndexFaces', 'rekognition:SearchFaces']);
    for (const grant of grants) expect(JSON.stringify(grant.resource)).toContain(':collection/heirloom-dev-*');
  });

  it('lets the family consumer move faces into a family collection (index there, delete here, group a leaver\'s faces), on heirloom-dev-* collections only', () => {
    const grants = rekognitionGrants(roleOf(functionDescribed('Consumer of the family queue')[1]));
    expect(grants.map((grant) => grant.action).sort()).toEqual(['rekognition:CreateCollection', 'rekognition:DeleteFaces', 'rekognition:IndexFaces', 'rekognition:SearchFaces']);
    for (const grant of grants) expect(JSON.stringify(grant.resource)).toContain(':collection/heirloom-dev-*');
    expect(grants.map((grant) => grant.action)).not.toContain('rekognition:DeleteCollection');
  });

  it('lets request handlers only forget single faces, and account deletion only drop a collection', () => {
    const [, anyRoute] = functions().find(([, fn]) => String(fn.Properties.Description).startsWith('GET /api/photo/{id}/people'))!;
    expect(rekognitionGrants(roleOf(anyRoute)).map((grant) => grant.action)).toEqual(['rekognition:DeleteFaces']);
    const [, deleteAccount] = functionDescribed('Consumer of the delete queue');
    expect(rekognitionGrants(roleOf(deleteAccount)).map((grant) => grant.action)).toEqual(['rekognition:DeleteCollection']);
  });

  it('grants no Rekognition action on every resource, and none to the other functions', () => {
    const allowedRoles = new Set([
      roleOf(facesConsumer()[1]),
      roleOf(functionDescribed('Consumer of the family queue')[1]),
      roleOf(functionDescribed('Consumer of the delete queue')[1]),
    ]);
    const httpRole = roleOf(functions().find(([, fn]) => String(fn.Properties.Description).startsWith('GET /api/photo/{id}/people'))![1]);
    allowedRoles.add(httpRole);
    for (const [, fn] of functions()) {
      const grants = rekognitionGrants(roleOf(fn));
      if (!allowedRoles.has(roleOf(fn))) expect(grants, String(fn.Properties.Description)).toEqual([]);
      for (const grant of grants) expect(grant.resource).not.toBe('*');
    }
  });

  it('tells every function to use Rekognition', () => {
    for (const [, fn] of functions()) {
      const variables = fn.Properties.Environment?.Variables;
      if (variables?.TABLE_NAME) expect(variables.FACE_RECOGNITION).toBe('rekognition');
    }
  });
});

describe('the faces queue and the backfill', () => {
  it('feeds the faces consumer in batches of 10, with a dead-letter queue after 3 receives', () => {
    const consumer = queueConsumers.find((entry) => entry.queue === 'faces')!;
    const [consumerId] = facesConsumer();
    const mapping = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping').find(([, m]) => referencedId(m.Properties.FunctionName) === consumerId)![1];
    expect(mapping.Properties.BatchSize).toBe(10);
    const queueId = referencedId(mapping.Properties.EventSourceArn, 'Arn');
    const [, queue] = resourcesOfType(template, 'AWS::SQS::Queue').find(([id]) => id === queueId)!;
    expect(queue.Properties.RedrivePolicy.maxReceiveCount).toBe(consumer.maxReceiveCount);
    expect(queue.Properties.VisibilityTimeout).toBeGreaterThan(consumer.timeoutSeconds);
  });

  it('lets the upload consumer hand processed photos to the faces queue', () => {
    const [, processing] = functionDescribed('Consumer of the processing queue');
    const sends = allowedActions(template, roleOf(processing)).filter((grant) => grant.action === 'sqs:SendMessage');
    const [consumerId] = facesConsumer();
    const mapping = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping').find(([, m]) => referencedId(m.Properties.FunctionName) === consumerId)![1];
    expect(sends.map((grant) => referencedId(grant.resource, 'Arn'))).toContain(referencedId(mapping.Properties.EventSourceArn, 'Arn'));
  });

  it('runs the backfill job every 15 minutes, and lets it send to the faces queue and no other queue', () => {
    const [jobId, job] = functions().find(([, fn]) => String(fn.Properties.Description).startsWith('Queues photos that came before face recognition'))!;
    const rule = resourcesOfType(template, 'AWS::Events::Rule').find(([, r]) => (r.Properties.Targets as Array<{ Arn: unknown }>).some((target) => referencedId(target.Arn, 'Arn') === jobId));
    expect(rule?.[1].Properties.ScheduleExpression).toBe('cron(0/15 * * * ? *)');
    const sends = allowedActions(template, roleOf(job)).filter((grant) => grant.action === 'sqs:SendMessage');
    expect(sends).toHaveLength(1);
    const [consumerId] = facesConsumer();
    const mapping = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping').find(([, m]) => referencedId(m.Properties.FunctionName) === consumerId)![1];
    expect(referencedId(sends[0]!.resource, 'Arn')).toBe(referencedId(mapping.Properties.EventSourceArn, 'Arn'));
  });
});
