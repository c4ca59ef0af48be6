import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueConsumers } from '@heirloom/lambdas/queue/consumers';
import { scheduledJobs } from '@heirloom/lambdas/jobs/schedules';
import { readStageConfig } from '../../infra/stacks/stage-config';
import { MESSAGING_JOBS, NOTIFYING_CONSUMERS } from '../../infra/stacks/stateless-stack';
import { synthStage, type SynthesizedStage } from './support/synth-stage';
import { allowedActions, referencedId, resourcesOfType, type CfnResource } from './support/template-queries';

/**
 * Web Push as a stage with it configured synthesizes: the public key for every function, the
 * private key's secret named to, and readable by, the functions that send pushes only; and the
 * service worker served uncached. (Without the context no function has any Web Push variable:
 * stateless.test.ts lists every variable each function has.)
 */
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const SECRET_NAME = 'heirloom/dev/web-push';
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

let dev: SynthesizedStage;

beforeAll(() => {
  dev = synthStage({ bundle: false, context: { webPushPublicKey: PUBLIC_KEY, webPushPrivateKeySecret: SECRET_NAME } });
});
afterAll(() => dev?.dispose());

const functions = () => resourcesOfType(dev.templates.stateless, 'AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Environment?.Variables?.TABLE_NAME);
const senders = new Set([...queueConsumers.filter((c) => NOTIFYING_CONSUMERS.has(c.handler)).map((c) => `Consumer of the ${c.queue} queue`), ...scheduledJobs.filter((j) => MESSAGING_JOBS.has(j.handler)).map((j) => j.description)]);
const isSender = (fn: CfnResource) => senders.has(fn.Properties.Description as string);
const readsTheSecret = (fn: CfnResource) =>
  allowedActions(dev.templates.stateless, referencedId(fn.Properties.Role, 'Arn')).some(
    (grant) => grant.action === 'secretsmanager:GetSecretValue' && JSON.stringify(grant.resource).includes(`secret:${SECRET_NAME}`),
  );

describe('Web Push configuration', () => {
  it('gives every function the VAPID public key, and the secret name only to those that send', () => {
    expect(senders.size).toBe(6); // the messages consumer, four digest jobs, trial expiry
    const all = functions();
    expect(all.length).toBeGreaterThan(100);
    for (const [id, fn] of all) {
      const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
      expect(variables.WEB_PUSH_PUBLIC_KEY, id).toBe(PUBLIC_KEY);
      expect(variables.WEB_PUSH_PRIVATE_KEY_SECRET, id).toBe(isSender(fn) ? SECRET_NAME : undefined);
      expect(variables.WEB_PUSH_PRIVATE_KEY, id).toBeUndefined();
    }
    expect(all.filter(([, fn]) => isSender(fn))).toHaveLength(senders.size);
  });

  it('lets only the senders read the private key', () => {
    for (const [id, fn] of functions()) expect(readsTheSecret(fn), id).toBe(isSender(fn));
  });

  it('serves the service worker uncached from the site bucket', () => {
    const distribution = resourcesOfType(dev.templates.web, 'AWS::CloudFront::Distribution')[0]![1];
    const config = distribution.Properties.DistributionConfig as { CacheBehaviors: Array<Record<string, unknown>>; DefaultCacheBehavior: Record<string, unknown> };
    const worker = config.CacheBehaviors.filter((behavior) => behavior.PathPattern === '/sw.js');
    expect(worker).toHaveLength(1);
    expect(worker[0]).toMatchObject({ CachePolicyId: CACHING_DISABLED, ViewerProtocolPolicy: 'redirect-to-https', TargetOriginId: config.DefaultCacheBehavior.TargetOriginId });
  });

  it('needs both the key and the secret, and a real public key', () => {
    const read = (context: Record<string, string>) => readStageConfig({ tryGetContext: (key: string) => context[key] } as Parameters<typeof readStageConfig>[0]);
    expect(read({}).webPush).toBeUndefined();
    expect(() => read({ webPushPublicKey: PUBLIC_KEY })).toThrow('go together');
    expect(() => read({ webPushPrivateKeySecret: SECRET_NAME })).toThrow('go together');
    expect(() => read({ webPushPublicKey: 'not-a-key', webPushPrivateKeySecret: SECRET_NAME })).toThrow('VAPID public key');
    expect(read({ webPushPublicKey: PUBLIC_KEY, webPushPrivateKeySecret: SECRET_NAME }).webPush).toEqual({ publicKey: PUBLIC_KEY, privateKeySecretName: SECRET_NAME });
  });
});
