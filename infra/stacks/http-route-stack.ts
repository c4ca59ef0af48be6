import { NestedStack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { HttpRoute } from '@heirloom/lambdas/http/routes';

/**
 * The functions of one domain folder of HTTP handlers (lambdas/http/<domain>/) with their routes,
 * integrations and invoke permissions, as a nested stack of the stateless stack.
 *
 * Why: every route costs about four resources (function, route, integration, permission) and
 * CloudFormation allows 500 per stack, so with a hundred-odd routes one stack no longer fits. The
 * API itself, the shared roles, log group and grants stay in the stateless stack and reach these
 * stacks as parameters. Grouping by domain folder (rather than in chunks of N routes) keeps every
 * route in the same nested stack as routes are added elsewhere: a route moving between stacks would
 * be created in its new stack before being deleted from its old one, which API Gateway refuses
 * (two routes with one key). test/infra/resource-budget.test.ts keeps each stack well below 500.
 */
export class HttpRouteStack extends NestedStack {
  constructor(
    scope: Construct,
    id: string,
    readonly domain: string,
  ) {
    super(scope, id, { description: `HTTP routes of lambdas/http/${domain}/` });
  }
}

/** The domain folder of a handler: 'people/get-person' -> 'people'. */
export function routeDomain(handler: string): string {
  const slash = handler.indexOf('/');
  if (slash <= 0) throw new Error(`HTTP handler "${handler}" is not in a domain folder (lambdas/http/<domain>/<name>.ts)`);
  return handler.slice(0, slash);
}

/** Manifest routes by domain folder, in manifest order. */
export function routesByDomain(routes: readonly HttpRoute[]): Map<string, HttpRoute[]> {
  const byDomain = new Map<string, HttpRoute[]>();
  for (const route of routes) {
    const domain = routeDomain(route.handler);
    byDomain.set(domain, [...(byDomain.get(domain) ?? []), route]);
  }
  return byDomain;
}
