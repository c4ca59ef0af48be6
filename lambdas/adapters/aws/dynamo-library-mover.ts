import { UpdateCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { countQuery } from './dynamo-count';
import type { MovingPhoto } from '../../domain/faces/move-faces';
import { StaleWriteError, type LibraryPhoto } from '../../ports/library';
import { DynamoDocumentStore } from './dynamo-library-documents';
import { DynamoPhotoStore } from './dynamo-library-photos';
import { documentFromItem, photoFromItem } from './dynamo-library-records';
import { queryAll, queryPage } from './dynamo-library-query';
import { ownerPartition } from './entities/owner-index';
import { mediaService, type MediaService } from './entities/media-entities';

const PAGE = 100;
/** Tries of a page whose photos keep changing while it moves, before the run fails and is retried whole. */
const STALE_PAGE_TRIES = 5;

/**
 * Moves what a member uploaded from one family's library to another: their photos and documents
 * get the new family (their list keys follow), and on joining, the places of their old library go
 * with them (a place's counters count only photos that move with it). Already-moved items are
 * skipped, so a retried move carries on where it stopped.
 */
export class DynamoLibraryMover {
  private readonly db: MediaService;
  private readonly photos: DynamoPhotoStore;
  private readonly documents: DynamoDocumentStore;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.db = mediaService(client, table);
    this.photos = new DynamoPhotoStore(client, table);
    this.documents = new DynamoDocumentStore(client, table);
  }

  async moveUploads(
    userId: string,
    from: string,
    to: string,
    uploaderName: string | null,
    onPage: (moved: number) => Promise<boolean>,
    beforePhotos: (photos: MovingPhoto[]) => Promise<void> = async () => undefined,
    leavingTree = false,
  ): Promise<{ moved: number; complete: boolean }> {
    let moved = 0;
    const belongs = (item: { familyId: string }) => item.familyId === from;
    let cursor: string | null | undefined;
    do {
      const page = await queryPage(this.client, this.db.entities.photo.query.byOwner({ ownerId: userId }).params(), { limit: PAGE, cursor: cursor ?? undefined });
      const photos = this.db.entities.photo.parse({ Items: page.items }).data.map(photoFromItem).filter(belongs);
      if (photos.length) {
        await beforePhotos(photos.map((photo) => ({ photoId: photo.photoId, imageKey: photo.renditions.largeJpeg })));
        // Leaving, the family's events stay with the family: a photo keeps no link to one.
        const after = (before: LibraryPhoto): LibraryPhoto => ({ ...before, familyId: to, uploaderName: uploaderName ?? before.uploaderName, ...(leavingTree ? { eventId: null } : {}) });
        await this.movePhotos(photos, belongs, after);
        moved += photos.length;
        if (!(await onPage(photos.length))) return { moved, complete: false };
      }
      cursor = page.cursor;
    } while (cursor);
    for (;;) {
      const page = await queryPage(this.client, this.db.entities.document.query.byOwner({ ownerId: userId }).params(), { limit: PAGE, cursor: cursor ?? undefined });
      const documents = this.db.entities.document.parse({ Items: page.items }).data.map(documentFromItem).filter(belongs);
      for (const before of documents) await this.documents.saveDocument(before, { ...before, familyId: to });
      if (documents.length) {
        moved += documents.length;
        if (!(await onPage(documents.length))) return { moved, complete: false };
      }
      cursor = page.cursor;
      if (!cursor) break;
    }
    return { moved, complete: true };
  }

  /**
   * Writes the page's photos in their new library. A joiner may change one of their photos while it
   * moves (its details, from their strip): that photo is read again and moved as it now is, rather
   * than failing the run and waiting to be retried; what a first try already moved stays moved.
   */
  private async movePhotos(photos: LibraryPhoto[], belongs: (photo: LibraryPhoto) => boolean, after: (before: LibraryPhoto) => LibraryPhoto): Promise<void> {
    let pending = photos;
    for (let attempt = 1; pending.length; attempt++) {
      try {
        await this.photos.savePhotos(pending.map((before) => ({ before, after: after(before) })));
        return;
      } catch (error) {
        if (!(error instanceof StaleWriteError) || attempt >= STALE_PAGE_TRIES) throw error;
        // Trashed photos move too: restored, they are back in the library the member is in.
        pending = (await this.photos.getPhotosAndTrashed(pending.map((photo) => photo.photoId))).filter(belongs);
      }
    }
  }

  /** How many of a member's uploads are in `from` and would move (photos and documents). */
  async countUploads(userId: string, from: string): Promise<number> {
    const inFamily = (params: QueryCommandInput) =>
      countQuery(this.client, {
        ...params,
        FilterExpression: params.FilterExpression ? `(${params.FilterExpression}) AND familyId = :countFamily` : 'familyId = :countFamily',
        ExpressionAttributeValues: { ...params.ExpressionAttributeValues, ':countFamily': from },
      });
    const [photos, documents] = await Promise.all([
      inFamily(this.db.entities.photo.query.byOwner({ ownerId: userId }).params()),
      inFamily(this.db.entities.document.query.byOwner({ ownerId: userId }).params()),
    ]);
    return photos + documents;
  }

  /** The places of a library that is being merged into a family's (joining from a family of one). */
  async movePlaces(from: string, to: string): Promise<number> {
    const items = await queryAll(this.client, this.db.entities.location.query.byOwner({ ownerId: from }).params());
    for (const item of items) {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET ownerId = :to, gsi3pk = :owner',
          ExpressionAttributeValues: { ':to': to, ':owner': ownerPartition(to) },
        }),
      );
    }
    return items.length;
  }
}
