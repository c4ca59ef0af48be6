import { appendFile } from 'node:fs/promises';
import type { MessageEvent } from '@heirloom/shared/contracts/messages';
import { ulid } from 'ulid';
import { DynamoAccountStore } from '../adapters/aws/dynamo-account-store';
import { DynamoDeliveryLedger, DynamoMessageStore, DynamoPreferenceStore, DynamoUnsubscribeTokens } from '../adapters/aws/dynamo-message-store';
import { DynamoPhotoStore } from '../adapters/aws/dynamo-library-photos';
import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import { SqsJobQueue } from '../adapters/aws/sqs-job-queue';
import type { MessageEvents, MessagesDeps } from '../domain/messages/deps';
import { withRoles } from '../domain/sharing/roles';
import { accountsDeps } from './accounts-deps';
import { documentClient, sqsClient } from './clients';
import { readEnv } from './env';
import { logger } from './logger';
import { realtimePublisher } from './realtime-deps';
import { webPushDeps } from './web-push-deps';

let deps: MessagesDeps | undefined;
let events: MessageEvents | undefined;

/** Composition root for messages, preferences and delivery, built once per container. */
export function messagesDeps(): MessagesDeps {
  if (deps) return deps;
  const client = documentClient();
  const table = readEnv('tableName');
  const accounts = new DynamoAccountStore(client, table);
  const sharing = new DynamoSharingStore(client, table);
  deps = {
    messages: new DynamoMessageStore(client, table),
    preferences: new DynamoPreferenceStore(client, table),
    ledger: new DynamoDeliveryLedger(client, table),
    unsubscribe: new DynamoUnsubscribeTokens(client, table),
    users: accounts,
    photosInLibrary: async (familyId, photoIds) => {
      const photos = await new DynamoPhotoStore(client, table).getPhotos([...new Set(photoIds)]);
      return new Set(photos.filter((photo) => photo.familyId === familyId).map((photo) => photo.photoId));
    },
    family: {
      familyOf: async (userId) => (await sharing.membership(userId))?.familyId ?? userId,
      members: async (familyId) => {
        const members = await sharing.familyMembers(familyId);
        if (members.length) return withRoles(members).map((m) => ({ userId: m.userId, username: m.username, role: m.role }));
        // A family of one: its id is the user's own, and they are its admin.
        const user = await accounts.getUser(familyId);
        return user ? [{ userId: user.userId, username: user.username, role: 'admin' as const }] : [];
      },
    },
    notifier: accountsDeps().notifier,
    realtime: realtimePublisher(),
    webPush: webPushDeps(),
    webOutbox: outboxCopy(),
    now: Date.now,
    appOrigin: readEnv('appOrigin'),
  };
  return deps;
}

/**
 * Where producers tell what happened. Telling never fails the producer's own work: a message is
 * worth less than the upload or the invite it is about, so a failed send is logged and dropped.
 */
export function messageEvents(): MessageEvents {
  let queue: SqsJobQueue<MessageEvent> | undefined;
  return (events ??= {
    send: async (event) => {
      try {
        queue ??= new SqsJobQueue<MessageEvent>(sqsClient(), readEnv('messagesQueueUrl'));
        await queue.send(event);
      } catch (error) {
        logger.warn('A message event was not queued', { kind: event.kind, error: error as Error });
      }
    },
  });
}

/** Locally (OUTBOX_FILE set by the local runtime) web notifications are also written to the outbox. */
function outboxCopy(): MessagesDeps['webOutbox'] {
  const file = process.env.OUTBOX_FILE;
  if (!file) return undefined;
  return async ({ userId, title, body, url }) => {
    const line = JSON.stringify({ id: ulid(), channel: 'web', to: userId, subject: title, body: `${body}\n${url}`, sentAt: new Date().toISOString() });
    await appendFile(file, `${line}\n`, 'utf8');
  };
}
