import { GetCommand, PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BackfillState, PhotoWalker } from '../../domain/faces/backfill';

const STATE_KEY = { pk: 'faces#backfill', sk: 'state' };

/** The photos of every library, by a paged Scan filtered to photo items (operator job only). */
export class DynamoPhotoWalker implements PhotoWalker {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async page(cursor: string | null) {
    const result = await this.client.send(
      new ScanCommand({
        TableName: this.table,
        FilterExpression: '#entity = :photo',
        ExpressionAttributeNames: { '#entity': '__edb_e__' },
        ExpressionAttributeValues: { ':photo': 'photo' },
        // The family's id: scans are kept under the library a photo is in, not its uploader.
        ProjectionExpression: 'photoId, familyId',
        Limit: 500,
        ExclusiveStartKey: cursor ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined,
      }),
    );
    return {
      photos: (result.Items ?? []).map((item) => ({ photoId: item.photoId as string, libraryId: item.familyId as string })),
      cursor: result.LastEvaluatedKey ? Buffer.from(JSON.stringify(result.LastEvaluatedKey)).toString('base64url') : null,
    };
  }
}

export class DynamoBackfillState {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async read(): Promise<BackfillState | null> {
    const result = await this.client.send(new GetCommand({ TableName: this.table, Key: STATE_KEY, ConsistentRead: true }));
    return (result.Item?.state as BackfillState | undefined) ?? null;
  }

  async write(state: BackfillState): Promise<void> {
    await this.client.send(new PutCommand({ TableName: this.table, Item: { ...STATE_KEY, state } }));
  }
}
