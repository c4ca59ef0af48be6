/**
 * `npm run duplicates:backfill -- -c stage=<stage> (--family <id> | --all) [--restart]`: gives the
 * photos stored before near-duplicate fingerprints were kept their hash (from their own thumbnails)
 * and files every photo of the family in the near-duplicate index, so its copies show on the review
 * page. Per family and resumable: each family's place is saved after every page of 100 photos, and
 * a family already done is skipped (--restart goes through it again; nothing is duplicated). --all
 * lists the families that hold photos with one Scan (an operator's one-off, like the memories
 * backfill). Stage local is the app started with npm start.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoPhotoStore } from '../lambdas/adapters/aws/dynamo-library-photos';
import { DynamoNearDuplicateStore } from '../lambdas/adapters/aws/dynamo-near-duplicates';
import { backfillStep, type BackfillDeps } from '../lambdas/domain/duplicates/backfill';
import { LOCAL_STAGE, parseStageArgs, resolveStageTarget, type StageTarget } from '../infra/ops/stage-target';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const { stage, rest } = parseStageArgs(process.argv.slice(2));
const familyArg = rest.indexOf('--family');
const family = familyArg >= 0 ? rest[familyArg + 1] : undefined;
const all = rest.includes('--all');
const restart = rest.includes('--restart');
if (!stage || (!family && !all) || (familyArg >= 0 && !family)) {
  console.error('Usage: npm run duplicates:backfill -- -c stage=<stage> (--family <family id> | --all) [--restart]');
  process.exit(2);
}

/** The media bucket: locally the one bucket the stand-in serves media from; in AWS the stateful stack's output. */
async function mediaBucketOf(target: StageTarget): Promise<string> {
  if (target.stage === LOCAL_STAGE) return target.blogMediaBucket;
  const client = new CloudFormationClient({});
  try {
    const result = await client.send(new DescribeStacksCommand({ StackName: `${target.stage}-heirloom-stateful` }));
    const bucket = result.Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === 'MediaBucketName')?.OutputValue;
    if (!bucket) throw new Error(`The stack ${target.stage}-heirloom-stateful has no MediaBucketName output`);
    return bucket;
  } finally {
    client.destroy();
  }
}

/** Every family that holds photos (a Scan: this tool's one-off, never a request path). */
async function familiesWithPhotos(client: DynamoDBDocumentClient, table: string): Promise<string[]> {
  const families = new Set<string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: '#entity = :photo',
        ProjectionExpression: 'familyId',
        ExpressionAttributeNames: { '#entity': '__edb_e__' },
        ExpressionAttributeValues: { ':photo': 'photo' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) if (typeof item.familyId === 'string') families.add(item.familyId);
    start = page.LastEvaluatedKey;
  } while (start);
  return [...families].sort();
}

try {
  const target = await resolveStageTarget(stage);
  try {
    const bucket = await mediaBucketOf(target);
    const deps: BackfillDeps = {
      duplicates: new DynamoNearDuplicateStore(target.documents, target.tableName),
      photos: new DynamoPhotoStore(target.documents, target.tableName),
      now: Date.now,
      readRendition: async (key) => Buffer.from(await (await target.s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToByteArray()),
    };
    const families = family ? [family] : await familiesWithPhotos(target.documents, target.tableName);
    for (const familyId of families) {
      let state = await backfillStep(deps, familyId, { restart });
      while (!state.done) {
        console.log(`family ${familyId}: photos looked at ${state.seen}, given a hash ${state.hashed}`);
        state = await backfillStep(deps, familyId);
      }
      console.log(`family ${familyId}: done (photos looked at ${state.seen}, given a hash ${state.hashed})`);
    }
    console.log(`Done on ${stage}: ${families.length === 1 ? 'the family is' : `${families.length} families are`} in the near-duplicate index.`);
  } finally {
    target.close();
  }
} catch (error) {
  console.error(`The near-duplicate backfill on ${stage} stopped: ${(error as Error).message}`);
  process.exit(1);
}
