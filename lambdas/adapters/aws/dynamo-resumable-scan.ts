import { GetCommand, PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Items a Scan page looks at (most are not the entity a job is after, or are done already). */
const SCAN_PAGE = 1_000;

/** How far a job has got: where its Scan stands, how many items it handled, whether it is done. */
export interface ScanJobState {
  cursor: string | null;
  indexed: number;
  done: boolean;
  updatedAt: number;
}

/**
 * An operator job's pass over the items of one entity (a Scan, never on a request path), resumable:
 * its state is kept under `stateKey` after every page, so the next run carries on where the last
 * stopped, and once done a run is one read. `handlePage` answers how many items of the page it handled.
 */
export async function resumableScan(
  client: DynamoDBDocumentClient,
  table: string,
  job: { stateKey: { pk: string; sk: string }; entity: string; condition?: string; budgetMs: number; now: () => number },
  handlePage: (items: Array<Record<string, unknown>>) => Promise<number>,
): Promise<ScanJobState> {
  const started = job.now();
  const saved = (await client.send(new GetCommand({ TableName: table, Key: job.stateKey, ConsistentRead: true }))).Item?.state as ScanJobState | undefined;
  const state: ScanJobState = saved ?? { cursor: null, indexed: 0, done: false, updatedAt: started };
  while (!state.done && job.now() - started < job.budgetMs) {
    const page = await client.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: `#entity = :entity${job.condition ? ` AND ${job.condition}` : ''}`,
        ExpressionAttributeNames: { '#entity': '__edb_e__' },
        ExpressionAttributeValues: { ':entity': job.entity },
        Limit: SCAN_PAGE,
        ExclusiveStartKey: state.cursor ? JSON.parse(Buffer.from(state.cursor, 'base64url').toString('utf8')) : undefined,
      }),
    );
    state.indexed += await handlePage(page.Items ?? []);
    state.cursor = page.LastEvaluatedKey ? Buffer.from(JSON.stringify(page.LastEvaluatedKey)).toString('base64url') : null;
    state.done = state.cursor === null;
    state.updatedAt = job.now();
    await client.send(new PutCommand({ TableName: table, Item: { ...job.stateKey, state } }));
  }
  return state;
}
