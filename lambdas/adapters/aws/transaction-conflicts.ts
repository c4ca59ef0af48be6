import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Attempts of one transaction that keeps meeting others on the same items (a family's photo total, a place's counter). */
export const TRANSACTION_ATTEMPTS = 16;
const BASE_DELAY_MS = 15;
const MAX_DELAY_MS = 2_000;

/**
 * Whether DynamoDB cancelled a whole transaction only because another transaction was changing
 * one of its items at the same moment (reason TransactionConflict), and none of its conditions
 * failed. Nothing of it was written, so sending it again is safe: its conditions are checked anew.
 */
export function isTransactionConflict(error: unknown): boolean {
  const { name, CancellationReasons: reasons } = error as { name?: string; CancellationReasons?: Array<{ Code?: string }> };
  if (name !== 'TransactionCanceledException' || !reasons?.length) return false;
  return reasons.some((reason) => reason.Code === 'TransactionConflict') && reasons.every((reason) => !reason.Code || reason.Code === 'None' || reason.Code === 'TransactionConflict');
}

/** Full jitter: parallel writers that met once spread out instead of meeting again. */
export const conflictBackoffMs = (attempt: number, random = Math.random): number => Math.floor(random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt));

/**
 * Sends a transaction cancelled by a conflict again, after a jittered pause, up to
 * TRANSACTION_ATTEMPTS times. The SDK retries throttling and server errors but not a cancelled
 * transaction, so without this, parallel writes in one family (fifty photos of one upload landing
 * at once, each adding to the family's total) failed one another on AWS. Every transaction of the
 * app goes through the one client, so every store gets it.
 */
export function retryTransactionConflicts(client: DynamoDBClient | DynamoDBDocumentClient, pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      if (!(args.input as { TransactItems?: unknown }).TransactItems) return next(args);
      for (let attempt = 1; ; attempt++) {
        try {
          return await next(args);
        } catch (error) {
          if (attempt >= TRANSACTION_ATTEMPTS || !isTransactionConflict(error)) throw error;
          await pause(conflictBackoffMs(attempt));
        }
      }
    },
    { step: 'initialize', name: 'retryTransactionConflicts', priority: 'high' },
  );
}
