import { DynamoFamilyCounts } from '../adapters/aws/dynamo-family-counts';
import { DynamoAccountStore } from '../adapters/aws/dynamo-account-store';
import { DynamoSessionStore } from '../adapters/aws/dynamo-session-store';
import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import { DynamoMoveLedger } from '../adapters/aws/dynamo-move-ledger';
import { familyMoveQueue } from './family-move-queue';
import { newId } from '../domain/family/ids';
import { displayName } from '../domain/family/person-names';
import type { SharingDeps } from '../domain/sharing/deps';
import { personIsLiving } from '../domain/family/living';
import { accountsDeps } from './accounts-deps';
import { documentClient } from './clients';
import { readEnv } from './env';
import { realtimePublisher } from './realtime-deps';
import { familyDeps } from './family-deps';
import { messageEvents } from './messages-deps';

let deps: SharingDeps | undefined;

/** Composition root for family sharing (invites, members, moves), built once per container. */
export function sharingDeps(): SharingDeps {
  if (deps) return deps;
  const client = documentClient();
  const table = readEnv('tableName');
  const counts = new DynamoFamilyCounts(client, table);
  deps = {
    sharing: new DynamoSharingStore(client, table),
    accounts: new DynamoAccountStore(client, table),
    sessions: new DynamoSessionStore(client, table),
    notifier: accountsDeps().notifier,
    messageEvents: messageEvents(),
    moveQueue: familyMoveQueue(),
    moves: new DynamoMoveLedger(client, table),
    rateLimiter: accountsDeps().rateLimiter,
    personName: async (familyId, personId) => {
      const person = await familyDeps().store.getPerson(familyId, personId);
      return person ? displayName(person) || 'Unnamed person' : null;
    },
    personNameParts: async (familyId, personId) => {
      const name = (await familyDeps().store.getPerson(familyId, personId))?.names[0];
      return name ? { prefix: name.prefix, firstName: name.first, middleName: name.middle, lastName: name.last, suffix: name.suffix } : null;
    },
    personLiving: (familyId, personId) => personIsLiving(familyDeps().store, familyId, personId, new Date()),
    familyCounts: (familyId) => counts.counts(familyId),
    notifyFamilyChanged: async (userId) => {
      await realtimePublisher().toUser(userId, { type: 'family_changed' });
    },
    now: Date.now,
    newId,
    appOrigin: readEnv('appOrigin'),
  };
  return deps;
}
