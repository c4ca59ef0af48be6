import { familyMoveMessage } from '@heirloom/shared/contracts/queue';
import { DynamoScopeMover } from '../adapters/aws/dynamo-scope-mover';
import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import type { EventWithParticipants, PersonRecord } from '../domain/family/records';
import { likelyDuplicates } from '../domain/sharing/duplicates';
import { moveFamilyItems } from '../domain/sharing/move-items';
import { keepFamilyIcons, movePhotoFaces, moveUnnamedGroups, regroupMovedFaces } from '../domain/faces/move-faces';
import { faceDeps } from '../runtime/faces-deps';
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
  const faces = await faceDeps();
  const moved = await moveFamilyItems(
    {
      sharing,
      mover: {
        moveTreePage: (from, to) => treeMover.moveTreePage(from, to),
        moveUploads: (userId, from, to, onPage, beforePhotos, leavingTree) => library.moveUploads(userId, from, to, member?.username ?? null, onPage, beforePhotos, leavingTree),
        movePlaces: (from, to) => library.movePlaces(from, to),
      },
      faces: {
        movePhotos: async (photos, from, to, keepLinks) => {
          for (const photo of photos) {
            const { before, after } = await movePhotoFaces(faces, photo, from, to, keepLinks);
            if (keepLinks) continue;
            // Leaving: the family's people keep an icon, and the faces (which lost their people,
            // the family's) are grouped again in the leaver's library.
            await keepFamilyIcons(faces, from, from, before);
            await regroupMovedFaces(faces, to, after);
          }
        },
        moveUnnamed: async (from, to) => {
          await moveUnnamedGroups(faces, from, to);
        },
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
