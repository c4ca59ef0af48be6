import type { PageViewRequest } from '@heirloom/shared/contracts/blog';
import type { PageViewCounter } from '../../ports/blog';

/** Counts kept for 13 months, enough to compare a month with the same month a year before. */
export const PAGE_VIEW_RETENTION_DAYS = 400;

/** The UTC day of a moment, YYYY-MM-DD. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Only the host of an outside referrer is kept (never its path or query, which can carry personal
 * data); visits from our own pages, or with no referrer, count as 'direct'.
 */
export function referrerHost(referrer: string | undefined, ownHost: string | undefined): string {
  if (!referrer) return 'direct';
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return !host || host === ownHost ? 'direct' : host;
  } catch {
    return 'direct';
  }
}

/** Route patterns, never filled-in addresses: a stray id or query is cut off. */
export function routePattern(route: string): string {
  return route.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
}

export async function recordPageView(view: PageViewRequest, counter: PageViewCounter, now: number, ownHost: string | undefined): Promise<void> {
  await counter.count(utcDay(now), routePattern(view.route), referrerHost(view.referrer, ownHost));
}
