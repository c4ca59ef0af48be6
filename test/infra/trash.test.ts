import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedStage, type SynthesizedStage } from './support/synth-stage';
import { allowedActions, referencedId, resource, resourcesOfType, routeTargetIntegrationId, type CfnResource } from './support/template-queries';

/** Recently deleted as synthesized for stage dev: one Lambda per trash route, and the purge job on its schedule. */
let dev: SynthesizedStage;
let template: Template;
beforeAll(() => {
  dev = sharedStage('dev');
  template = dev.templates.stateless;
});
afterAll(() => dev?.dispose());

const TRASH_ROUTES = ['GET /api/photos/trash', 'POST /api/photos/trash/restore', 'POST /api/photos/trash/delete', 'POST /api/photos/trash/empty'];

function routeFunction(routeKey: string): string {
  const routes = resourcesOfType(template, 'AWS::ApiGatewayV2::Route').filter(([, route]) => route.Properties.RouteKey === routeKey);
  expect(routes, routeKey).toHaveLength(1);
  return referencedId(resource(template, routeTargetIntegrationId(routes[0]![1])).Properties.IntegrationUri, 'Arn');
}

const purgeJob = (): [string, CfnResource] => {
  const found = resourcesOfType(template, 'AWS::Lambda::Function').filter(([, fn]) => String(fn.Properties.Description).startsWith('Deletes for good, files included, the photos emptied from Recently deleted'));
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('Recently deleted in the stateless stack', () => {
  it('gives each trash route a function of its own', () => {
    const functions = TRASH_ROUTES.map(routeFunction);
    expect(new Set(functions).size).toBe(TRASH_ROUTES.length);
    for (const id of functions) expect(resource(template, id).Type).toBe('AWS::Lambda::Function');
  });

  it('runs the purge job every 15 minutes on an EventBridge rule, with failed runs kept for the alarm', () => {
    const [jobId] = purgeJob();
    const rules = resourcesOfType(template, 'AWS::Events::Rule').filter(([, rule]) => (rule.Properties.Targets as Array<{ Arn: unknown }>).some((target) => referencedId(target.Arn, 'Arn') === jobId));
    expect(rules).toHaveLength(1);
    expect(rules[0]![1].Properties.ScheduleExpression).toBe('cron(0/15 * * * ? *)');
    expect((rules[0]![1].Properties.Targets as Array<{ DeadLetterConfig?: unknown }>)[0]!.DeadLetterConfig).toBeDefined();
  });

  it('lets the purge job delete originals and renditions, and never scan the table', () => {
    const [, job] = purgeJob();
    const actions = allowedActions(template, referencedId(job.Properties.Role, 'Arn')).map((allowed) => allowed.action);
    expect(actions.filter((action) => action.startsWith('s3:Delete'))).not.toEqual([]);
    expect(actions.some((action) => action === 'dynamodb:*' || action.startsWith('dynamodb:') && action.includes('Write'))).toBe(true);
    expect(actions).not.toContain('dynamodb:Scan');
  });
});
