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

  { method: 'POST', path: '/signup', handler: 'accounts/post-signup' },
  { method: 'POST', path: '/login', handler: 'accounts/post-login' },
  { method: 'POST', path: '/verify', handler: 'accounts/post-verify' },
  { method: 'POST', path: '/forgot_password', handler: 'accounts/post-forgot-password' },
  { method: 'POST', path: '/update_password', handler: 'accounts/post-update-password' },
  { method: 'POST', path: '/token', handler: 'accounts/post-token' },
  { method: 'POST', path: '/logout', handler: 'accounts/post-logout' },
  { method: 'GET', path: '/user', handler: 'accounts/get-user' },
  { method: 'POST', path: '/user/free_trial', handler: 'accounts/post-free-trial' },
  { method: 'POST', path: '/user/{user_id}', handler: 'accounts/post-user' },
  { method: 'POST', path: '/delete_request', handler: 'accounts/post-delete-request' },
  { method: 'POST', path: '/delete_user/{user_id}', handler: 'accounts/post-delete-user' },

  { method: 'POST', path: '/upload_url', handler: 'uploads/post-upload-url' },
];
