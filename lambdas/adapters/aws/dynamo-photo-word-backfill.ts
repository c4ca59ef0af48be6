import { GetCommand, PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { photoFromItem } from './dynamo-library-records';
import { DynamoPhotoWords } from './dynamo-photo-words';
import { mediaService, photoSchema, type MediaService } from './entities/media-entities';

const STATE_KEY = { pk: 'photowords#backfill', sk: 'state' };
/** Items a Scan page looks at (most are not photos). */
const SCAN_PAGE = 1_000;

/** How far the job has got: where the Scan stands, how many photos it indexed, whether it is done. */
export interface PhotoWordBackfillState {
  cursor: string | null;
  indexed: number;
  done: boolean;
  updatedAt: number;
}

/**
 * Photos stored before the search's word index (dynamo-photo-words.ts) get their words: a paged Scan
 * of the photos (an operator job, never a request path), resumable from its saved cursor, done once.
 * Writing a word is idempotent, and the search checks every photo it reads, so a photo edited while
 * the Scan passes it is found by its words as they are now.
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

  async step(budgetMs: number, now: () => number): Promise<PhotoWordBackfillState> {
    const started = now();
    const saved = (await this.client.send(new GetCommand({ TableName: this.table, Key: STATE_KEY, ConsistentRead: true }))).Item?.state as PhotoWordBackfillState | undefined;
    const state: PhotoWordBackfillState = saved ?? { cursor: null, indexed: 0, done: false, updatedAt: started };
    while (!state.done && now() - started < budgetMs) {
      const page = await this.client.send(
        new ScanCommand({
          TableName: this.table,
          FilterExpression: '#entity = :photo',
          ExpressionAttributeNames: { '#entity': '__edb_e__' },
          ExpressionAttributeValues: { ':photo': photoSchema.model.entity },
          Limit: SCAN_PAGE,
          ExclusiveStartKey: state.cursor ? JSON.parse(Buffer.from(state.cursor, 'base64url').toString('utf8')) : undefined,
        }),
      );
      const photos = this.db.entities.photo.parse({ Items: page.Items ?? [] }).data.map(photoFromItem);
      await this.words.reindex(photos.map((photo) => ({ before: null, after: photo })));
      state.indexed += photos.length;
      state.cursor = page.LastEvaluatedKey ? Buffer.from(JSON.stringify(page.LastEvaluatedKey)).toString('base64url') : null;
      state.done = state.cursor === null;
      state.updatedAt = now();
      await this.client.send(new PutCommand({ TableName: this.table, Item: { ...STATE_KEY, state } }));
    }
    return state;
  }
}
