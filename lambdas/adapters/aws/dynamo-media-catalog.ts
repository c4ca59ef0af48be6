import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CreateEntityItem } from 'electrodb';
import { StaleWriteError, type LibraryPhoto } from '../../ports/library';
import type { CatalogItem, DocumentPageRecord, DocumentRecord, LocationRecord, MediaCatalog, PhotoRecord } from '../../ports/media';
import { isConditionalCheckFailure } from './conditional-check';
import { locationCounterUpdate, locationDeltas } from './dynamo-library-counters';
import { DynamoLocationStore } from './dynamo-library-locations';
import { placementOf } from './dynamo-library-photos';
import { familyDeltas, photoTotalUpdates } from './dynamo-photo-totals';
import { DynamoPhotoWords } from './dynamo-photo-words';
import { photoFromItem, photoToItem, withoutNulls } from './dynamo-library-records';
import { put, transactWrite } from './dynamo-library-transact';
import { mediaService, type MediaService } from './entities/media-entities';
import { DynamoSharingStore } from './dynamo-sharing-store';

/** DynamoDB items leave absent attributes out; the records use null for them. */
const nullable = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

export class DynamoMediaCatalog implements MediaCatalog {
  private readonly db: MediaService;

  private readonly locations: DynamoLocationStore;
  private readonly sharing: DynamoSharingStore;
  private readonly words: DynamoPhotoWords;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.db = mediaService(client, table);
    this.locations = new DynamoLocationStore(client, table);
    this.sharing = new DynamoSharingStore(client, table);
    this.words = new DynamoPhotoWords(client, table);
  }

  /** An upload joins its uploader's family library (a user who never shared is a family of one). */
  private async familyOf(userId: string): Promise<{ familyId: string; uploaderName: string | null }> {
    const membership = await this.sharing.membership(userId);
    return { familyId: membership?.familyId ?? userId, uploaderName: membership?.username ?? null };
  }

  async findByContentHash(ownerId: string, contentHash: string): Promise<CatalogItem | null> {
    const { data } = await this.db.entities.contentHash.get({ ownerId, contentHash }).go({ consistent: true });
    return data ? { itemType: data.itemType, itemId: data.itemId } : null;
  }

  async addPhoto(photo: PhotoRecord): Promise<boolean> {
    // The photo carries its place's address (so a page of photos needs no location reads) and
    // counts on the place's map marker, in the same transaction that claims its content.
    const [location, family] = await Promise.all([photo.locationId ? this.locations.getLocation(photo.locationId) : null, this.familyOf(photo.ownerId)]);
    const record: LibraryPhoto = {
      ...photo,
      familyId: photo.familyId ?? family.familyId,
      uploaderName: family.uploaderName,
      locationId: location ? location.locationId : null,
      locationAddress: location?.formattedAddress ?? null,
      locationPlaceId: location?.placeId ?? null,
      revision: 0,
      trashedAt: null,
      fixes: [],
      baseRenditions: null,
      updatedAt: photo.createdAt,
      favorite: false,
      turns: 0,
    };
    const deltas = locationDeltas([{ from: null, to: placementOf(record) }]);
    try {
      await transactWrite(this.client, [
        put(this.db.entities.contentHash.create({ ownerId: photo.ownerId, contentHash: photo.contentHash, itemType: photo.imageType, itemId: photo.photoId }).params()),
        put(this.db.entities.photo.create(photoToItem(record)).params()),
        ...[...deltas].map(([locationId, delta]) => locationCounterUpdate(this.table, this.locations.keyOf(locationId), delta)),
        ...photoTotalUpdates(this.table, familyDeltas([{ from: null, to: record.familyId }])),
      ]);
      await this.words.reindex([{ before: null, after: record }]);
      return true;
    } catch (error) {
      if (!(error instanceof StaleWriteError)) throw error;
      // Added before: by an earlier delivery of this same upload, which may have stopped before its words.
      const added = await this.getPhoto(photo.photoId);
      if (added) await this.words.reindex([{ before: null, after: { ...added, familyId: added.familyId ?? record.familyId } }]);
      return false;
    }
  }

  async addDocument(record: DocumentRecord, pages: readonly DocumentPageRecord[]): Promise<boolean> {
    const document = { ...record, familyId: record.familyId ?? (await this.familyOf(record.ownerId)).familyId };
    // Pages first, the document last: until it exists nothing lists the pages.
    if (pages.length) {
      const { unprocessed } = await this.db.entities.documentPage.put(pages.map((page) => ({ ...page, ownerId: document.ownerId }))).go();
      if (unprocessed.length) throw new Error(`${unprocessed.length} document pages were not written`);
    }
    const { canceled } = await this.db.transaction
      .write(({ document: documents, contentHash }) => [
        contentHash.create({ ownerId: document.ownerId, contentHash: document.contentHash, itemType: 'document', itemId: document.documentId }).commit(),
        documents
          .create(withoutNulls({ ...document, cover: pages.find((page) => page.pageNumber === 1)?.renditions ?? null }) as CreateEntityItem<MediaService['entities']['document']>)
          .commit(),
      ])
      .go();
    if (canceled && pages.length) await this.db.entities.documentPage.delete(pages.map((p) => ({ documentId: p.documentId, pageNumber: p.pageNumber }))).go();
    return !canceled;
  }

  async claimContentHash(ownerId: string, contentHash: string, item: CatalogItem): Promise<boolean> {
    try {
      await this.db.entities.contentHash.create({ ownerId, contentHash, ...item }).go();
      return true;
    } catch (error) {
      if (isConditionalCheckFailure(error)) return false;
      throw error;
    }
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

  /** Places belong to the uploader's family, so the family's map and place lists include them. */
  async locationForPlace(ownerId: string, place: { placeId: string; formattedAddress: string; latitude: number; longitude: number }): Promise<LocationRecord> {
    return this.locations.locationForPlace((await this.familyOf(ownerId)).familyId, place);
  }
}
