import { familyMoveMessage } from '@heirloom/shared/contracts/queue';
import { DynamoScopeMover } from '../adapters/aws/dynamo-scope-mover';
import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import type { EventWithParticipants, PersonRecord } from '../domain/family/records';
import { likelyDuplicates } from '../domain/sharing/duplicates';
import { moveFamilyItems } from '../domain/sharing/move-items';
import { familyDeps } from '../runtime/family-deps';
import { documentClient } from '../runtime/clients';
import { readEnv } from '../runtime/env';
import { logger } from '../runtime/logger';
import { queueHandler } from '../runtime/queue/queue-handler';
import { realtimePublisher } from '../runtime/realtime-deps';
import { DynamoLibraryMover } from '../adapters/aws/dynamo-library-mover';

const table = readEnv('tableName');
const treeMover = new DynamoScopeMover(documentClient(), table);
const sharing = new DynamoSharingStore(documentClient(), table);
const library = new DynamoLibraryMover(documentClient(), table);

/** The family queue: moves a joining member's items into the family, or a leaving one's uploads out. */
export const handler = queueHandler(familyMoveMessage, async (message) => {
  const member = await sharing.membership(message.user_id);
  const moved = await moveFamilyItems(
    {
      sharing,
      mover: {
        moveTreePage: (from, to) => treeMover.moveTreePage(from, to),
        moveUploads: (userId, from, to, onPage) => library.moveUploads(userId, from, to, member?.username ?? null, onPage),
        movePlaces: (from, to) => library.movePlaces(from, to),
      },
      suggestDuplicates: async (familyId) => {
        const store = familyDeps().store;
        const people: PersonRecord[] = [];
        for await (const page of store.walkPeople(familyId)) people.push(...page);
        const events: EventWithParticipants[] = [];
        for await (const page of store.walkEvents(familyId)) events.push(...page.filter((e) => e.event.eventType === 'birth'));
        await sharing.putDuplicates(familyId, likelyDuplicates(people, events));
      },
      progress: async (userId, count, done) => {
        await realtimePublisher().toUser(userId, { type: 'family_moving', moved: count, done });
      },
    },
    message,
  );
  logger.info('Family items moved', { userId: message.user_id, from: message.from_scope, to: message.to_scope, moved });
});
