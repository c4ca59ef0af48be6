import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, httpRoutes } from '@heirloom/lambdas/http/routes';
import { LAMBDA_NODE_MAJOR, LAMBDA_NODE_RUNTIME } from '../../infra/constructs/app-function';
import { esbuildOptions } from '../../infra/constructs/handler-bundles';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV, VIEWER_ADDRESS_HEADER } from '../../lambdas/runtime/http/origin';
import { sharedStage, type SynthesizedStage } from './support/synth-stage';
import { referencedId, resource, resolvedAcrossStacks, resourcesOfType } from './support/template-queries';

type Config = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let dev: SynthesizedStage;
let stateless: Template;
let distribution: Config;

beforeAll(() => {
  dev = sharedStage('dev');
  stateless = dev.templates.stateless;
  distribution = resourcesOfType(dev.templates.web, 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig as Config;
});
afterAll(() => dev?.dispose());

const resolved = (value: unknown) => resolvedAcrossStacks(value, dev.templatesByStackName);
const apiBehavior = (pattern: string): Config => (distribution.CacheBehaviors as Config[]).find((candidate) => candidate.PathPattern === pattern)!;
const originOf = (behavior: Config): Config => (distribution.Origins as Config[]).find((origin) => origin.Id === behavior.TargetOriginId)!;
const secretId = () => {
  const secrets = resourcesOfType(stateless, 'AWS::SecretsManager::Secret');
  expect(secrets).toHaveLength(1);
  return secrets[0]![0];
};
/** The dynamic reference a value resolves to must name the one generated secret. */
const isSecretReference = (value: unknown) => {
  const json = resolved(value);
  expect(json).toContain('{{resolve:secretsmanager:');
  expect(json).toContain(`{"Ref":"${secretId()}"}`);
};

describe('Lambda runtime', () => {
  it('is a supported Node.js (22 or 24), and esbuild targets the same major version', () => {
    expect(['nodejs22.x', 'nodejs24.x']).toContain(LAMBDA_NODE_RUNTIME.name);
    expect(LAMBDA_NODE_RUNTIME.name).toBe(`nodejs${LAMBDA_NODE_MAJOR}.x`);
    expect(esbuildOptions().target).toBe(`node${LAMBDA_NODE_MAJOR}`);
    // Every Node.js function, the app's and CDK's own helpers alike (the bucket-notification helper is Python).
    const nodeRuntimes = new Set(
      resourcesOfType(stateless, 'AWS::Lambda::Function')
        .map(([, fn]) => fn.Properties.Runtime as string)
        .filter((runtime) => runtime.startsWith('nodejs')),
    );
    expect([...nodeRuntimes]).toEqual([LAMBDA_NODE_RUNTIME.name]);
  });
});

describe('the HTTP API is reachable only through CloudFront', () => {
  it('generates a secret that CloudFront sends to the HTTP API origin in the origin-verify header', () => {
    const secret = resource(stateless, secretId());
    expect(secret.Properties.GenerateSecretString).toMatchObject({ ExcludePunctuation: true, PasswordLength: 48 });
    const headers = originOf(apiBehavior('/api/*')).OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[];
    const verify = headers.filter((header) => header.HeaderName === ORIGIN_VERIFY_HEADER);
    expect(verify).toHaveLength(1);
    isSecretReference(verify[0]!.HeaderValue);
  });

  it('gives every HTTP route handler the same secret to check, and no other function', () => {
    // HTTP route functions are described as '<METHOD> /api/<path>' (stateless-stack.ts).
    const routeDescriptions = new Set(httpRoutes.map((route) => `${route.method} ${API_PREFIX}${route.path}`));
    let checked = 0;
    for (const [fnId, fn] of resourcesOfType(stateless, 'AWS::Lambda::Function')) {
      const variables = (fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
      if (routeDescriptions.has(String(fn.Properties.Description))) {
        isSecretReference(variables[ORIGIN_VERIFY_SECRET_ENV]);
        checked++;
      } else expect(variables[ORIGIN_VERIFY_SECRET_ENV], fnId).toBeUndefined();
    }
    expect(checked).toBe(new Set(httpRoutes.map((route) => route.handler)).size);
  });
});

describe('CloudFront forwards the viewer address', () => {
  it('writes the viewer IP into the address header on /api/* with a viewer-request function, overwriting a forged one', () => {
    const associations = apiBehavior('/api/*').FunctionAssociations as Config[];
    expect(associations).toHaveLength(1);
    expect(associations[0]!.EventType).toBe('viewer-request');
    const fn = resource(dev.templates.web, referencedId(associations[0]!.FunctionARN, 'FunctionARN'));
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const handler = new Function(`${fn.Properties.FunctionCode as string}\nreturn handler;`)() as (event: Config) => Config;
    const request = handler({
      viewer: { ip: '203.0.113.9' },
      request: { uri: '/api/login', headers: { [VIEWER_ADDRESS_HEADER]: { value: '10.9.9.9' }, 'x-forwarded-for': { value: '10.1.1.1' } } },
    });
    expect(request.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '203.0.113.9' });
    expect(request.uri).toBe('/api/login');
  });

  it('keeps forwarding every other viewer header (cookies, CSRF header) to the API', () => {
    expect(apiBehavior('/api/*').OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
  });
});

