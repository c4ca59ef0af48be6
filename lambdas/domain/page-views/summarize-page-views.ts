import type { PageViewCount } from '../../ports/blog';

export interface RouteTrend {
  route: string;
  views: number;
  /** Views in the most recent half of the period and in the half before it. */
  recent: number;
  earlier: number;
}

export interface PageViewSummary {
  total: number;
  /** Views per day, oldest first, every day of the period (zero when nothing was counted). */
  byDay: Array<{ day: string; views: number }>;
  topRoutes: RouteTrend[];
  topReferrers: Array<{ host: string; views: number }>;
}

/** Aggregates daily counters for the operator: totals, the busiest routes and where visitors came from. */
export function summarizePageViews(days: readonly string[], counts: readonly PageViewCount[], top = 10): PageViewSummary {
  const half = new Set(days.slice(Math.floor(days.length / 2)));
  const perDay = new Map(days.map((day) => [day, 0]));
  const routes = new Map<string, RouteTrend>();
  const referrers = new Map<string, number>();
  let total = 0;
  for (const count of counts) {
    total += count.views;
    perDay.set(count.day, (perDay.get(count.day) ?? 0) + count.views);
    const route = routes.get(count.route) ?? { route: count.route, views: 0, recent: 0, earlier: 0 };
    route.views += count.views;
    if (half.has(count.day)) route.recent += count.views;
    else route.earlier += count.views;
    routes.set(count.route, route);
    if (count.referrerHost !== 'direct') referrers.set(count.referrerHost, (referrers.get(count.referrerHost) ?? 0) + count.views);
  }
  return {
    total,
    byDay: days.map((day) => ({ day, views: perDay.get(day) ?? 0 })),
    topRoutes: [...routes.values()].sort((a, b) => b.views - a.views || a.route.localeCompare(b.route)).slice(0, top),
    topReferrers: [...referrers.entries()]
      .map(([host, views]) => ({ host, views }))
      .sort((a, b) => b.views - a.views || a.host.localeCompare(b.host))
      .slice(0, top),
  };
}

/** The `count` UTC days ending with the day of `now`, oldest first. */
export function lastDays(now: number, count: number): string[] {
  const days: string[] = [];
  for (let i = count - 1; i >= 0; i--) days.push(new Date(now - i * 86_400_000).toISOString().slice(0, 10));
  return days;
}
