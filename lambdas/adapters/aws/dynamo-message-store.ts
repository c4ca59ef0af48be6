import { randomBytes } from 'node:crypto';
import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { MESSAGE_TYPES, type DigestFrequency, type MessageType } from '@heirloom/shared/contracts/messages';
import type {
  DeliveryLedger,
  MessagePage,
  MessageRecord,
  MessageStore,
  PendingDigestItem,
  PreferenceStore,
  UnsubscribeTokens,
  UserPreferences,
} from '../../ports/messages';
import { isConditionalCheckFailure } from './conditional-check';
import { ownerPartition } from './entities/owner-index';

/*
 * Messages live in the table with plain DocumentClient calls rather than ElectroDB: a grouped
 * message grows with a set ADD under a `NOT contains` condition and a counter moves in the same
 * transaction, which reads more plainly as the update expressions themselves.
 *
 *   messages#<user> / <messageId>          one message (newest first by id)
 *   messagecount#<user> / count            the unread count, moved in the same transactions
 *   msggroup#<user> / <group key>          the message a group's events join (its first's), expires
 *   prefs#<user> / prefs                   notification preferences
 *   digestq#<frequency> / <due hour>#<user>#<message>#<channel>   waiting for a digest; a run Queries
 *                                          what is due (sk below the next hour), one page at a time
 *   sent#<key> / sent                      a send that happened (idempotent jobs), expires
 *   unsub#<token> / unsub                  a one-click unsubscribe link, expires
 * Each carries the owner index (gsi3), so deleting an account removes them.
 */

const DAY_SECONDS = 24 * 60 * 60;
const SENT_TTL_SECONDS = 62 * DAY_SECONDS;
const UNSUBSCRIBE_TTL_SECONDS = 400 * DAY_SECONDS;
const PHOTOS_SHOWN = 12;
/** A group gathers the events of an hour; its pointer outlives any re-delivery of them. */
const GROUP_TTL_SECONDS = 7 * DAY_SECONDS;

const messagesPk = (userId: string) => `messages#${userId}`;
const counterKey = (userId: string) => ({ pk: `messagecount#${userId}`, sk: 'count' });
const owner = (userId: string, sort: string) => ({ gsi3pk: ownerPartition(userId), gsi3sk: sort });

export class DynamoMessageStore implements MessageStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly now: () => number = Date.now,
  ) {}

  async groupMessageId(userId: string, groupKey: string, firstId: string): Promise<string> {
    const key = { pk: `msggroup#${userId}`, sk: groupKey };
    const claimed = async () => {
      const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: key, ConsistentRead: true }));
      return typeof Item?.messageId === 'string' ? Item.messageId : null;
    };
    // Read first: most of a group's events (an upload's photos) come after its first.
    const known = await claimed();
    if (known) return known;
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.table,
          Item: { ...key, ...owner(userId, `msggroup#${groupKey}`), messageId: firstId, expiresAt: Math.floor(this.now() / 1000) + GROUP_TTL_SECONDS },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return firstId;
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
    return (await claimed()) ?? firstId;
  }

  async record(message: MessageRecord): Promise<boolean> {
    const item = {
      pk: messagesPk(message.userId),
      sk: message.messageId,
      ...owner(message.userId, `message#${message.messageId}`),
      userId: message.userId,
      messageId: message.messageId,
      type: message.type,
      actorName: message.actorName,
      subject: message.subject,
      count: message.count,
      link: message.link,
      createdAt: message.createdAt,
      read: false,
      ...(message.photoIds.length ? { photoIds: new Set(message.photoIds) } : {}),
    };
    try {
      await this.client.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: this.table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
            { Update: this.counterUpdate(message.userId, 1) },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (!isTransactionConditionFailure(error)) throw error;
    }
    // The message exists: a grouped one takes in new photos, once each, with what each adds to its
    // count (one photo, or the new people found in it).
    for (const photoId of message.photoIds) {
      try {
        await this.client.send(
          new UpdateCommand({
            TableName: this.table,
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: 'ADD photoIds :photo, #count :added',
            ConditionExpression: 'attribute_exists(pk) AND NOT contains(photoIds, :id)',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':photo': new Set([photoId]), ':added': message.count, ':id': photoId },
          }),
        );
      } catch (error) {
        if (!isConditionalCheckFailure(error)) throw error;
      }
    }
    return false;
  }

  async page(userId: string, limit: number, cursor?: string): Promise<MessagePage> {
    const result = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': messagesPk(userId) },
        ScanIndexForward: false,
        Limit: limit,
        ...(cursor ? { ExclusiveStartKey: { pk: messagesPk(userId), sk: decodeCursor(cursor) } } : {}),
      }),
    );
    const last = result.LastEvaluatedKey?.sk as string | undefined;
    return { messages: (result.Items ?? []).map(toRecord), cursor: last ? encodeCursor(last) : null };
  }

  async get(userId: string, messageId: string): Promise<MessageRecord | null> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { pk: messagesPk(userId), sk: messageId }, ConsistentRead: true }));
    return Item ? toRecord(Item) : null;
  }

  async setRead(userId: string, messageId: string, read: boolean): Promise<MessageRecord | null> {
    try {
      await this.client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: { pk: messagesPk(userId), sk: messageId },
                UpdateExpression: 'SET #read = :read',
                ConditionExpression: 'attribute_exists(pk) AND #read <> :read',
                ExpressionAttributeNames: { '#read': 'read' },
                ExpressionAttributeValues: { ':read': read },
              },
            },
            { Update: this.counterUpdate(userId, read ? -1 : 1) },
          ],
        }),
      );
    } catch (error) {
      // Already so (or no such message): nothing changes.
      if (!isTransactionConditionFailure(error)) throw error;
    }
    return this.get(userId, messageId);
  }

  async unreadCount(userId: string): Promise<number> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: counterKey(userId), ConsistentRead: true }));
    return Math.max(0, Number(Item?.unread ?? 0));
  }

  private counterUpdate(userId: string, by: number) {
    const gsi = owner(userId, 'messagecount');
    return {
      TableName: this.table,
      Key: counterKey(userId),
      UpdateExpression: 'ADD unread :by SET gsi3pk = :gpk, gsi3sk = :gsk',
      ExpressionAttributeValues: { ':by': by, ':gpk': gsi.gsi3pk, ':gsk': gsi.gsi3sk },
    };
  }
}

export class DynamoPreferenceStore implements PreferenceStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(userId: string): Promise<UserPreferences | null> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { pk: `prefs#${userId}`, sk: 'prefs' } }));
    if (!Item) return null;
    return { byType: (Item.byType ?? {}) as UserPreferences['byType'], timeZone: (Item.timeZone as string | undefined) ?? null };
  }

  async put(userId: string, preferences: UserPreferences): Promise<void> {
    await this.client.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: `prefs#${userId}`, sk: 'prefs', ...owner(userId, 'prefs'), byType: preferences.byType, timeZone: preferences.timeZone ?? undefined },
      }),
    );
  }
}

export class DynamoDeliveryLedger implements DeliveryLedger {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly now: () => number = Date.now,
  ) {}

  async addPending(frequency: DigestFrequency, items: readonly PendingDigestItem[]): Promise<void> {
    await this.batch(
      items.map((item) => ({
        PutRequest: { Item: { pk: `digestq#${frequency}`, sk: pendingSort(item), ...owner(item.userId, `digestq#${frequency}#${item.messageId}#${item.channel}`), ...item } },
      })),
    );
  }

  async pendingPage(frequency: DigestFrequency, cursor?: string, dueBy?: number) {
    const due = dueBy === undefined ? {} : { ':after': dueHourKey(Math.floor(dueBy / HOUR_MS) * HOUR_MS + HOUR_MS) };
    const result = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: dueBy === undefined ? 'pk = :pk' : 'pk = :pk AND sk < :after',
        ExpressionAttributeValues: { ':pk': `digestq#${frequency}`, ...due },
        Limit: 200,
        ConsistentRead: true,
        ...(cursor ? { ExclusiveStartKey: { pk: `digestq#${frequency}`, sk: decodeCursor(cursor) } } : {}),
      }),
    );
    const last = result.LastEvaluatedKey?.sk as string | undefined;
    return {
      items: (result.Items ?? []).map((item) => ({
        userId: String(item.userId),
        messageId: String(item.messageId),
        channel: item.channel as PendingDigestItem['channel'],
        // Items from before digests had a due hour are due at once.
        dueAt: Number(item.dueAt ?? 0),
      })),
      cursor: last ? encodeCursor(last) : null,
    };
  }

  async removePending(frequency: DigestFrequency, items: readonly PendingDigestItem[]): Promise<void> {
    await this.batch(items.map((item) => ({ DeleteRequest: { Key: { pk: `digestq#${frequency}`, sk: pendingSort(item) } } })));
  }

  async claim(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.table,
          Item: { pk: `sent#${key}`, sk: 'sent', sentAt: this.now(), expiresAt: Math.floor(this.now() / 1000) + SENT_TTL_SECONDS },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailure(error)) return false;
      throw error;
    }
  }

  async release(key: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.table, Key: { pk: `sent#${key}`, sk: 'sent' } }));
  }

  private async batch(requests: Record<string, unknown>[]): Promise<void> {
    for (let i = 0; i < requests.length; i += 25) {
      let pending = requests.slice(i, i + 25);
      for (let attempt = 0; pending.length; attempt++) {
        if (attempt) await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));
        const result = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.table]: pending } }));
        pending = (result.UnprocessedItems?.[this.table] ?? []) as typeof pending;
      }
    }
  }
}

export class DynamoUnsubscribeTokens implements UnsubscribeTokens {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly now: () => number = Date.now,
  ) {}

  async create(userId: string, types: readonly MessageType[]): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await this.client.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: `unsub#${token}`, sk: 'unsub', ...owner(userId, `unsub#${token}`), userId, types: [...types], expiresAt: Math.floor(this.now() / 1000) + UNSUBSCRIBE_TTL_SECONDS },
      }),
    );
    return token;
  }

  async resolve(token: string) {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { pk: `unsub#${token}`, sk: 'unsub' } }));
    if (!Item) return null;
    const types = ((Item.types ?? []) as string[]).filter((type): type is MessageType => (MESSAGE_TYPES as readonly string[]).includes(type));
    return { userId: String(Item.userId), types };
  }
}

function toRecord(item: Record<string, unknown>): MessageRecord {
  const photos = item.photoIds instanceof Set ? [...(item.photoIds as Set<string>)] : [];
  return {
    userId: String(item.userId),
    messageId: String(item.messageId),
    type: item.type as MessageType,
    actorName: (item.actorName as string | null | undefined) ?? null,
    subject: (item.subject as string | null | undefined) ?? null,
    count: Number(item.count ?? 0),
    // Newest first (photo ids are ULIDs), a few for the page.
    photoIds: photos.sort().reverse().slice(0, PHOTOS_SHOWN),
    link: (item.link as string | null | undefined) ?? null,
    createdAt: Number(item.createdAt),
    read: item.read === true,
  };
}

const HOUR_MS = 60 * 60 * 1000;
/** '2026-11-25T06': sorts by time, and below any later hour's keys. */
const dueHourKey = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 13);
// Items stored before due hours existed have no prefix (their user ids sort below any year).
const pendingSort = (item: PendingDigestItem) => `${item.dueAt ? `${dueHourKey(item.dueAt)}#` : ''}${item.userId}#${item.messageId}#${item.channel}`;
const encodeCursor = (sk: string) => Buffer.from(sk, 'utf8').toString('base64url');
const decodeCursor = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8');

function isTransactionConditionFailure(error: unknown): boolean {
  const e = error as { name?: string; CancellationReasons?: Array<{ Code?: string }> };
  return e?.name === 'TransactionCanceledException' && (e.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed');
}
