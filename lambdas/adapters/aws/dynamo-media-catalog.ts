import { createHash } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CreateEntityItem, EntityItem } from 'electrodb';
import type { CatalogItem, DocumentPageRecord, DocumentRecord, LocationRecord, MediaCatalog, PhotoRecord } from '../../ports/media';
import { isConditionalCheckFailure } from './conditional-check';
import { mediaService, type MediaService } from './entities/media-entities';

type PhotoItem = EntityItem<MediaService['entities']['photo']>;
const nullable = <T>(value: T | undefined): T | null => (value === undefined ? null : value);
/** DynamoDB items leave absent attributes out; the records use null for them. */
const withoutNulls = (record: object) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));

export function photoFromItem(item: PhotoItem): PhotoRecord {
  return {
    photoId: item.photoId,
    ownerId: item.ownerId,
    imageType: item.imageType,
    system: item.system,
    uploadId: nullable(item.uploadId),
    name: item.name,
    objectKey: item.objectKey,
    contentHash: item.contentHash,
    mime: item.mime,
    size: item.size,
    width: item.width,
    height: item.height,
    orientation: item.orientation,
    renditions: item.renditions as PhotoRecord['renditions'],
    placeholder: nullable(item.placeholder),
    dateTaken: nullable(item.dateTaken),
    dateSort: item.dateSort ?? '',
    latitude: nullable(item.latitude),
    longitude: nullable(item.longitude),
    altitude: nullable(item.altitude),
    locationId: nullable(item.locationId),
    eventId: nullable(item.eventId),
    description: nullable(item.description),
    camera: nullable(item.camera),
    durationSeconds: nullable(item.durationSeconds),
    createdAt: item.createdAt,
  };
}

export class DynamoMediaCatalog implements MediaCatalog {
  private readonly db: MediaService;

  constructor(client: DynamoDBDocumentClient, table: string) {
    this.db = mediaService(client, table);
  }

  async findByContentHash(ownerId: string, contentHash: string): Promise<CatalogItem | null> {
    const { data } = await this.db.entities.contentHash.get({ ownerId, contentHash }).go({ consistent: true });
    return data ? { itemType: data.itemType, itemId: data.itemId } : null;
  }

  async addPhoto(photo: PhotoRecord): Promise<boolean> {
    const { canceled } = await this.db.transaction
      .write(({ photo: photos, contentHash }) => [
        contentHash.create({ ownerId: photo.ownerId, contentHash: photo.contentHash, itemType: photo.imageType, itemId: photo.photoId }).commit(),
        photos.create(withoutNulls(photo) as CreateEntityItem<MediaService['entities']['photo']>).commit(),
      ])
      .go();
    return !canceled;
  }

  async addDocument(document: DocumentRecord, pages: readonly DocumentPageRecord[]): Promise<boolean> {
    // Pages first, the document last: until it exists nothing lists the pages.
    if (pages.length) {
      const { unprocessed } = await this.db.entities.documentPage.put(pages.map((page) => ({ ...page, ownerId: document.ownerId }))).go();
      if (unprocessed.length) throw new Error(`${unprocessed.length} document pages were not written`);
    }
    const { canceled } = await this.db.transaction
      .write(({ document: documents, contentHash }) => [
        contentHash.create({ ownerId: document.ownerId, contentHash: document.contentHash, itemType: 'document', itemId: document.documentId }).commit(),
        documents
          .create(withoutNulls(document) as CreateEntityItem<MediaService['entities']['document']>)
          .commit(),
      ])
      .go();
    if (canceled && pages.length) await this.db.entities.documentPage.delete(pages.map((p) => ({ documentId: p.documentId, pageNumber: p.pageNumber }))).go();
    return !canceled;
  }

  async getPhoto(photoId: string): Promise<PhotoRecord | null> {
    const { data } = await this.db.entities.photo.get({ photoId }).go();
    return data ? photoFromItem(data) : null;
  }

  async getLocation(locationId: string): Promise<LocationRecord | null> {
    const { data } = await this.db.entities.location.get({ locationId }).go();
    return data
      ? { locationId: data.locationId, ownerId: data.ownerId, formattedAddress: data.formattedAddress, placeId: nullable(data.placeId), latitude: nullable(data.latitude), longitude: nullable(data.longitude) }
      : null;
  }

  async locationForPlace(ownerId: string, place: { placeId: string; formattedAddress: string; latitude: number; longitude: number }): Promise<LocationRecord> {
    // One location per place and owner: the id is derived, so concurrent photos agree on it.
    const locationId = createHash('sha256').update(`${ownerId}\u0000${place.placeId}`).digest('base64url').slice(0, 22);
    const record = { locationId, ownerId, formattedAddress: place.formattedAddress, placeId: place.placeId, latitude: place.latitude, longitude: place.longitude };
    try {
      await this.db.entities.location.create({ ...record, createdAt: Date.now() }).go();
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
    return record;
  }
}
