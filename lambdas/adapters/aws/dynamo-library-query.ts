import { BatchGetCommand, QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ValidationError } from '../../domain/errors';

export type Item = Record<string, unknown>;
export type Key = { pk: string; sk: string };

const INVALID_PAGE = 'That page link is not valid';

export const encodeCursor = (key: Record<string, unknown> | undefined): string | null => (key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null);

/**
 * Reads a cursor back into the key to start after. It must continue the very list it came from:
 * the same index partition and a sort key inside the query's range, so a cursor can never be
 * turned into a way into another owner's items or another list.
 */
export function decodeCursor(cursor: string, params: QueryCommandInput): Record<string, unknown> {
  const invalid = () => new ValidationError(INVALID_PAGE, { page: [INVALID_PAGE] });
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!key || typeof key !== 'object' || Array.isArray(key) || Object.values(key).some((value) => typeof value !== 'string')) throw invalid();
  const start = key as Record<string, string>;
  const names = params.ExpressionAttributeNames ?? {};
  const values = params.ExpressionAttributeValues ?? {};
  const partitionField = names['#pk'];
  if (!partitionField || start[partitionField] !== values[':pk']) throw invalid();
  const sortField = names['#sk1'];
  const sortPrefix = values[':sk1'];
  if (sortField && typeof sortPrefix === 'string' && !start[sortField]?.startsWith(sortPrefix)) throw invalid();
  // A Query on an index with no sort condition (a person's faces) ends its pages on the index's sort key all the same.
  const indexSort = params.IndexName && partitionField === `${params.IndexName}pk` ? [`${params.IndexName}sk`] : [];
  const allowed = new Set(['pk', 'sk', partitionField, ...(sortField ? [sortField] : []), ...indexSort]);
  if (Object.keys(start).some((field) => !allowed.has(field)) || !start.pk || !start.sk) throw invalid();
  return start;
}

/** One page of a Query: exactly one request. */
export async function queryPage(
  client: DynamoDBDocumentClient,
  params: QueryCommandInput,
  options: { limit: number; cursor?: string; newestFirst?: boolean },
): Promise<{ items: Item[]; cursor: string | null }> {
  const input: QueryCommandInput = { ...params, Limit: options.limit, ScanIndexForward: !options.newestFirst };
  if (options.cursor) input.ExclusiveStartKey = decodeCursor(options.cursor, params);
  const result = await client.send(new QueryCommand(input));
  return { items: result.Items ?? [], cursor: encodeCursor(result.LastEvaluatedKey) };
}

/** Every item of a Query, page by page (small lists only: an owner's locations). */
export async function queryAll(client: DynamoDBDocumentClient, params: QueryCommandInput): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const result = await client.send(new QueryCommand({ ...params, ...(start ? { ExclusiveStartKey: start } : {}) }));
    items.push(...(result.Items ?? []));
    start = result.LastEvaluatedKey;
  } while (start);
  return items;
}

const BATCH_GET_LIMIT = 100;

/** The items that exist among `keys`, 100 a request, retrying what DynamoDB leaves unprocessed. */
export async function batchGet(client: DynamoDBDocumentClient, table: string, keys: readonly Key[]): Promise<Item[]> {
  const unique = [...new Map(keys.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
  const items: Item[] = [];
  for (let i = 0; i < unique.length; i += BATCH_GET_LIMIT) {
    let pending: Key[] = unique.slice(i, i + BATCH_GET_LIMIT);
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));
      if (attempt > 8) throw new Error(`${pending.length} items could not be read`);
      const result = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }));
      items.push(...(result.Responses?.[table] ?? []));
      pending = (result.UnprocessedKeys?.[table]?.Keys ?? []) as Key[];
    }
  }
  return items;
}
