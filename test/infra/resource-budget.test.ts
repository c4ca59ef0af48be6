import { NestedStack } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '@heirloom/lambdas/http/routes';
import { wsRoutes } from '@heirloom/lambdas/ws/routes';
import { routesByDomain } from '../../infra/stacks/http-route-stack';
import { synthStage, type SynthesizedStage } from './support/synth-stage';

/**
 * CloudFormation refuses a stack (or nested stack) of more than 500 resources. Each HTTP route costs
 * about four, so the route functions live in one nested stack per domain folder (HttpRouteStack).
 * This keeps every template of every stage well below the limit, so that adding routes fails here,
 * with room left to split a domain, long before a synthesis or deployment does.
 */
const RESOURCE_BUDGET = 400;

const STAGES: Record<string, Record<string, unknown>> = {
  dev: {},
  // Every optional setting on: the most resources a stage has.
  prod: {
    stage: 'prod',
    domainName: 'photos.example.com',
    certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
    alarmEmail: 'ops@example.com',
    mailFrom: 'no-reply@photos.example.com',
    ffmpegLayerArn: 'arn:aws:lambda:eu-west-1:111111111111:layer:ffmpeg:1',
    googleClientId: 'client.apps.googleusercontent.com',
    facebookAppId: '1234',
    facebookAppSecretName: 'heirloom/prod/facebook',
    mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
    mapTileAttribution: 'Tiles',
  },
};

const synthesized = new Map<string, SynthesizedStage>();
beforeAll(() => {
  for (const [name, context] of Object.entries(STAGES)) synthesized.set(name, synthStage({ bundle: false, context }));
});
afterAll(() => synthesized.forEach((stage) => stage.dispose()));

const resourceCounts = (stage: SynthesizedStage): [string, number][] =>
  [...stage.stackTemplates].map(([path, template]) => [path, Object.keys(template.toJSON().Resources ?? {}).length]);

describe.each(Object.keys(STAGES))('the %s stage', (name) => {
  it(`has no stack or nested stack of more than ${RESOURCE_BUDGET} resources`, () => {
    const counts = resourceCounts(synthesized.get(name)!);
    console.log(`Resources per stack (${name}):\n${counts.map(([path, count]) => `  ${String(count).padStart(4)}  ${path}`).join('\n')}`);
    expect(counts.length).toBeGreaterThan(3);
    expect(counts.filter(([, count]) => count > RESOURCE_BUDGET)).toEqual([]);
  });

  it('puts the HTTP route functions in one nested stack per domain folder of lambdas/http', () => {
    const { stateless } = synthesized.get(name)!.stacks;
    const nested = stateless.node.findAll().filter((construct): construct is NestedStack => NestedStack.isNestedStack(construct));
    expect(nested.map((stack) => stack.nestedStackParent)).toEqual(nested.map(() => stateless));
    expect(stateless.httpRouteStacks.map((stack) => stack.domain).sort()).toEqual([...routesByDomain(httpRoutes).keys()].sort());
    const routeCounts = stateless.httpRouteStacks.map((stack) => {
      const template = synthesized.get(name)!.stackTemplates.get(stack.node.path)!;
      return Object.keys(template.findResources('AWS::ApiGatewayV2::Route')).length;
    });
    expect(routeCounts.reduce((sum, count) => sum + count, 0)).toBe(httpRoutes.length);
    // The stateless stack itself keeps only the WebSocket routes: its size does not grow with HTTP routes.
    const parentRoutes = synthesized.get(name)!.stackTemplates.get(stateless.node.path)!.findResources('AWS::ApiGatewayV2::Route');
    expect(Object.keys(parentRoutes)).toHaveLength(wsRoutes.length);
  });
});
