/**
 * `npm run memories:backfill -- -c stage=<stage> [--from <cursor>]`: gives the photos and events
 * stored before the memories index their day of the year, so they are recalled on it. A page at a
 * time, printing progress and the cursor to resume from; running it again changes nothing (stage
 * local is the app started with npm start). See the README's "Upgrading a stage".
 */
import { DynamoMemoryBackfill } from '../lambdas/adapters/aws/dynamo-memory-backfill';
import { parseStageArgs, resolveStageTarget } from '../infra/ops/stage-target';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const { stage, rest } = parseStageArgs(process.argv.slice(2));
const fromArg = rest.indexOf('--from');
let cursor: string | null = fromArg >= 0 ? (rest[fromArg + 1] ?? null) : null;
if (!stage || (fromArg >= 0 && !cursor)) {
  console.error('Usage: npm run memories:backfill -- -c stage=<stage> [--from <cursor printed by an earlier run>]');
  process.exit(2);
}

try {
  const target = await resolveStageTarget(stage);
  try {
    const backfill = new DynamoMemoryBackfill(target.documents, target.tableName);
    let seen = 0;
    let indexed = 0;
    do {
      const page = await backfill.page(cursor);
      seen += page.seen;
      indexed += page.indexed;
      cursor = page.cursor;
      console.log(`photos, events and accounts looked at: ${seen}, given their entry: ${indexed}${cursor ? `; resume with --from ${cursor}` : ''}`);
    } while (cursor);
    console.log(`Done on ${stage}: every photo and event dated to the day is in the memories index, and every account in the directory.`);
  } finally {
    target.close();
  }
} catch (error) {
  console.error(`The memories backfill on ${stage} stopped: ${(error as Error).message}`);
  process.exit(1);
}
