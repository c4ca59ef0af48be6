import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import { hasInvitesWaiting } from '../domain/sharing/invites-waiting';
import type { UserRecord } from '../ports/accounts';
import { documentClient } from './clients';
import { readEnv } from './env';

let store: DynamoSharingStore | undefined;

/** The user with has_invites worked out now (domain/sharing/invites-waiting.ts), for the routes that answer the user. */
export async function withInvitesWaiting(user: UserRecord, now: number): Promise<UserRecord> {
  store ??= new DynamoSharingStore(documentClient(), readEnv('tableName'));
  return { ...user, hasInvites: await hasInvitesWaiting(store, user, now) };
}
