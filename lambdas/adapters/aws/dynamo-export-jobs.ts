import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoJobRecord } from './dynamo-job-record';
import { isConditionalCheckFailure } from './conditional-check';
import type { ExportJob, ExportJobPatch, ExportJobStore } from '../../domain/gedcom-export/ports';
import { ownerPartition } from './entities/owner-index';
import { TABLE_TTL_ATTRIBUTE } from './table-definition';

/**
 * Export jobs (domain/gedcom-export). A family's jobs share one partition:
 *
 *   pk gedcomexport#<family>   sk job#<id>   the job: status, people written of total, the file's key
 *   pk gedcomexport#<family>   sk running    the family's slot: exportId of the job queued or running
 *
 * Claiming the slot and saving the job are one transaction, so two clicks start one export.
 * Jobs expire (TTL) a week after they start; their files expire sooner (the bucket's lifecycle).
 * Both items carry the owner index (gsi3) of the family, so deleting a family of one's account
 * removes them at once.
 */
const JOB_TTL_SECONDS = 7 * 24 * 60 * 60;
const partition = (ownerId: string) => `gedcomexport#${ownerId}`;
const jobKey = (ownerId: string, id: string) => ({ pk: partition(ownerId), sk: `job#${id}` });
const slotKey = (ownerId: string) => ({ pk: partition(ownerId), sk: 'running' });
const ownerIndex = (ownerId: string, sk: string) => ({ gsi3pk: ownerPartition(ownerId), gsi3sk: `gedcomexport#${sk}` });

export class DynamoExportJobs implements ExportJobStore {
  private readonly record: DynamoJobRecord;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.record = new DynamoJobRecord(client, table);
  }

  async get(ownerId: string, id: string): Promise<ExportJob | null> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: jobKey(ownerId, id), ConsistentRead: true }));
    return Item ? toJob(Item) : null;
  }

  async current(ownerId: string): Promise<ExportJob | null> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: slotKey(ownerId), ConsistentRead: true }));
    return typeof Item?.exportId === 'string' ? this.get(ownerId, Item.exportId) : null;
  }

  async claim(job: ExportJob, replacing: string | null): Promise<boolean> {
    try {
      await this.client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table,
                Item: { ...slotKey(job.ownerId), ...ownerIndex(job.ownerId, 'running'), exportId: job.id },
                ConditionExpression: replacing === null ? 'attribute_not_exists(pk)' : 'attribute_not_exists(pk) OR exportId = :replacing',
                ...(replacing === null ? {} : { ExpressionAttributeValues: { ':replacing': replacing } }),
              },
            },
            {
              Put: {
                TableName: this.table,
                Item: { ...jobKey(job.ownerId, job.id), ...ownerIndex(job.ownerId, job.id), ...job, [TABLE_TTL_ATTRIBUTE]: Math.floor(job.createdAt / 1000) + JOB_TTL_SECONDS },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof TransactionCanceledException && error.CancellationReasons?.some((reason) => reason.Code === 'ConditionalCheckFailed')) return false;
      throw error;
    }
  }

  begin(ownerId: string, id: string, at: number): Promise<boolean> {
    return this.record.begin(jobKey(ownerId, id), at);
  }

  resume(ownerId: string, id: string, run: string, at: number): Promise<boolean> {
    return this.record.resume(jobKey(ownerId, id), run, at);
  }

  update(ownerId: string, id: string, patch: ExportJobPatch): Promise<void> {
    return this.record.update(jobKey(ownerId, id), patch);
  }

  async release(ownerId: string, id: string): Promise<void> {
    await this.client
      .send(new DeleteCommand({ TableName: this.table, Key: slotKey(ownerId), ConditionExpression: 'exportId = :id', ExpressionAttributeValues: { ':id': id } }))
      .catch((error: unknown) => {
        // Another job holds the slot now (this one had stalled and was replaced): nothing to free.
        if (!isConditionalCheckFailure(error)) throw error;
      });
  }
}

function toJob(item: Record<string, unknown>): ExportJob {
  return {
    ownerId: String(item.ownerId),
    id: String(item.id),
    version: item.version as ExportJob['version'],
    status: item.status as ExportJob['status'],
    requestedBy: String(item.requestedBy),
    peopleWritten: Number(item.peopleWritten ?? 0),
    peopleTotal: item.peopleTotal === null || item.peopleTotal === undefined ? null : Number(item.peopleTotal),
    mediaWritten: Number(item.mediaWritten ?? 0),
    mediaTotal: item.mediaTotal === null || item.mediaTotal === undefined ? null : Number(item.mediaTotal),
    fileName: String(item.fileName),
    key: String(item.key),
    size: item.size === null || item.size === undefined ? null : Number(item.size),
    message: typeof item.message === 'string' ? item.message : null,
    createdAt: Number(item.createdAt),
    updatedAt: Number(item.updatedAt),
    run: typeof item.run === 'string' ? item.run : null,
  };
}
