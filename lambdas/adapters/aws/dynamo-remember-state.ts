import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RememberState } from '../../domain/memories/remember-the-day';

const STATE_KEY = { pk: 'memories#remember', sk: 'state' };

/** Where the daily memories job stands in today's walk over the families (one item). */
export class DynamoRememberState {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async read(): Promise<RememberState | null> {
    const result = await this.client.send(new GetCommand({ TableName: this.table, Key: STATE_KEY, ConsistentRead: true }));
    return (result.Item?.state as RememberState | undefined) ?? null;
  }

  async save(state: RememberState): Promise<void> {
    await this.client.send(new PutCommand({ TableName: this.table, Item: { ...STATE_KEY, state } }));
  }
}
