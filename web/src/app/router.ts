import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes';

export const createAppRouter = () => createBrowserRouter(routes);

/**
 * Loads the code of the routes matching the address before the router starts. A prerendered page
 * is then drawn in the same first render as its HTML, so React can hydrate it instead of showing
 * a loader first (and throwing the prerendered HTML away).
 */
export async function loadMatchedRoutes(location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
