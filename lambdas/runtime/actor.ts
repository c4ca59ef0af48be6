import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import { actorFor, type Actor } from '../domain/sharing/roles';
import type { Session } from '../ports/session-store';
import { documentClient } from './clients';
import { readEnv } from './env';

let store: DynamoSharingStore | undefined;

/** The signed-in caller with their family role (domain/sharing/roles.ts): one GetItem, a Query only for records from before roles. */
export async function actorOf(session: Session): Promise<Actor> {
  store ??= new DynamoSharingStore(documentClient(), readEnv('tableName'));
  return actorFor(store, session.userId);
}
