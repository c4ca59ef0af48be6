import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PhotoDownloadJob, PhotoDownloadPatch, PhotoDownloadStore } from '../../domain/photo-downloads/ports';
import { DynamoJobRecord } from './dynamo-job-record';
import { ownerPartition } from './entities/owner-index';
import { TABLE_TTL_ATTRIBUTE } from './table-definition';

/**
 * Downloads of a selection (domain/photo-downloads). A family's share one partition:
 *
 *   pk photodownload#<family>   sk job#<id>            the job: status, items written of total, the zip's key
 *   pk photodownload#<family>   sk job#<id>#selection  the ids chosen (up to 500: ~15 KB, read once by the first run)
 *
 * The selection is an item of its own because the job is read every second while it runs, and a
 * read costs by the item's size. Both expire (TTL) a week after they start, the zip after a day
 * (the bucket's lifecycle), and both carry the owner index (gsi3) of the family, so deleting the
 * family removes them at once.
 */
const JOB_TTL_SECONDS = 7 * 24 * 60 * 60;
const partition = (ownerId: string) => `photodownload#${ownerId}`;
const jobKey = (ownerId: string, id: string) => ({ pk: partition(ownerId), sk: `job#${id}` });
const selectionKey = (ownerId: string, id: string) => ({ pk: partition(ownerId), sk: `job#${id}#selection` });
const ownerIndex = (ownerId: string, sk: string) => ({ gsi3pk: ownerPartition(ownerId), gsi3sk: `photodownload#${sk}` });

export class DynamoPhotoDownloads implements PhotoDownloadStore {
  private readonly record: DynamoJobRecord;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.record = new DynamoJobRecord(client, table);
  }

  async create(job: PhotoDownloadJob, photoIds: readonly string[]): Promise<void> {
    const expires = { [TABLE_TTL_ATTRIBUTE]: Math.floor(job.createdAt / 1000) + JOB_TTL_SECONDS };
    await this.client.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: this.table, Item: { ...jobKey(job.ownerId, job.id), ...ownerIndex(job.ownerId, job.id), ...job, ...expires }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: this.table, Item: { ...selectionKey(job.ownerId, job.id), ...ownerIndex(job.ownerId, `${job.id}#selection`), photoIds: [...photoIds], ...expires } } },
        ],
      }),
    );
  }

  async get(ownerId: string, id: string): Promise<PhotoDownloadJob | null> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: jobKey(ownerId, id), ConsistentRead: true }));
    return Item ? toJob(Item) : null;
  }

  async selection(ownerId: string, id: string): Promise<string[]> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: selectionKey(ownerId, id), ConsistentRead: true }));
    return Array.isArray(Item?.photoIds) ? Item.photoIds.map(String) : [];
  }

  begin(ownerId: string, id: string, at: number): Promise<boolean> {
    return this.record.begin(jobKey(ownerId, id), at);
  }

  resume(ownerId: string, id: string, run: string, at: number): Promise<boolean> {
    return this.record.resume(jobKey(ownerId, id), run, at);
  }

  update(ownerId: string, id: string, patch: PhotoDownloadPatch): Promise<void> {
    return this.record.update(jobKey(ownerId, id), patch);
  }
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function toJob(item: Record<string, unknown>): PhotoDownloadJob {
  return {
    ownerId: String(item.ownerId),
    arriving: typeof item.arriving === 'string' ? item.arriving : null,
    id: String(item.id),
    requestedBy: String(item.requestedBy),
    status: item.status as PhotoDownloadJob['status'],
    itemsWritten: Number(item.itemsWritten ?? 0),
    itemsTotal: Number(item.itemsTotal ?? 0),
    bytesTotal: Number(item.bytesTotal ?? 0),
    fileName: String(item.fileName),
    key: String(item.key),
    size: numberOrNull(item.size),
    message: typeof item.message === 'string' ? item.message : null,
    createdAt: Number(item.createdAt),
    updatedAt: Number(item.updatedAt),
    run: typeof item.run === 'string' ? item.run : null,
  };
}
