import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_PREFIX } from '@heirloom/lambdas/domain/gedcom-export/export-files';
import { queueConsumers } from '@heirloom/lambdas/queue/consumers';
import { sharedStage, type SynthesizedStage } from './support/synth-stage';
import { allowedActions, referencedId, resolvedAcrossStacks, resource, resourcesOfType, type CfnResource } from './support/template-queries';

/**
 * The queues that write zips and files under the media bucket's exports/ prefix (GEDCOM exports and
 * downloads of a selection), their consumers and what those may touch, as synthesized for stage prod.
 */
let stage: SynthesizedStage;
let template: Template;

beforeAll(() => {
  stage = sharedStage('prod');
  template = stage.templates.stateless;
});
afterAll(() => stage?.dispose());

const consumer = (queue: 'exports' | 'downloads' = 'exports') => {
  const found = resourcesOfType(template, 'AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Description === `Consumer of the ${queue} queue`);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const roleOf = (fn: CfnResource) => referencedId(fn.Properties.Role, 'Arn');
const mappingOf = (functionId: string) => resourcesOfType(template, 'AWS::Lambda::EventSourceMapping').find(([, m]) => referencedId(m.Properties.FunctionName) === functionId)![1];
const logicalIdOf = (template: Template, type: string, matches: (id: string) => boolean) => resourcesOfType(template, type).find(([id]) => matches(id))![0];

describe('GEDCOM exports on AWS', () => {
  it('has a consumer sized for a 100,000-person tree: one export a batch, 2 GB, 15 minutes, at most 3 at once', () => {
    const [id, fn] = consumer();
    expect(fn.Properties).toMatchObject({ MemorySize: 2048, Timeout: 900 });
    const mapping = mappingOf(id);
    expect(mapping.Properties).toMatchObject({ BatchSize: 1, ScalingConfig: { MaximumConcurrency: 3 } });
    const queue = resource(template, referencedId(mapping.Properties.EventSourceArn, 'Arn'));
    expect(queue.Properties.VisibilityTimeout).toBe(5400);
    expect(queue.Properties.RedrivePolicy.maxReceiveCount).toBe(3);
    expect(queueConsumers.find((c) => c.queue === 'exports')).toMatchObject({ batchSize: 1, memoryMb: 2048, timeoutSeconds: 900, maxConcurrency: 3 });
  });

  it.each([
    ['exports', ['s3', 'dynamodb', 'sqs', 'execute-api', 'xray']],
    ['downloads', ['s3', 'dynamodb', 'sqs', 'xray']],
  ] as const)('lets the %s consumer write and read back files under the media bucket exports/ prefix only, read the originals, and queue only its own next run', (queue, services) => {
    const [id, fn] = consumer(queue);
    const grants = allowedActions(template, roleOf(fn));
    const uploadsBucket = logicalIdOf(stage.templates.stateful, 'AWS::S3::Bucket', (id) => id.startsWith('UploadsBucket'));
    const mediaBucket = logicalIdOf(stage.templates.stateful, 'AWS::S3::Bucket', (id) => id.startsWith('MediaBucket'));
    const underExports = (target: string) => target.includes(mediaBucket) && target.endsWith(`"/${EXPORT_PREFIX}*"]]}`);
    const reads = grants.filter((grant) => grant.action.startsWith('s3:') && !grant.action.startsWith('s3:Put') && grant.action !== 's3:Abort*');
    expect(reads.length).toBeGreaterThan(0);
    // Originals (uploads bucket), and of the media bucket only a paused GEDZIP's checkpoint and kept-aside bytes.
    for (const grant of reads) {
      const target = resolvedAcrossStacks(grant.resource, stage.templatesByStackName);
      if (!target.includes(uploadsBucket)) expect(underExports(target)).toBe(true);
    }
    expect(reads.some((grant) => underExports(resolvedAcrossStacks(grant.resource, stage.templatesByStackName)))).toBe(true);
    const s3 = grants.filter((grant) => grant.action.startsWith('s3:Put') || grant.action === 's3:Abort*');
    expect(s3.map((grant) => grant.action).sort()).toEqual(['s3:Abort*', 's3:PutObject', 's3:PutObjectLegalHold', 's3:PutObjectRetention', 's3:PutObjectTagging', 's3:PutObjectVersionTagging']);
    for (const grant of s3) expect(underExports(resolvedAcrossStacks(grant.resource, stage.templatesByStackName))).toBe(true);
    // It hands work only to its own queue (the next run of a long zip), and its table, realtime (exports) and tracing (X-Ray) grants are the only others.
    const ownQueue = referencedId(mappingOf(id).Properties.EventSourceArn, 'Arn');
    const sends = grants.filter((grant) => grant.action === 'sqs:SendMessage');
    expect(sends.length).toBeGreaterThan(0);
    for (const grant of sends) expect(JSON.stringify(grant.resource)).toContain(ownQueue);
    expect(new Set(grants.map((grant) => grant.action.split(':')[0]))).toEqual(new Set(services));
  });

  it('has a downloads consumer that streams: one zip a batch, 1 GB, 15 minutes, at most 5 at once', () => {
    const [id, fn] = consumer('downloads');
    expect(fn.Properties).toMatchObject({ MemorySize: 1024, Timeout: 900 });
    expect(mappingOf(id).Properties).toMatchObject({ BatchSize: 1, ScalingConfig: { MaximumConcurrency: 5 } });
    expect(resource(template, referencedId(mappingOf(id).Properties.EventSourceArn, 'Arn')).Properties.VisibilityTimeout).toBe(5400);
  });

  it('lets the family routes queue an export', () => {
    const [id] = consumer();
    const queueId = referencedId(mappingOf(id).Properties.EventSourceArn, 'Arn');
    const httpRole = logicalIdOf(template, 'AWS::IAM::Role', (roleId) => roleId.startsWith('FamilyRole'));
    expect(allowedActions(template, httpRole).some((grant) => grant.action === 'sqs:SendMessage' && JSON.stringify(grant.resource).includes(queueId))).toBe(true);
  });

  it('expires export files after a day in the media bucket', () => {
    const mediaBucket = logicalIdOf(stage.templates.stateful, 'AWS::S3::Bucket', (id) => id.startsWith('MediaBucket'));
    const rules = resource(stage.templates.stateful, mediaBucket).Properties.LifecycleConfiguration.Rules as Array<Record<string, unknown>>;
    expect(rules).toContainEqual(expect.objectContaining({ Id: 'expire-gedcom-exports', Prefix: EXPORT_PREFIX, ExpirationInDays: 1, NoncurrentVersionExpiration: { NoncurrentDays: 1 }, Status: 'Enabled' }));
  });
});
