import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { citationItem, toCitation } from './dynamo-family-items';
import { citationSchema } from './entities/family-notes';
import { itemWriter } from './entities/item-writer';

const STATE_KEY = { pk: 'citations#source-index', sk: 'state' };
const writeCitation = itemWriter(citationSchema);
/** Items a Scan page looks at (most are not citations, or are indexed already). */
const SCAN_PAGE = 1_000;
/** Citations written side by side. */
const WRITES_AT_ONCE = 25;

/** How far the job has got: where the Scan stands, how many citations it indexed, whether it is done. */
export interface CitationIndexState {
  cursor: string | null;
  indexed: number;
  done: boolean;
  updatedAt: number;
}

/**
 * Citations stored before citations were indexed by their source (the source's page, GET
 * /source/{id}) get that index's keys: a paged Scan for citations without them (an operator job,
 * never a request path), resumable from its saved cursor. Each is written back only while it still
 * has no index keys and still exists, so an edit or a removal since the Scan read it wins.
 */
export class DynamoCitationSourceIndex {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async step(budgetMs: number, now: () => number): Promise<CitationIndexState> {
    const started = now();
    const saved = (await this.client.send(new GetCommand({ TableName: this.table, Key: STATE_KEY, ConsistentRead: true }))).Item?.state as CitationIndexState | undefined;
    const state: CitationIndexState = saved ?? { cursor: null, indexed: 0, done: false, updatedAt: started };
    while (!state.done && now() - started < budgetMs) {
      const page = await this.client.send(
        new ScanCommand({
          TableName: this.table,
          FilterExpression: '#entity = :citation AND attribute_not_exists(gsi4pk)',
          ExpressionAttributeNames: { '#entity': '__edb_e__' },
          ExpressionAttributeValues: { ':citation': citationSchema.model.entity },
          Limit: SCAN_PAGE,
          ExclusiveStartKey: state.cursor ? JSON.parse(Buffer.from(state.cursor, 'base64url').toString('utf8')) : undefined,
        }),
      );
      const items = page.Items ?? [];
      for (let i = 0; i < items.length; i += WRITES_AT_ONCE) {
        const written = await Promise.all(items.slice(i, i + WRITES_AT_ONCE).map((item) => this.index(item)));
        state.indexed += written.filter(Boolean).length;
      }
      state.cursor = page.LastEvaluatedKey ? Buffer.from(JSON.stringify(page.LastEvaluatedKey)).toString('base64url') : null;
      state.done = state.cursor === null;
      state.updatedAt = now();
      await this.client.send(new PutCommand({ TableName: this.table, Item: { ...STATE_KEY, state } }));
    }
    return state;
  }

  /** The citation with its bySource keys, as the store writes them today; false when it changed or went since it was read. */
  private async index(item: Record<string, unknown>): Promise<boolean> {
    const { citedSource, gsi4pk, gsi4sk } = writeCitation(citationItem(toCitation(item)));
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.table,
          Item: { ...item, citedSource, gsi4pk, gsi4sk },
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi4pk)',
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }
}
