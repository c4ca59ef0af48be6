/**
 * THE HTTP route manifest. The CDK stack creates one Lambda and one API Gateway route per entry,
 * and the local runtime mounts the same entries, so the two can never drift apart.
 *
 * `path` is API Gateway syntax ({param}); every route is served under the /api prefix.
 * `handler` is the module under lambdas/http (without extension) that exports `handler`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly handler: string;
}

export const API_PREFIX = '/api';

export const httpRoutes: readonly HttpRoute[] = [
  { method: 'GET', path: '/health', handler: 'system/get-health' },
  { method: 'GET', path: '/session', handler: 'system/get-session' },
  { method: 'POST', path: '/client_errors', handler: 'system/post-client-error' },
];
