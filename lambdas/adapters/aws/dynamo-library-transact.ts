import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { StaleWriteError } from '../../ports/library';

/** DynamoDB allows 100 actions in one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

type Params = Record<string, unknown>;
export type TransactItem = { Put: Params } | { Delete: Params } | { Update: Params } | { ConditionCheck: Params };

/** Only what a transaction action accepts of ElectroDB's single-item params. */
const ACTION_FIELDS = ['TableName', 'Key', 'Item', 'UpdateExpression', 'ConditionExpression', 'ExpressionAttributeNames', 'ExpressionAttributeValues'];
const pick = (params: Params): Params => {
  const out = Object.fromEntries(ACTION_FIELDS.filter((field) => params[field] !== undefined).map((field) => [field, params[field]]));
  if (out.ExpressionAttributeValues && !Object.keys(out.ExpressionAttributeValues as object).length) delete out.ExpressionAttributeValues;
  if (out.ExpressionAttributeNames && !Object.keys(out.ExpressionAttributeNames as object).length) delete out.ExpressionAttributeNames;
  return out;
};

export const put = (params: Params): TransactItem => ({ Put: pick(params) });
export const remove = (params: Params): TransactItem => ({ Delete: pick(params) });
export const update = (params: Params): TransactItem => ({ Update: pick(params) });

/**
 * Makes a write conditional on the item existing at the revision that was read. Items written
 * before revisions existed have none: they count as revision 0.
 */
export function expectRevision(params: Params, revision: number): Params {
  const condition = revision === 0 ? 'attribute_exists(#pk) AND (#revision = :revision OR attribute_not_exists(#revision))' : 'attribute_exists(#pk) AND #revision = :revision';
  return {
    ...params,
    ConditionExpression: params.ConditionExpression ? `(${params.ConditionExpression}) AND ${condition}` : condition,
    ExpressionAttributeNames: { ...(params.ExpressionAttributeNames as object), '#pk': 'pk', '#revision': 'revision' },
    ExpressionAttributeValues: { ...(params.ExpressionAttributeValues as object), ':revision': revision },
  };
}

/**
 * Runs one transaction. A failed condition (an item changed or vanished since it was read) is a
 * StaleWriteError, which callers answer by reading again; anything else is thrown as it is.
 */
export async function transactWrite(client: DynamoDBDocumentClient, items: readonly TransactItem[]): Promise<void> {
  if (!items.length) return;
  if (items.length > MAX_TRANSACTION_ITEMS) throw new Error(`A transaction takes at most ${MAX_TRANSACTION_ITEMS} actions, not ${items.length}`);
  try {
    await client.send(new TransactWriteCommand({ TransactItems: items as never }));
  } catch (error) {
    const reasons = (error as { name?: string; CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
    if ((error as { name?: string }).name === 'TransactionCanceledException' && reasons?.some((reason) => reason.Code === 'ConditionalCheckFailed')) {
      throw new StaleWriteError();
    }
    throw error;
  }
}
