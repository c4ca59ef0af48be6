import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { photoFromItem } from './dynamo-library-records';
import { DynamoPhotoWords } from './dynamo-photo-words';
import { resumableScan, type ScanJobState } from './dynamo-resumable-scan';
import { mediaService, photoSchema, type MediaService } from './entities/media-entities';

// A new key each time what a photo is indexed under grows, so the job goes over every photo again: v2 added the place.
const STATE_KEY = { pk: 'photowords#backfill', sk: 'state#v2' };

/** How far the job has got: where the Scan stands, how many photos it indexed, whether it is done. */
export type PhotoWordBackfillState = ScanJobState;

/**
 * Photos stored before the search's word index (dynamo-photo-words.ts), or before its place words, get their words: a paged Scan
 * of the photos (dynamo-resumable-scan.ts), done once. Writing a word is idempotent, and the search
 * checks every photo it reads, so a photo edited while the Scan passes it is found by its words as
 * they are now.
 */
export class DynamoPhotoWordBackfill {
  private readonly db: MediaService;
  private readonly words: DynamoPhotoWords;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.db = mediaService(client, table);
    this.words = new DynamoPhotoWords(client, table);
  }

  step(budgetMs: number, now: () => number): Promise<PhotoWordBackfillState> {
    return resumableScan(this.client, this.table, { stateKey: STATE_KEY, entity: photoSchema.model.entity, budgetMs, now }, async (items) => {
      const photos = this.db.entities.photo.parse({ Items: items }).data.map(photoFromItem);
      await this.words.reindex(photos.map((photo) => ({ before: null, after: photo })));
      return photos.length;
    });
  }
}
