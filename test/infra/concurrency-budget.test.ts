import { readFileSync } from 'node:fs';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HEADROOM, BACKGROUND_BUDGET } from '@heirloom/lambdas/runtime/concurrency-budget';
import { queueConsumers } from '@heirloom/lambdas/queue/consumers';
import { scheduledJobs } from '@heirloom/lambdas/jobs/schedules';
import { sharedStage, type SynthesizedStage } from './support/synth-stage';
import { referencedId, resource, resourcesOfType } from './support/template-queries';

let dev: SynthesizedStage;
let template: Template;

beforeAll(() => {
  dev = sharedStage('dev');
  template = dev.templates.stateless;
});
afterAll(() => dev?.dispose());

describe('the concurrency budget', () => {
  it('gives every queue consumer a maximum concurrency, as consumers.ts sets it', () => {
    const mappings = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(queueConsumers.length);
    const byDescription = new Map(queueConsumers.map((consumer) => [`Consumer of the ${consumer.queue} queue`, consumer]));
    for (const [, mapping] of mappings) {
      const fn = resource(template, referencedId(mapping.Properties.FunctionName));
      const consumer = byDescription.get(String(fn.Properties.Description));
      expect(consumer, String(fn.Properties.Description)).toBeDefined();
      expect(mapping.Properties.ScalingConfig).toEqual({ MaximumConcurrency: consumer!.maxConcurrency });
      expect(mapping.Properties.BatchSize).toBe(consumer!.batchSize);
      // AWS accepts 2 to 1,000 for an SQS event source.
      expect(consumer!.maxConcurrency).toBeGreaterThanOrEqual(2);
    }
  });

  it(`leaves the API ${API_HEADROOM} of the account's concurrency whatever the queues hold`, () => {
    const background = queueConsumers.reduce((sum, consumer) => sum + consumer.maxConcurrency, 0) + scheduledJobs.length;
    console.log(`Background concurrency at most ${background} of ${BACKGROUND_BUDGET}`);
    expect(background).toBeLessThanOrEqual(BACKGROUND_BUDGET);
  });

  it("is documented in the README's deploy section as consumers.ts sets it", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const rows = readme.split('\n').filter((line) => /^\| [a-zA-Z]+ \| \d+ \| \d+ \| \d+ \| \d+ \|$/.test(line));
    expect(rows).toEqual(queueConsumers.map((c) => `| ${c.queue} | ${c.batchSize} | ${c.memoryMb} | ${c.timeoutSeconds} | ${c.maxConcurrency} |`));
  });
});
