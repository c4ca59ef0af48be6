import { useEffect, useRef } from 'react';
import { useLocation, useParams, type Params } from 'react-router';
import { CSRF_HEADER } from '@heirloom/shared/constants';
import { API_BASE_PATH, CSRF_HEADER_VALUE } from '../config/env';

/**
 * The address as a route pattern: every parameter's value replaced by its name, so no id, slug of
 * a private item, or query string ever leaves the browser in a page view ('/person/:personId/notes').
 */
export function routePatternOf(match: { pathname: string; params: Params }): string {
  let pattern = match.pathname.replace(/\/+$/, '') || '/';
  const params = Object.entries(match.params).filter((entry): entry is [string, string] => Boolean(entry[1]));
  for (const [name, value] of params) {
    if (name === '*') {
      const rest = `/${value}`.replace(/\/+$/, '');
      if (pattern.endsWith(rest)) pattern = `${pattern.slice(0, -rest.length)}/*`;
      continue;
    }
    const segment = `/${encodeURIComponent(value)}`;
    pattern = pattern.split('/').map((part) => (`/${part}` === segment || part === value ? `:${name}` : part)).join('/');
  }
  return pattern;
}

/** Sends one view; `keepalive` lets it finish while the page unloads. Failures are not worth a word. */
function sendPageView(route: string, referrer: string | undefined): void {
  void fetch(`${API_BASE_PATH}/page_views`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify(referrer ? { route, referrer } : { route }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Routing rule 'Page views are tracked' (spec 001 section 2), first-party and without personal
 * data: one beacon per page shown, with its route pattern and, on arrival, the referring page
 * (the server keeps only its host).
 */
export function usePageViews(): void {
  // Above the pages, the router's params are still every param of the address (the router gives
  // each level of a match the whole address's params).
  const { pathname } = useLocation();
  const params = useParams();
  const route = routePatternOf({ pathname, params });
  const first = useRef(true);
  useEffect(() => {
    sendPageView(route, first.current ? document.referrer || undefined : undefined);
    first.current = false;
    // Once per address shown (a new post is a new view), not per render or query change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
