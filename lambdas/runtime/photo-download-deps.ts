import type { PhotoDownloadMessage } from '@heirloom/shared/contracts/photo-downloads';
import { DynamoPhotoDownloads } from '../adapters/aws/dynamo-photo-downloads';
import { S3ExportFiles } from '../adapters/aws/s3-export-files';
import { SqsJobQueue } from '../adapters/aws/sqs-job-queue';
import { newId } from '../domain/family/ids';
import type { ReadPhotoDownloadDeps, RunPhotoDownloadDeps, StartPhotoDownloadDeps } from '../domain/photo-downloads/ports';
import { documentClient, s3Client, sqsClient } from './clients';
import { readEnv } from './env';
import { zipRunBudgetMs } from './export-deps';
import { libraryDeps } from './library-deps';
import { objectStorage } from './media-deps';

let downloads: DynamoPhotoDownloads | undefined;
let files: S3ExportFiles | undefined;
let queue: SqsJobQueue<PhotoDownloadMessage> | undefined;

const downloadStore = () => (downloads ??= new DynamoPhotoDownloads(documentClient(), readEnv('tableName')));
/** Zips go to the media bucket, under the family's exports/ folder (expired by the bucket's lifecycle). */
const zipFiles = () => (files ??= new S3ExportFiles(s3Client(), readEnv('mediaBucket')));
const downloadsQueue = () => (queue ??= new SqsJobQueue<PhotoDownloadMessage>(sqsClient(), readEnv('downloadsQueueUrl')));

/** POST /photos/download: the photos, the jobs and the downloads queue. */
export function startPhotoDownloadDeps(): StartPhotoDownloadDeps {
  return { photos: libraryDeps().photos, downloads: downloadStore(), queue: downloadsQueue(), now: Date.now, newId };
}

/** GET /photos/download/{id}: the jobs and signed links to finished zips. */
export function readPhotoDownloadDeps(): ReadPhotoDownloadDeps {
  return { downloads: downloadStore(), links: zipFiles(), now: Date.now };
}

/** The downloads queue's consumer, for one run: it stops starting originals after a download's run budget. */
export function runPhotoDownloadDeps(): RunPhotoDownloadDeps {
  const started = Date.now();
  const budget = zipRunBudgetMs('download');
  return {
    photos: libraryDeps().photos,
    downloads: downloadStore(),
    files: zipFiles(),
    openOriginal: (item) => objectStorage().readUploadRange(item.objectKey, 0, item.size),
    outOfTime: () => Date.now() - started > budget,
    continueLater: (message) => downloadsQueue().send(message),
    now: Date.now,
    newId,
  };
}
