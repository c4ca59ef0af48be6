import type { HttpRoute } from '@heirloom/lambdas/http/routes';

/** API Gateway's token bucket for a route: a steady rate (requests a second) and a burst. */
export interface Throttle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * Every route of the stage, together: API Gateway's limits are for all callers at once (the WAF's
 * rate-based rule and the app's own per-address limits are per caller). Well above a busy day
 * (a family browsing signs tens of thumbnails a second), well below the account's 10,000.
 */
export const DEFAULT_ROUTE_THROTTLE: Throttle = { rateLimit: 500, burstLimit: 1000 };

/**
 * Routes a flood aims at: credentials and one-time codes (guessing, stuffing) and those that send
 * mail or SMS to addresses the caller chooses (invitations), each capped far below the default.
 */
export const TIGHT_ROUTE_CLASSES: Readonly<Record<string, { readonly throttle: Throttle; readonly routes: readonly `${HttpRoute['method']} ${string}`[] }>> = {
  signIn: {
    throttle: { rateLimit: 20, burstLimit: 40 },
    routes: ['POST /signup', 'POST /login', 'POST /external_login', 'POST /verify', 'POST /forgot_password', 'POST /update_password', 'POST /token', 'POST /user/reauth_code'],
  },
  invites: {
    throttle: { rateLimit: 10, burstLimit: 20 },
    routes: ['POST /invite', 'POST /invite_link/{personId}', 'POST /facebook_invite', 'POST /invite/{id}/resend', 'POST /invite/{id}/ask'],
  },
};

/**
 * Route settings by route key (API Gateway's `METHOD /api/path`), for the routes of a tight class.
 * A class naming a route the manifest does not have fails synthesis (API Gateway would refuse it).
 */
export function tightRouteSettings(routes: readonly HttpRoute[], prefix: string): Record<string, Throttle> {
  const known = new Set(routes.map((route) => `${route.method} ${route.path}`));
  const settings: Record<string, Throttle> = {};
  for (const [name, routeClass] of Object.entries(TIGHT_ROUTE_CLASSES)) {
    for (const route of routeClass.routes) {
      if (!known.has(route)) throw new Error(`Throttle class ${name} names ${route}, which is not in lambdas/http/routes.ts`);
      const [method, path] = route.split(' ');
      settings[`${method} ${prefix}${path}`] = routeClass.throttle;
    }
  }
  return settings;
}
