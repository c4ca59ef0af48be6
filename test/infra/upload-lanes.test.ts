import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueConsumers, UPLOAD_EVENTS_QUEUE } from '@heirloom/lambdas/queue/consumers';
import { sharedStage, type SynthesizedStage } from './support/synth-stage';
import { allowedActions, referencedId, resourcesOfType, type CfnResource } from './support/template-queries';

/** The upload lanes (lambdas/domain/uploads/processing/upload-lanes.ts): one queue and consumer per kind of work. */
let dev: SynthesizedStage;
let template: Template;

beforeAll(() => {
  dev = sharedStage('dev');
  template = dev.templates.stateless;
});
afterAll(() => dev?.dispose());

function consumerOf(queue: string): { fnId: string; fn: CfnResource; mapping: CfnResource; queueResource: CfnResource; queueId: string } {
  const found = resourcesOfType(template, 'AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Description === `Consumer of the ${queue} queue`);
  expect(found, queue).toHaveLength(1);
  const [fnId, fn] = found[0]!;
  const mappings = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping').filter(([, m]) => referencedId(m.Properties.FunctionName) === fnId);
  expect(mappings, queue).toHaveLength(1);
  const mapping = mappings[0]![1];
  const queueId = referencedId(mapping.Properties.EventSourceArn, 'Arn');
  const queueResource = resourcesOfType(template, 'AWS::SQS::Queue').find(([id]) => id === queueId)![1];
  return { fnId, fn, mapping, queueResource, queueId };
}

const LANES = [
  // queue, batch size, memory (MB, at least), timeout (s), max concurrency
  { queue: 'processing', batchSize: 10, memoryMb: 3008, timeoutSeconds: 900, maxConcurrency: 20 },
  { queue: 'videos', batchSize: 1, memoryMb: 3008, timeoutSeconds: 900, maxConcurrency: 10 },
  { queue: 'archives', batchSize: 1, memoryMb: 3008, timeoutSeconds: 900, maxConcurrency: 5 },
  { queue: 'gedcomImports', batchSize: 1, memoryMb: 3008, timeoutSeconds: 900, maxConcurrency: 5 },
] as const;

describe('one queue and consumer per kind of upload', () => {
  it('S3 notifies the processing queue, the intake that makes photos and routes the rest', () => {
    expect(UPLOAD_EVENTS_QUEUE).toBe('processing');
  });

  it.each(LANES)('$queue: batch $batchSize, $memoryMb MB, $timeoutSeconds s, at most $maxConcurrency batches at once, a visibility timeout above the timeout', (lane) => {
    const manifest = queueConsumers.find((c) => c.queue === lane.queue)!;
    expect(manifest).toMatchObject({ batchSize: lane.batchSize, timeoutSeconds: lane.timeoutSeconds, maxConcurrency: lane.maxConcurrency });
    const { fn, mapping, queueResource } = consumerOf(lane.queue);
    expect(mapping.Properties.BatchSize).toBe(lane.batchSize);
    expect(mapping.Properties.ScalingConfig).toEqual({ MaximumConcurrency: lane.maxConcurrency });
    expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(fn.Properties.MemorySize).toBeGreaterThanOrEqual(lane.memoryMb);
    expect(fn.Properties.Timeout).toBe(lane.timeoutSeconds);
    expect(queueResource.Properties.VisibilityTimeout).toBeGreaterThan(lane.timeoutSeconds);
    expect(queueResource.Properties.RedrivePolicy.maxReceiveCount).toBe(manifest.maxReceiveCount);
  });

  it('gives the video consumer 10 GB of /tmp (an original and its MP4 at once) and one video a batch', () => {
    const { fn, mapping } = consumerOf('videos');
    expect(fn.Properties.EphemeralStorage).toEqual({ Size: 10_240 });
    expect(mapping.Properties.BatchSize).toBe(1);
  });

  it('lets the intake send to the videos, archives and GEDCOM queues (and faces), the archives consumer to its own queue, and no lane consumer elsewhere', () => {
    const sendsOf = (queue: string) =>
      allowedActions(template, referencedId(consumerOf(queue).fn.Properties.Role, 'Arn'))
        .filter((grant) => grant.action === 'sqs:SendMessage')
        .map((grant) => referencedId(grant.resource, 'Arn'));
    const id = (queue: string) => consumerOf(queue).queueId;
    expect(sendsOf('processing')).toEqual(expect.arrayContaining([id('videos'), id('archives'), id('gedcomImports'), id('faces')]));
    expect(sendsOf('processing')).not.toContain(id('processing'));
    expect(sendsOf('archives')).toEqual(expect.arrayContaining([id('archives'), id('faces')]));
    expect(sendsOf('videos')).not.toContain(id('archives'));
    expect(sendsOf('gedcomImports')).toContain(id('importRemoval'));
  });

  it('keeps every consumer\'s maximum concurrency within what AWS accepts and their sum far below the account\'s 1,000', () => {
    for (const consumer of queueConsumers) expect(consumer.maxConcurrency, consumer.queue).toBeGreaterThanOrEqual(2);
    expect(queueConsumers.reduce((sum, c) => sum + c.maxConcurrency, 0)).toBeLessThan(500);
  });
});
