/**
 * Page views for the operator: `npm run stats -- -c stage=<stage> [--days 28]` prints the busiest
 * pages with their trend (second half of the period against the first), views per day and the
 * sites visitors came from. One Query per day of counters.
 */
import { DynamoPageViewCounter } from '../lambdas/adapters/aws/dynamo-page-view-counter';
import { lastDays, summarizePageViews } from '../lambdas/domain/page-views/summarize-page-views';
import { parseStageArgs, resolveStageTarget } from '../infra/ops/stage-target';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const { stage, rest } = parseStageArgs(process.argv.slice(2));
const daysArg = rest.indexOf('--days');
const dayCount = daysArg >= 0 ? Number(rest[daysArg + 1]) : 28;
if (!stage || !Number.isInteger(dayCount) || dayCount < 2 || dayCount > 400) {
  console.error('Usage: npm run stats -- -c stage=<stage> [--days 28]   (2 to 400 days; stage local is the app started with npm start)');
  process.exit(2);
}

try {
  const target = await resolveStageTarget(stage);
  try {
    const counter = new DynamoPageViewCounter(target.documents, target.tableName);
    const days = lastDays(Date.now(), dayCount);
    const counts = (await Promise.all(days.map((day) => counter.day(day)))).flat();
    const summary = summarizePageViews(days, counts);
    console.log(`Page views on ${stage}, ${days[0]} to ${days[days.length - 1]}: ${summary.total}\n`);
    console.log('Top pages                                   views   trend (later half vs earlier half)');
    for (const route of summary.topRoutes) console.log(`  ${route.route.padEnd(40)} ${String(route.views).padStart(6)}   ${trend(route.recent, route.earlier)}`);
    if (!summary.topRoutes.length) console.log('  (no views counted yet)');
    console.log('\nViews per day');
    const max = Math.max(1, ...summary.byDay.map((day) => day.views));
    for (const day of summary.byDay) console.log(`  ${day.day} ${String(day.views).padStart(6)} ${'#'.repeat(Math.round((day.views / max) * 40))}`);
    console.log('\nReferring sites');
    for (const referrer of summary.topReferrers) console.log(`  ${referrer.host.padEnd(40)} ${String(referrer.views).padStart(6)}`);
    if (!summary.topReferrers.length) console.log('  (none: every view was direct or from our own pages)');
  } finally {
    target.close();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

function trend(recent: number, earlier: number): string {
  if (earlier === 0) return recent ? `${recent} vs 0 (new)` : '-';
  const change = Math.round(((recent - earlier) / earlier) * 100);
  return `${recent} vs ${earlier} (${change >= 0 ? '+' : ''}${change}%)`;
}
