import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { API_PREFIX, httpRoutes } from '@heirloom/lambdas/http/routes';
import { STRIPE_ENV } from '@heirloom/lambdas/runtime/stripe-env';
import { needsStripeKeys, stripeSecretName } from '../../infra/constructs/stripe-keys';
import { sharedStage, type SynthesizedStage } from './support/synth-stage';
import { allowedActions, referencedId, resource, resourcesOfType } from './support/template-queries';

let prod: SynthesizedStage;
let template: Template;
beforeAll(() => {
  prod = sharedStage('prod');
  template = prod.templates.stateless;
});
afterAll(() => prod?.dispose());

const functions = () => resourcesOfType(template, 'AWS::Lambda::Function').filter(([, fn]) => typeof fn.Properties.Description === 'string');
const functionDescribed = (description: string) => {
  const found = functions().filter(([, fn]) => fn.Properties.Description === description);
  expect(found, description).toHaveLength(1);
  return found[0]!;
};
const roleOf = (fnId: string) => referencedId(resource(template, fnId).Properties.Role, 'Arn');
const secretActions = (roleId: string) => allowedActions(template, roleId).filter((grant) => grant.action.startsWith('secretsmanager:'));
const SECRET_ARN = new RegExp(`secret:${stripeSecretName('prod').replace(/\//g, '\\/')}-\\?\\?\\?\\?\\?\\?$`);
const arnText = (value: unknown) => JSON.stringify(value).replace(/\{"Ref":"AWS::(Partition|Region|AccountId)"\}/g, '$1').replace(/[",[\]{}]|Fn::Join/g, '');

describe('Stripe billing in AWS', () => {
  const billingRoutes = httpRoutes.filter((route) => needsStripeKeys('http', route.handler));

  it('routes POST /api/stripe_webhook to its own function, and outputs the webhook URL', () => {
    expect(billingRoutes.map((route) => `${route.method} ${route.path}`)).toContain('POST /stripe_webhook');
    const [webhookFn] = functionDescribed(`POST ${API_PREFIX}/stripe_webhook`);
    const routes = resourcesOfType(template, 'AWS::ApiGatewayV2::Route').filter(([, route]) => route.Properties.RouteKey === `POST ${API_PREFIX}/stripe_webhook`);
    expect(routes).toHaveLength(1);
    const integrationId = referencedId((routes[0]![1].Properties.Target as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1][1]);
    expect(referencedId(resource(template, integrationId).Properties.IntegrationUri, 'Arn')).toBe(webhookFn);
    const output = template.toJSON().Outputs.StripeWebhookUrl;
    expect(JSON.stringify(output.Value)).toContain(`${API_PREFIX}/stripe_webhook`);
  });

  it('gives the billing functions and account deletion the stage secret name, never a key', () => {
    const withKeys = [
      ...billingRoutes.map((route) => functionDescribed(`${route.method} ${API_PREFIX}${route.path}`)),
      functionDescribed('Consumer of the delete queue'),
    ];
    for (const [id, fn] of withKeys) expect(fn.Properties.Environment.Variables[STRIPE_ENV.secretName], id).toBe('heirloom/prod/stripe');
    for (const [id, fn] of functions()) {
      const variables = fn.Properties.Environment?.Variables ?? {};
      expect(variables[STRIPE_ENV.secretKey], id).toBeUndefined();
      expect(variables[STRIPE_ENV.webhookSecret], id).toBeUndefined();
    }
  });

  it('lets exactly the billing role and account deletion read that one secret, and nothing broader', () => {
    const readers = new Set([
      ...billingRoutes.map((route) => roleOf(functionDescribed(`${route.method} ${API_PREFIX}${route.path}`)[0])),
      roleOf(functionDescribed('Consumer of the delete queue')[0]),
    ]);
    expect(readers.size).toBe(2);
    const everyRole = resourcesOfType(template, 'AWS::IAM::Role').map(([id]) => id);
    for (const role of everyRole) {
      const grants = secretActions(role);
      if (!readers.has(role)) {
        expect(grants, role).toEqual([]);
        continue;
      }
      expect(grants.map((grant) => grant.action).sort(), role).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
      for (const grant of grants) expect(arnText(grant.resource), role).toMatch(SECRET_ARN);
    }
    // The billing role sends no mail and touches no objects beyond presigning like other routes.
    const billingRole = roleOf(functionDescribed(`POST ${API_PREFIX}/stripe_webhook`)[0]);
    expect(allowedActions(template, billingRole).filter((grant) => /^(ses|sns):/.test(grant.action))).toEqual([]);
  });
});
