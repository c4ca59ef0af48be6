import { Entity } from 'electrodb';
import { UPLOAD_STATUSES } from '@heirloom/shared/contracts/uploads';
import { ownerIndex } from './owner-index';

/** One file a user is uploading: its reserved space, its storage key and how processing went. */
export const uploadSchema = {
  model: { entity: 'upload', version: '1', service: 'heirloom' },
  attributes: {
    uploadId: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
    objectKey: { type: 'string', required: true },
    name: { type: 'string', required: true },
    size: { type: 'number', required: true },
    contentType: { type: 'string', required: true },
    status: { type: UPLOAD_STATUSES, required: true },
    error: { type: 'string' },
    /** False when a failed file would fail again (not retryable by the person). */
    retryable: { type: 'boolean' },
    /** The ETag of the object processed, so a notification delivered twice changes nothing. */
    processedETag: { type: 'string' },
    itemType: { type: ['photo', 'video', 'document', 'gedcom', 'archive'] as const },
    itemId: { type: 'string' },
    /** An archive import continued in another invocation: where it stopped. */
    archiveCheckpoint: { type: 'string' },
    /** The owner cancelled a running archive or GEDCOM import: keep or remove what it added. */
    cancelRequested: { type: ['keep', 'remove'] as const },
    /** An import from a provider: where it came from and the provider's date, caption and place. */
    source: {
      type: 'map',
      properties: {
        system: { type: ['dropbox', 'google', 'facebook'] as const, required: true },
        sourceId: { type: 'string', required: true },
        libraryOwner: { type: 'string', required: true },
        dateTaken: { type: 'string' },
        caption: { type: 'string' },
        latitude: { type: 'number' },
        longitude: { type: 'number' },
      },
    },
    createdAt: { type: 'number', required: true, readOnly: true },
    updatedAt: { type: 'number', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['uploadId'] as const, casing: 'none' as const },
      sk: { field: 'sk', composite: [] as const, casing: 'none' as const },
    },
    byOwner: ownerIndex(['createdAt', 'uploadId'] as const),
  },
} as const;

export const uploadEntity = () => new Entity(uploadSchema);

/**
 * An upload still waiting for its file, indexed by deadline so a scheduled job can give back the
 * space of uploads that never arrived (a closed tab, a lost connection) without scanning.
 */
export const uploadDeadlineSchema = {
  model: { entity: 'uploadDeadline', version: '1', service: 'heirloom' },
  attributes: {
    uploadId: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
    /** Epoch milliseconds. */
    deadline: { type: 'number', required: true },
  },
  indexes: {
    byUpload: {
      pk: { field: 'pk', composite: ['uploadId'] as const, casing: 'none' as const },
      sk: { field: 'sk', composite: [] as const, casing: 'none' as const },
    },
    byDeadline: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [] as const, template: 'upload-deadlines', casing: 'none' as const },
      sk: { field: 'gsi2sk', composite: ['deadline', 'uploadId'] as const, casing: 'none' as const },
    },
    byOwner: ownerIndex(['uploadId'] as const),
  },
} as const;
