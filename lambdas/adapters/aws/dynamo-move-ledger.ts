import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FamilyMove, FamilyMoveLedger, FamilyMoveMessage } from '../../ports/sharing';
import { ownerPartition } from './entities/owner-index';

/**
 * The unfinished family moves (ports/sharing.ts). They share one partition: a handful exist at a
 * time across every family and each lives minutes, so the re-drive job reads them all with one
 * Query, and a user's own moves are a prefix of it. Each carries the owner index (gsi3) of its
 * member, so deleting the account removes it too.
 */
const PARTITION = 'familymoves';
const PAGE = 100;

const keyOf = (move: FamilyMoveMessage) => ({ pk: PARTITION, sk: `${move.user_id}#${move.from_scope}#${move.to_scope}` });

export class DynamoMoveLedger implements FamilyMoveLedger {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async start(move: FamilyMoveMessage, at: number): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keyOf(move),
        UpdateExpression:
          'SET userId = :user, fromScope = :from, toScope = :to, uploadsOnly = :uploads, removedBy = :removedBy, moved = if_not_exists(moved, :zero), requestedAt = if_not_exists(requestedAt, :at), updatedAt = :at, redrives = :zero, failed = :no, gsi3pk = :owner, gsi3sk = :sk',
        ExpressionAttributeValues: {
          ':user': move.user_id,
          ':from': move.from_scope,
          ':to': move.to_scope,
          ':uploads': Boolean(move.uploads_only),
          ':removedBy': move.removed_by ?? null,
          ':zero': 0,
          ':at': at,
          ':no': false,
          ':owner': ownerPartition(move.user_id),
          ':sk': keyOf(move).sk,
        },
      }),
    );
  }

  async get(move: FamilyMoveMessage): Promise<FamilyMove | null> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: keyOf(move), ConsistentRead: true }));
    return Item ? toMove(Item) : null;
  }

  async progress(move: FamilyMoveMessage, progress: { moved: number; total: number | null }, at: number): Promise<void> {
    // Only a move still in the ledger: a finished one stays finished.
    await this.client
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: keyOf(move),
          // Progress clears the re-drives: only sends without progress count towards giving up.
          UpdateExpression: `SET moved = :moved, updatedAt = :at, redrives = :zero${progress.total === null ? '' : ', #total = :total'}`,
          ConditionExpression: 'attribute_exists(pk)',
          ...(progress.total === null ? {} : { ExpressionAttributeNames: { '#total': 'total' } }),
          ExpressionAttributeValues: { ':moved': progress.moved, ':at': at, ':zero': 0, ...(progress.total === null ? {} : { ':total': progress.total }) },
        }),
      )
      .catch(ignoreMissing);
  }

  async finish(move: FamilyMoveMessage): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.table, Key: keyOf(move) }));
  }

  async redriven(move: FamilyMoveMessage, at: number, failed: boolean): Promise<void> {
    await this.client
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: keyOf(move),
          UpdateExpression: 'SET updatedAt = :at, failed = :failed ADD redrives :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': at, ':failed': failed, ':one': failed ? 0 : 1 },
        }),
      )
      .catch(ignoreMissing);
  }

  async movesOf(userId: string): Promise<FamilyMove[]> {
    const result = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :user)',
        ExpressionAttributeValues: { ':pk': PARTITION, ':user': `${userId}#` },
        ConsistentRead: true,
      }),
    );
    // A user id is a ULID or similar (no '#'), so the prefix names exactly this user's moves.
    return (result.Items ?? []).map(toMove).filter((move) => move.userId === userId);
  }

  async unfinished(cursor: string | null): Promise<{ moves: FamilyMove[]; cursor: string | null }> {
    const result = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': PARTITION },
        Limit: PAGE,
        ...(cursor ? { ExclusiveStartKey: { pk: PARTITION, sk: Buffer.from(cursor, 'base64url').toString('utf8') } } : {}),
      }),
    );
    const last = result.LastEvaluatedKey?.sk;
    return { moves: (result.Items ?? []).map(toMove), cursor: typeof last === 'string' ? Buffer.from(last).toString('base64url') : null };
  }
}

function ignoreMissing(error: unknown): void {
  if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
}

function toMove(item: Record<string, unknown>): FamilyMove {
  return {
    userId: String(item.userId),
    fromScope: String(item.fromScope),
    toScope: String(item.toScope),
    uploadsOnly: Boolean(item.uploadsOnly),
    moved: Number(item.moved ?? 0),
    total: typeof item.total === 'number' ? item.total : null,
    requestedAt: Number(item.requestedAt),
    updatedAt: Number(item.updatedAt),
    redrives: Number(item.redrives ?? 0),
    failed: Boolean(item.failed),
    removedBy: typeof item.removedBy === 'string' ? item.removedBy : null,
  };
}
