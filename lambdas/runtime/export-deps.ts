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
let running: RunExportDeps | undefined;

const exportJobs = () => (jobs ??= new DynamoExportJobs(documentClient(), readEnv('tableName')));
/** Export files go to the media bucket, under exports/<family>/ (expired by the bucket's lifecycle). */
const exportFiles = () => (files ??= new S3ExportFiles(s3Client(), readEnv('mediaBucket')));

/** POST /export/gedcom: the jobs and the exports queue. */
export function startExportDeps(): StartExportDeps {
  return (starting ??= { jobs: exportJobs(), queue: new SqsJobQueue<ExportGedcomMessage>(sqsClient(), readEnv('exportsQueueUrl')), now: Date.now, newId });
}

/** GET /export/gedcom/{id}: the jobs and signed links to finished files. */
export function readExportDeps(): { jobs: DynamoExportJobs; links: ExportLinks; now(): number } {
  return { jobs: exportJobs(), links: exportFiles(), now: Date.now };
}

/** The exports queue's consumer: the tree, the family's media (GEDZIP), the jobs, the file writer and the realtime channel. */
export function runExportDeps(): RunExportDeps {
  return (running ??= { jobs: exportJobs(), family: familyDeps(), files: exportFiles(), media: familyMediaSource(), realtime: realtimePublisher(), now: Date.now });
}
