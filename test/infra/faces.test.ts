import { Stack, type CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { HTTP_FOLDER_NEEDS, JOB_NEEDS, QUEUE_CONSUMER_NEEDS } from '../../infra/permissions/function-needs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueConsumers } from '@heirloom/lambdas/queue/consumers';
import { sharedStage, type SynthesizedStage } from './support/synth-stage';
import { allowedActions, referencedId, resourcesOfType, type CfnResource } from './support/template-queries';

/** Rekognition permissions, the collection's lifecycle and the faces queue, as synthesized for stage dev with Rekognition (the engines over prod: face-engine.test.ts). */
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

  it('lets request handlers only forget single faces, and account deletion only drop a collection or forget its photos\' faces', () => {
    const [, anyRoute] = functions().find(([, fn]) => String(fn.Properties.Description).startsWith('GET /api/photo/{id}/people'))!;
    expect(rekognitionGrants(roleOf(anyRoute)).map((grant) => grant.action)).toEqual(['rekognition:DeleteFaces']);
    const [, deleteAccount] = functionDescribed('Consumer of the delete queue');
    expect(rekognitionGrants(roleOf(deleteAccount)).map((grant) => grant.action)).toEqual(['rekognition:DeleteCollection', 'rekognition:DeleteFaces']);
  });

  it('grants no Rekognition action on every resource, and none to the other functions', () => {
    const allowedRoles = new Set([
      roleOf(facesConsumer()[1]),
      roleOf(functionDescribed('Consumer of the family queue')[1]),
      roleOf(functionDescribed('Consumer of the delete queue')[1]),
    ]);
    // Forget: the route folders, consumers and jobs whose row says so (infra/permissions/function-needs.ts):
    // whatever deletes photos for good forgets their faces.
    for (const [name, fn] of dev.stacks.stateless.handlerFunctions) {
      const [kind, handler] = name.split('/') as [string, string];
      const needs = kind === 'http' ? HTTP_FOLDER_NEEDS[handler] : kind === 'queue' ? QUEUE_CONSUMER_NEEDS[handler] : kind === 'jobs' ? JOB_NEEDS[handler] : undefined;
      if (needs?.faces === 'forget') allowedRoles.add(Stack.of(fn).getLogicalId(fn.role!.node.defaultChild as CfnElement));
    }
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

const facesMapping = () => {
  const [consumerId] = facesConsumer();
  return resourcesOfType(template, 'AWS::Lambda::EventSourceMapping').find(([, m]) => referencedId(m.Properties.FunctionName) === consumerId)![1];
};
const queueById = (id: string) => resourcesOfType(template, 'AWS::SQS::Queue').find(([queueId]) => queueId === id)![1];
const facesManifest = () => queueConsumers.find((entry) => entry.queue === 'faces')!;

describe('the faces queue and the backfill', () => {
  it('feeds the faces consumer from a FIFO queue in batches of 10, at most 5 batches at once, reporting failed photos one by one', () => {
    const consumer = facesManifest();
    const mapping = facesMapping();
    expect(mapping.Properties.BatchSize).toBe(10);
    expect(mapping.Properties.ScalingConfig).toEqual({ MaximumConcurrency: 5 });
    expect(consumer.maxConcurrency).toBe(5);
    expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    const queue = queueById(referencedId(mapping.Properties.EventSourceArn, 'Arn'));
    // FIFO: the sender's group (the family) and deduplication id (the photo); per-group throughput.
    expect(queue.Properties).toMatchObject({ FifoQueue: true, ContentBasedDeduplication: false, DeduplicationScope: 'messageGroup', FifoThroughputLimit: 'perMessageGroupId' });
    expect(queue.Properties.VisibilityTimeout).toBeGreaterThan(consumer.timeoutSeconds);
  });

  it('dead-letters into a FIFO dead-letter queue after the manifest\'s receives, with an alarm', () => {
    const consumer = facesManifest();
    const queue = queueById(referencedId(facesMapping().Properties.EventSourceArn, 'Arn'));
    expect(queue.Properties.RedrivePolicy.maxReceiveCount).toBe(consumer.maxReceiveCount);
    // Throttled photos are sent again one receive short of the limit (detect-faces.ts): room for a few waits first.
    expect(consumer.maxReceiveCount).toBeGreaterThanOrEqual(4);
    const dlqId = referencedId(queue.Properties.RedrivePolicy.deadLetterTargetArn, 'Arn');
    expect(queueById(dlqId).Properties.FifoQueue).toBe(true);
    const alarms = resourcesOfType(template, 'AWS::CloudWatch::Alarm').filter(([, alarm]) =>
      JSON.stringify(alarm.Properties.Dimensions ?? alarm.Properties.Metrics ?? []).includes(dlqId),
    );
    expect(alarms).toHaveLength(1);
  });

  it('lets the faces consumer send a throttled photo to the back of its own queue, and to no other queue', () => {
    const [, consumer] = facesConsumer();
    const queueId = referencedId(facesMapping().Properties.EventSourceArn, 'Arn');
    const sends = allowedActions(template, roleOf(consumer)).filter((grant) => grant.action === 'sqs:SendMessage' && JSON.stringify(grant.resource).includes('Queue'));
    const queues = new Set(sends.map((grant) => referencedId(grant.resource, 'Arn')));
    expect(queues.has(queueId)).toBe(true);
    // And may shorten a waiting photo's visibility (its event source's consume grant).
    const visibility = allowedActions(template, roleOf(consumer)).filter((grant) => grant.action === 'sqs:ChangeMessageVisibility');
    expect(visibility.map((grant) => referencedId(grant.resource, 'Arn'))).toContain(queueId);
    // Besides its own queue, only the messages queue (faces found are told to people).
    const messages = referencedId(resourcesOfType(template, 'AWS::Lambda::EventSourceMapping').find(([, m]) => referencedId(m.Properties.FunctionName) === functionDescribed('Consumer of the messages queue')[0])![1].Properties.EventSourceArn, 'Arn');
    expect([...queues].sort()).toEqual([queueId, messages].sort());
  });

  it('paces the Rekognition calls of the faces and family consumers so that all their containers stay under the stage rate (default 5 a second)', () => {
    const pace = (description: string) => Number(functionDescribed(description)[1].Properties.Environment.Variables.REKOGNITION_CALLS_PER_SECOND);
    const faces = pace('Consumer of the faces queue');
    const family = pace('Consumer of the family queue');
    expect(faces).toBe(0.8);
    expect(family).toBe(0.2);
    const concurrency = (queue: string) => queueConsumers.find((entry) => entry.queue === queue)!.maxConcurrency;
    expect(faces * concurrency('faces') + family * concurrency('family')).toBeLessThanOrEqual(5);
    // Functions that do not call Rekognition are not paced.
    expect(functionDescribed('Consumer of the processing queue')[1].Properties.Environment.Variables.REKOGNITION_CALLS_PER_SECOND).toBeUndefined();
  });

  it('lets the upload consumer hand processed photos to the faces queue', () => {
    const [, processing] = functionDescribed('Consumer of the processing queue');
    const sends = allowedActions(template, roleOf(processing)).filter((grant) => grant.action === 'sqs:SendMessage');
    const mapping = facesMapping();
    expect(sends.map((grant) => referencedId(grant.resource, 'Arn'))).toContain(referencedId(mapping.Properties.EventSourceArn, 'Arn'));
  });

  it('runs the backfill job every 15 minutes, and lets it send to the faces queue and no other queue', () => {
    const [jobId, job] = functions().find(([, fn]) => String(fn.Properties.Description).startsWith('Queues photos that came before face recognition'))!;
    const rule = resourcesOfType(template, 'AWS::Events::Rule').find(([, r]) => (r.Properties.Targets as Array<{ Arn: unknown }>).some((target) => referencedId(target.Arn, 'Arn') === jobId));
    expect(rule?.[1].Properties.ScheduleExpression).toBe('cron(0/15 * * * ? *)');
    // Besides, a failed run goes to the job-failures queue (observability.test.ts).
    const jobFailures = dev.stacks.stateless.getLogicalId(dev.stacks.stateless.jobFailureQueue.node.defaultChild as CfnElement);
    const sends = allowedActions(template, roleOf(job)).filter((grant) => grant.action === 'sqs:SendMessage' && referencedId(grant.resource, 'Arn') !== jobFailures);
    expect(sends).toHaveLength(1);
    const mapping = facesMapping();
    expect(referencedId(sends[0]!.resource, 'Arn')).toBe(referencedId(mapping.Properties.EventSourceArn, 'Arn'));
  });
});
