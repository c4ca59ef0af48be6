import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, httpRoutes } from '@heirloom/lambdas/http/routes';
import { DEFAULT_ROUTE_THROTTLE, TIGHT_ROUTE_CLASSES } from '../../infra/constructs/api-throttling';
import { COUNTED_CORE_RULES, MANAGED_RULE_GROUPS, RATE_LIMIT_PER_ADDRESS } from '../../infra/constructs/edge-web-acl';
import { WEBSOCKET_THROTTLE } from '../../infra/constructs/ws-api';
import { CLOUDFRONT_WAF_REGION } from '../../infra/stacks/edge-stack';
import { readStageConfig } from '../../infra/stacks/stage-config';
import { WebStack } from '../../infra/stacks/web-stack';
import { synthStage, type SynthesizedStage } from './support/synth-stage';
import { resourcesOfType, type CfnResource } from './support/template-queries';

/**
 * Edge protection of the prod stage as it deploys from a region other than us-east-1 (eu-west-1):
 * the WAF web ACL in its own us-east-1 stack, attached to the distribution; API throttling.
 */
let prod: SynthesizedStage;
beforeAll(() => {
  prod = synthStage({ bundle: false, context: { stage: 'prod', alarmEmail: 'ops@example.com' }, env: { account: '111111111111', region: 'eu-west-1' } });
});
afterAll(() => prod?.dispose());

const only = (template: Template, type: string): CfnResource => {
  const found = resourcesOfType(template, type);
  expect(found.map(([id]) => id), type).toHaveLength(1);
  return found[0]![1];
};
const distributionConfig = (template: Template) => only(template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;

/** Every rule of a web ACL: the rate-based rule first, then the managed groups, all blocking. */
function expectEdgeRules(acl: CfnResource): void {
  expect(acl.Properties.Scope).toBe('CLOUDFRONT');
  expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
  const rules = acl.Properties.Rules as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  const rate = rules.find((rule) => rule.Statement.RateBasedStatement);
  expect(rate).toMatchObject({ Priority: 0, Action: { Block: {} }, Statement: { RateBasedStatement: { Limit: RATE_LIMIT_PER_ADDRESS, AggregateKeyType: 'IP' } } });
  const managed = rules.filter((rule) => rule.Statement.ManagedRuleGroupStatement);
  expect(managed.map((rule) => rule.Statement.ManagedRuleGroupStatement.Name)).toEqual([...MANAGED_RULE_GROUPS]);
  expect(MANAGED_RULE_GROUPS).toEqual(expect.arrayContaining(['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesAmazonIpReputationList']));
  for (const rule of managed) {
    expect(rule.OverrideAction, rule.Name).toEqual({ None: {} });
    expect(rule.Statement.ManagedRuleGroupStatement.VendorName).toBe('AWS');
    // Only the rules named (with their reason) are counted instead of blocked.
    const counted = (rule.Statement.ManagedRuleGroupStatement.RuleActionOverrides ?? []) as { Name: string; ActionToUse: unknown }[];
    for (const override of counted) expect(override.ActionToUse).toEqual({ Count: {} });
    expect(counted.map((override) => override.Name)).toEqual(rule.Name === 'AWSManagedRulesCommonRuleSet' ? [...COUNTED_CORE_RULES] : []);
  }
  for (const rule of rules) expect(rule.VisibilityConfig).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
}

describe('WAF in front of CloudFront (prod, deployed from eu-west-1)', () => {
  it('the web ACL is in its own stack in us-east-1 (CloudFront web ACLs must be), with managed rules and a rate limit per address', () => {
    expect(prod.stacks.edge?.region).toBe(CLOUDFRONT_WAF_REGION);
    const edge = prod.templatesByStackName[prod.stacks.edge!.stackName]!;
    expectEdgeRules(only(edge, 'AWS::WAFv2::WebACL'));
    expect(resourcesOfType(prod.templates.web, 'AWS::WAFv2::WebACL')).toEqual([]);
  });

  it('the distribution is attached to it, reading its ARN from us-east-1', () => {
    const edge = prod.templatesByStackName[prod.stacks.edge!.stackName]!;
    const [aclId] = resourcesOfType(edge, 'AWS::WAFv2::WebACL')[0]!;
    const reference = distributionConfig(prod.templates.web).WebACLId['Fn::GetStackOutput'];
    expect(reference).toMatchObject({ StackName: prod.stacks.edge!.stackName, Region: CLOUDFRONT_WAF_REGION });
    expect(edge.toJSON().Outputs[reference.OutputName].Value).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('in us-east-1 the web stack holds the web ACL itself', () => {
    const app = new App({ context: { stage: 'prod', 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
    const web = new WebStack(app, 'web', {
      env: { account: '111111111111', region: CLOUDFRONT_WAF_REGION },
      config: readStageConfig(app.node),
      httpApiDomain: 'api.execute-api.us-east-1.amazonaws.com',
      webSocketDomain: 'ws.execute-api.us-east-1.amazonaws.com',
      originVerifySecret: 'secret',
      browserBuckets: [],
      siteDir: undefined,
    });
    const template = Template.fromStack(web);
    const [aclId, acl] = resourcesOfType(template, 'AWS::WAFv2::WebACL')[0]!;
    expectEdgeRules(acl);
    expect(distributionConfig(template).WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('CloudFront serves from North America and Europe edges only (PriceClass_100)', () => {
    expect(distributionConfig(prod.templates.web).PriceClass).toBe('PriceClass_100');
  });
});

describe('API Gateway throttling per route class', () => {
  const httpStage = () => {
    const stages = resourcesOfType(prod.templates.stateless, 'AWS::ApiGatewayV2::Stage').filter(([, stage]) => stage.Properties.StageName === '$default');
    expect(stages).toHaveLength(1);
    return stages[0]![1].Properties;
  };

  it('every route of the HTTP API has the default limits', () => {
    expect(httpStage().DefaultRouteSettings).toEqual({ ThrottlingRateLimit: DEFAULT_ROUTE_THROTTLE.rateLimit, ThrottlingBurstLimit: DEFAULT_ROUTE_THROTTLE.burstLimit });
  });

  it('sign-in, sign-up, codes and invitations have tighter limits, on routes that exist', () => {
    const settings = httpStage().RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    const routeKeys = new Set(resourcesOfType(prod.templates.stateless, 'AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties.RouteKey as string));
    for (const key of ['POST /login', 'POST /signup', 'POST /invite']) expect(Object.keys(settings)).toContain(`POST ${API_PREFIX}${key.split(' ')[1]}`);
    for (const [name, routeClass] of Object.entries(TIGHT_ROUTE_CLASSES)) {
      expect(routeClass.throttle.rateLimit, name).toBeLessThan(DEFAULT_ROUTE_THROTTLE.rateLimit / 10);
      for (const route of routeClass.routes) {
        const key = `${route.split(' ')[0]} ${API_PREFIX}${route.split(' ')[1]}`;
        expect(routeKeys.has(key), key).toBe(true);
        expect(settings[key], key).toEqual({ ThrottlingRateLimit: routeClass.throttle.rateLimit, ThrottlingBurstLimit: routeClass.throttle.burstLimit });
      }
    }
    expect(Object.keys(settings).length).toBeLessThan(httpRoutes.length);
  });

  it('the WebSocket stage has limits too', () => {
    const stage = resourcesOfType(prod.templates.stateless, 'AWS::ApiGatewayV2::Stage').find(([, candidate]) => candidate.Properties.StageName === 'ws')![1];
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: WEBSOCKET_THROTTLE.rateLimit, ThrottlingBurstLimit: WEBSOCKET_THROTTLE.burstLimit });
  });
});
