import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { StaleWriteError, type DocumentStore, type LibraryDocument, type LibraryPhoto, type Page } from '../../ports/library';
import type { DocumentPageRecord } from '../../ports/media';
import { locationDeltas } from './dynamo-library-counters';
import { DynamoLocationStore } from './dynamo-library-locations';
import { DynamoPhotoStore, placementOf } from './dynamo-library-photos';
import { documentFromItem, documentToItem, pageFromItem, photoToItem } from './dynamo-library-records';
import { batchGet, type Key } from './dynamo-library-query';
import { libraryPage } from './dynamo-merged-query';
import { expectRevision, put, remove, transactWrite, update, type TransactItem } from './dynamo-library-transact';
import { userEntity } from './entities/account-entities';
import { mediaService, type MediaService } from './entities/media-entities';

const WRITE_BATCH = 25;

/**
 * Documents: the list is the family's documents (gsi1 'documents#<family>', newest first), a document's pages sit in its own partition in page order, and
 * conversions to and from photos move the item, its content claim and the map counters in one
 * transaction.
 */
export class DynamoDocumentStore implements DocumentStore {
  private readonly db: MediaService;
  private readonly users;
  private readonly photos: DynamoPhotoStore;
  private readonly locations: DynamoLocationStore;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.db = mediaService(client, table);
    this.users = userEntity(client, table);
    this.photos = new DynamoPhotoStore(client, table);
    this.locations = new DynamoLocationStore(client, table);
  }

  async getDocument(documentId: string): Promise<LibraryDocument | null> {
    const { data } = await this.db.entities.document.get({ documentId }).go();
    return data ? documentFromItem(data) : null;
  }

  async getDocuments(documentIds: readonly string[]): Promise<LibraryDocument[]> {
    const keys = documentIds.map((documentId) => this.db.entities.document.get({ documentId }).params().Key as Key);
    const items = await batchGet(this.client, this.table, keys);
    return this.db.entities.document.parse({ Items: items }).data.map(documentFromItem);
  }

  async listDocuments(familyId: string, options: { cursor?: string; limit: number; arriving?: string | null }): Promise<Page<LibraryDocument>> {
    const list = (key: string) => this.db.entities.document.query.byFamily({ familyId: key }).params();
    const { items, cursor } = await libraryPage(this.client, list, { family: familyId, arriving: options.arriving }, { limit: options.limit, cursor: options.cursor, newestFirst: true });
    return { items: this.db.entities.document.parse({ Items: items }).data.map(documentFromItem), cursor };
  }

  async documentPages(documentId: string, fromPage: number, limit: number): Promise<{ pages: DocumentPageRecord[]; next: number | null }> {
    const params = this.db.entities.documentPage.query.byDocument({ documentId }).gte({ pageNumber: fromPage }).params();
    const result = await this.client.send(new QueryCommand({ ...params, Limit: limit }));
    const pages = this.db.entities.documentPage.parse({ Items: result.Items ?? [] }).data.map(pageFromItem);
    const last = pages.at(-1);
    return { pages, next: result.LastEvaluatedKey && last ? last.pageNumber + 1 : null };
  }

  async saveDocument(before: LibraryDocument, after: LibraryDocument): Promise<void> {
    const item = documentToItem({ ...after, revision: before.revision + 1 });
    await transactWrite(this.client, [put(expectRevision(this.db.entities.document.put(item).params(), before.revision))]);
  }

  async deleteDocuments(ownerId: string, documents: readonly LibraryDocument[]): Promise<{ derivedKeys: string[] }> {
    const derivedKeys: string[] = [];
    // Two actions per document and one for the account: 49 documents per transaction.
    for (let i = 0; i < documents.length; i += 49) {
      let chunk = documents.slice(i, i + 49);
      for (let attempt = 1; chunk.length; attempt++) {
        try {
          await transactWrite(this.client, this.deleteActions(ownerId, chunk));
          break;
        } catch (error) {
          if (!(error instanceof StaleWriteError) || attempt >= 4) throw error;
          // Edited meanwhile (or already deleted): read the chunk again and delete what is still there.
          chunk = (await this.getDocuments(chunk.map((document) => document.documentId))).filter((document) => document.ownerId === ownerId);
        }
      }
      // Nothing lists a page without its document; the pages go after it.
      for (const document of chunk) derivedKeys.push(...(await this.deletePages(document.documentId)));
    }
    return { derivedKeys };
  }

  private deleteActions(ownerId: string, documents: readonly LibraryDocument[]): TransactItem[] {
    const bytes = documents.reduce((sum, document) => sum + document.size, 0);
    return [
      ...documents.flatMap((document) => [
        remove(expectRevision(this.db.entities.document.delete({ documentId: document.documentId }).params(), document.revision)),
        remove(this.db.entities.contentHash.delete({ ownerId, contentHash: document.contentHash }).params()),
      ]),
      update(this.users.patch({ userId: ownerId }).subtract({ spaceUsed: bytes, spaceCommitted: bytes }).params()),
    ];
  }

  async photoToDocument(photo: LibraryPhoto, document: LibraryDocument, page: DocumentPageRecord): Promise<void> {
    const deltas = locationDeltas([{ from: placementOf(photo), to: null }]);
    await transactWrite(this.client, [
      remove(expectRevision(this.db.entities.photo.delete({ photoId: photo.photoId }).params(), photo.revision)),
      put(this.db.entities.document.create(documentToItem(document)).params()),
      put(this.db.entities.documentPage.create({ ...page, ownerId: document.ownerId }).params()),
      put(this.db.entities.contentHash.put({ ownerId: photo.ownerId, contentHash: photo.contentHash, itemType: 'document', itemId: document.documentId }).params()),
      ...this.photos.counterUpdates(deltas),
      ...this.photos.totalUpdates([{ from: photo.familyId, to: null }]),
    ]);
    await this.locations.refreshCoversAfter(deltas);
  }

  async documentToPhoto(document: LibraryDocument, pages: readonly DocumentPageRecord[], photo: LibraryPhoto): Promise<void> {
    const deltas = locationDeltas([{ from: null, to: placementOf(photo) }]);
    await transactWrite(this.client, [
      remove(expectRevision(this.db.entities.document.delete({ documentId: document.documentId }).params(), document.revision)),
      ...pages.map((page) => remove(this.db.entities.documentPage.delete({ documentId: page.documentId, pageNumber: page.pageNumber }).params())),
      put(this.db.entities.photo.create(photoToItem(photo)).params()),
      put(this.db.entities.contentHash.put({ ownerId: photo.ownerId, contentHash: photo.contentHash, itemType: photo.imageType, itemId: photo.photoId }).params()),
      ...this.photos.counterUpdates(deltas),
      ...this.photos.totalUpdates([{ from: null, to: photo.familyId }]),
    ]);
  }

  /** Deletes a document's pages, returning the keys of their pictures. */
  private async deletePages(documentId: string): Promise<string[]> {
    const keys: string[] = [];
    for (;;) {
      // Always from page 1: the pages deleted leave the partition.
      const { pages, next } = await this.documentPages(documentId, 1, 100);
      for (const page of pages) keys.push(...Object.values(page.renditions).filter((key): key is string => typeof key === 'string'));
      for (let i = 0; i < pages.length; i += WRITE_BATCH) {
        const batch = pages.slice(i, i + WRITE_BATCH).map((page) => ({ documentId: page.documentId, pageNumber: page.pageNumber }));
        const { unprocessed } = await this.db.entities.documentPage.delete(batch).go();
        if (unprocessed.length) throw new Error(`${unprocessed.length} document pages were not deleted`);
      }
      if (next === null || !pages.length) return keys;
    }
  }
}
