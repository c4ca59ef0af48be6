import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity, Service, type EntityItem } from 'electrodb';
import { isConditionalCheckFailure } from './conditional-check';
import { QuotaExceeded, type UploadRecord, type UploadStore } from '../../ports/uploads';
import { userSchema } from './entities/account-entities';
import { uploadDeadlineSchema, uploadSchema } from './entities/upload-entity';
import { perTable } from './entities/per-table';

const uploadService = perTable((client, table) =>
  new Service({ user: new Entity(userSchema), upload: new Entity(uploadSchema), deadline: new Entity(uploadDeadlineSchema) }, { client, table }),
);
type UploadItem = EntityItem<ReturnType<typeof uploadService>['entities']['upload']>;

function toRecord(item: UploadItem): UploadRecord {
  return {
    uploadId: item.uploadId,
    ownerId: item.ownerId,
    objectKey: item.objectKey,
    name: item.name,
    size: item.size,
    contentType: item.contentType,
    status: item.status,
    error: item.error ?? null,
    ...(item.retryable === false ? { retryable: false } : {}),
    processedETag: item.processedETag ?? null,
    itemType: item.itemType ?? null,
    itemId: item.itemId ?? null,
    createdAt: item.createdAt,
    archiveCheckpoint: item.archiveCheckpoint ?? null,
    cancelRequested: item.cancelRequested ?? null,
    source: item.source
      ? {
          system: item.source.system,
          sourceId: item.source.sourceId,
          libraryOwner: item.source.libraryOwner,
          dateTaken: item.source.dateTaken ?? null,
          caption: item.source.caption ?? null,
          latitude: item.source.latitude ?? null,
          longitude: item.source.longitude ?? null,
        }
      : null,
  };
}

/**
 * Upload records and the user's space counters change together in DynamoDB transactions, so the
 * quota holds under parallel uploads and a redelivered message cannot count a file twice.
 */
export class DynamoUploadStore implements UploadStore {
  private readonly db: ReturnType<typeof uploadService>;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.db = uploadService(client, table);
  }

  async get(uploadId: string): Promise<UploadRecord | null> {
    const { data } = await this.db.entities.upload.get({ uploadId }).go({ consistent: true });
    return data ? toRecord(data) : null;
  }

  async reserve(upload: UploadRecord, quota: number): Promise<void> {
    const { canceled } = await this.db.transaction
      .write(({ user, upload: uploads }) => [
        user
          .patch({ userId: upload.ownerId })
          .add({ spaceCommitted: upload.size })
          .where(({ spaceCommitted }, { lte }) => lte(spaceCommitted, quota - upload.size))
          .commit(),
        uploads
          .create({ ...upload, source: sourceItem(upload.source), error: undefined, retryable: undefined, processedETag: undefined, itemType: undefined, itemId: undefined, archiveCheckpoint: undefined, cancelRequested: undefined, updatedAt: upload.createdAt })
          .commit(),
      ])
      .go();
    if (canceled) throw new QuotaExceeded();
  }

  async reserveAgain(uploadId: string, ownerId: string, size: number, quota: number): Promise<void> {
    const { canceled } = await this.db.transaction
      .write(({ user, upload }) => [
        user
          .patch({ userId: ownerId })
          .add({ spaceCommitted: size })
          .where(({ spaceCommitted }, { lte }) => lte(spaceCommitted, quota - size))
          .commit(),
        upload
          .patch({ uploadId })
          .set({ status: 'uploading', updatedAt: Date.now() })
          .remove(['error', 'cancelRequested'])
          .where(({ status }, { eq }) => eq(status, 'failed'))
          .commit(),
      ])
      .go();
    if (canceled) throw new QuotaExceeded();
  }

  async setDeadline(uploadId: string, ownerId: string, deadline: number): Promise<void> {
    await this.db.entities.deadline.put({ uploadId, ownerId, deadline }).go();
  }

  async clearDeadline(uploadId: string): Promise<void> {
    await this.db.entities.deadline.delete({ uploadId }).go();
  }

  async pastDeadline(now: number, cursor?: string) {
    const { data, cursor: next } = await this.db.entities.deadline.query.byDeadline({}).lt({ deadline: now }).go({ limit: 100, cursor: cursor ?? null });
    return { uploadIds: data.map((d) => d.uploadId), cursor: next };
  }

  async markProcessing(uploadId: string, now: number): Promise<void> {
    await this.db.entities.upload
      .patch({ uploadId })
      .set({ status: 'processing', updatedAt: now })
      .where(({ status }, { eq }) => eq(status, 'uploading'))
      .go()
      .catch((error: unknown) => {
        // Already processing (a redelivery) or finished: nothing to change.
        if (!isConditionalCheckFailure(error)) throw error;
      });
  }

  async complete(upload: UploadRecord, result: { eTag: string; itemType: NonNullable<UploadRecord['itemType']>; itemId: string }, now: number): Promise<boolean> {
    const { canceled } = await this.db.transaction
      .write(({ user, upload: uploads }) => [
        uploads
          .patch({ uploadId: upload.uploadId })
          .set({ status: 'complete', processedETag: result.eTag, itemType: result.itemType, itemId: result.itemId, updatedAt: now })
          .where(({ status }, { ne }) => ne(status, 'complete'))
          .commit(),
        user
          .patch({ userId: upload.ownerId })
          .add({ spaceUsed: upload.size })
          .set(result.itemType === 'photo' || result.itemType === 'video' ? { hasPhotos: true } : {})
          .commit(),
      ])
      .go();
    return !canceled;
  }

  async completeAsDuplicate(upload: UploadRecord, existing: { eTag: string; itemType: NonNullable<UploadRecord['itemType']>; itemId: string }, now: number): Promise<boolean> {
    const { canceled } = await this.db.transaction
      .write(({ user, upload: uploads }) => [
        uploads
          .patch({ uploadId: upload.uploadId })
          .set({ status: 'complete', processedETag: existing.eTag, itemType: existing.itemType, itemId: existing.itemId, updatedAt: now })
          .where(({ status }, { ne }) => ne(status, 'complete'))
          .commit(),
        user.patch({ userId: upload.ownerId }).subtract({ spaceCommitted: upload.size }).commit(),
      ])
      .go();
    return !canceled;
  }

  async requestCancel(uploadId: string, choice: 'keep' | 'remove', now: number): Promise<boolean> {
    try {
      await this.db.entities.upload
        .patch({ uploadId })
        .set({ cancelRequested: choice, updatedAt: now })
        .where(({ status }, { eq }) => eq(status, 'processing'))
        .go();
      return true;
    } catch (error) {
      if (isConditionalCheckFailure(error)) return false;
      throw error;
    }
  }

  async saveArchiveCheckpoint(uploadId: string, checkpoint: string, now: number): Promise<void> {
    await this.db.entities.upload.patch({ uploadId }).set({ archiveCheckpoint: checkpoint, updatedAt: now }).go();
  }

  async completeArchive(upload: UploadRecord, storedBytes: number, now: number): Promise<boolean> {
    const { canceled } = await this.db.transaction
      .write(({ user, upload: uploads }) => [
        uploads
          .patch({ uploadId: upload.uploadId })
          .set({ status: 'complete', itemType: 'archive', itemId: upload.uploadId, updatedAt: now })
          .where(({ status }, { ne }) => ne(status, 'complete'))
          .commit(),
        user
          .patch({ userId: upload.ownerId })
          .add({ spaceUsed: storedBytes, spaceCommitted: storedBytes - upload.size })
          .set(storedBytes > 0 ? { hasPhotos: true } : {})
          .commit(),
      ])
      .go();
    return !canceled;
  }

  async fail(upload: UploadRecord, error: string, now: number, retryable = true): Promise<boolean> {
    const { canceled } = await this.db.transaction
      .write(({ user, upload: uploads }) => [
        uploads
          .patch({ uploadId: upload.uploadId })
          .set({ status: 'failed', error, retryable, updatedAt: now })
          .where(({ status }, { eq }) => `${eq(status, 'uploading')} OR ${eq(status, 'processing')}`)
          .commit(),
        user.patch({ userId: upload.ownerId }).subtract({ spaceCommitted: upload.size }).commit(),
      ])
      .go();
    return !canceled;
  }
}

/** DynamoDB keeps no nulls in a map: absent fields stay absent. */
function sourceItem(source: UploadRecord['source']) {
  if (!source) return undefined;
  const { dateTaken, caption, latitude, longitude, ...required } = source;
  return { ...required, dateTaken: dateTaken ?? undefined, caption: caption ?? undefined, latitude: latitude ?? undefined, longitude: longitude ?? undefined };
}
