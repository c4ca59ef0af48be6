import type { ExportGedcomMessage } from '@heirloom/shared/contracts/gedcom-export';
import { DynamoExportJobs } from '../adapters/aws/dynamo-export-jobs';
import { S3ExportFiles } from '../adapters/aws/s3-export-files';
import { SqsJobQueue } from '../adapters/aws/sqs-job-queue';
import { newId } from '../domain/family/ids';
import type { ExportLinks, RunExportDeps, StartExportDeps } from '../domain/gedcom-export/ports';
import { documentClient, s3Client, sqsClient } from './clients';
import { readEnv } from './env';
import { familyDeps } from './family-deps';
import { familyMediaSource } from './family-media-source';
import { realtimePublisher } from './realtime-deps';

let jobs: DynamoExportJobs | undefined;
let files: S3ExportFiles | undefined;
let starting: StartExportDeps | undefined;
let running: Omit<RunExportDeps, 'outOfTime' | 'continueLater' | 'newId'> | undefined;
let queue: SqsJobQueue<ExportGedcomMessage> | undefined;

const exportJobs = () => (jobs ??= new DynamoExportJobs(documentClient(), readEnv('tableName')));
/** Export files go to the media bucket, under exports/<family>/ (expired by the bucket's lifecycle). */
const exportFiles = () => (files ??= new S3ExportFiles(s3Client(), readEnv('mediaBucket')));

const exportsQueue = () => (queue ??= new SqsJobQueue<ExportGedcomMessage>(sqsClient(), readEnv('exportsQueueUrl')));

/** POST /export/gedcom: the jobs and the exports queue. */
export function startExportDeps(): StartExportDeps {
  return (starting ??= { jobs: exportJobs(), queue: exportsQueue(), now: Date.now, newId });
}

/** GET /export/gedcom/{id}: the jobs and signed links to finished files. */
export function readExportDeps(): { jobs: DynamoExportJobs; links: ExportLinks; now(): number } {
  return { jobs: exportJobs(), links: exportFiles(), now: Date.now };
}

/**
 * A zip of originals (a GEDZIP, a download of a selection) stops starting originals after this
 * long and hands over to a fresh run: the consumer has 15 minutes, and the original in flight (a
 * video of a few GB) must fit in what is left. EXPORT_RUN_BUDGET_MS sets it for tests and benches.
 */
const RUN_BUDGET_MS = 11 * 60_000;
/**
 * A download of a selection hands over sooner: the downloads consumer runs a few zips at once for
 * every family, and a run that hands over goes to the back of the queue, so how long one run lasts
 * is how long another family's small zip can wait behind busy slots. Two minutes of streaming
 * (several GB at S3's speed) still zips most selections in one run.
 */
const DOWNLOAD_RUN_BUDGET_MS = 2 * 60_000;
export const zipRunBudgetMs = (kind: 'export' | 'download' = 'export') =>
  Number(process.env.EXPORT_RUN_BUDGET_MS ?? (kind === 'download' ? DOWNLOAD_RUN_BUDGET_MS : RUN_BUDGET_MS));

/**
 * The exports queue's consumer, for one run: the tree, the family's media (GEDZIP), the jobs, the
 * file writer, the realtime channel, and the run's clock and queue for handing over.
 */
export function runExportDeps(): RunExportDeps {
  const started = Date.now();
  const budget = zipRunBudgetMs();
  running ??= { jobs: exportJobs(), family: familyDeps(), files: exportFiles(), media: familyMediaSource(), realtime: realtimePublisher(), now: Date.now };
  return { ...running, outOfTime: () => Date.now() - started > budget, continueLater: (message) => exportsQueue().send(message), newId };
}
