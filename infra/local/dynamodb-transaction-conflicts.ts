import { TransactionCanceledException, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Action = { TableName?: string; Key?: unknown; Item?: Record<string, unknown> };

/** The item an action of a transaction names: its table and key (a Put names it by its pk and sk). */
function itemOf(action: Record<string, Action | undefined>): string {
  const body = action.Put ?? action.Update ?? action.Delete ?? action.ConditionCheck ?? {};
  const key = body.Key ?? (body.Item ? { pk: body.Item.pk, sk: body.Item.sk } : {});
  return `${body.TableName}|${JSON.stringify(key)}`;
}

/**
 * What DynamoDB does and DynamoDB Local does not: a transaction that names an item another
 * transaction is still writing is cancelled whole, with TransactionConflict as that action's
 * reason. DynamoDB Local runs every request on one SQLite queue, so parallel transactions there
 * never meet and code that fails on AWS under parallel writes passed here. This counts the items
 * of transactions in flight through the app's client and refuses an overlapping one the same way.
 */
export function emulateTransactionConflicts(client: DynamoDBClient | DynamoDBDocumentClient): { conflicts(): number } {
  const writing = new Map<string, number>();
  let conflicts = 0;
  // A second local stack in the same process shares the client: it is emulated once.
  if (client.middlewareStack.identify().some((entry) => entry.startsWith('emulateTransactionConflicts'))) return { conflicts: () => conflicts };
  client.middlewareStack.add(
    (next) => async (args) => {
      const actions = (args.input as { TransactItems?: Array<Record<string, Action>> }).TransactItems;
      if (!actions) return next(args);
      const items = actions.map(itemOf);
      if (items.some((item) => writing.has(item))) {
        conflicts++;
        throw new TransactionCanceledException({
          message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict]',
          $metadata: { httpStatusCode: 400 },
          CancellationReasons: items.map((item) => ({ Code: writing.has(item) ? 'TransactionConflict' : 'None', Message: writing.has(item) ? 'Transaction is ongoing for the item' : undefined })),
        });
      }
      for (const item of items) writing.set(item, (writing.get(item) ?? 0) + 1);
      try {
        return await next(args);
      } finally {
        for (const item of items) {
          const left = (writing.get(item) ?? 1) - 1;
          if (left) writing.set(item, left);
          else writing.delete(item);
        }
      }
    },
    // After the retry (initialize) and the document client's marshalling: it sees every attempt.
    { step: 'build', name: 'emulateTransactionConflicts' },
  );
  return { conflicts: () => conflicts };
}
