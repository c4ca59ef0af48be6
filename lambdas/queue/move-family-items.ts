import pLimit from 'p-limit';
import { familyMoveMessage } from '@heirloom/shared/contracts/queue';
import { DynamoScopeMover } from '../adapters/aws/dynamo-scope-mover';
import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import type { EventWithParticipants, PersonRecord } from '../domain/family/records';
import { likelyDuplicates } from '../domain/sharing/duplicates';
import { memberName } from '../domain/sharing/member-name';
import { moveFamilyItems } from '../domain/sharing/move-items';
import { copyDuplicatePairs } from '../domain/duplicates/copy-pairs';
import { indexMovingPhotos } from '../domain/duplicates/index-moved';
import { duplicateIndexDeps } from '../runtime/duplicates-deps';
import { keepFamilyIcons, movePhotoFaces, moveUnnamedGroups, regroupMovedFaces } from '../domain/faces/move-faces';
import { faceDeps, facesQueue } from '../runtime/faces-deps';
import { familyDeps } from '../runtime/family-deps';
import { documentClient } from '../runtime/clients';
import { readEnv } from '../runtime/env';
import { logger } from '../runtime/logger';
import { queueHandler } from '../runtime/queue/queue-handler';
import { realtimePublisher } from '../runtime/realtime-deps';
import { DynamoLibraryMover } from '../adapters/aws/dynamo-library-mover';
import { DynamoMoveLedger } from '../adapters/aws/dynamo-move-ledger';
import { DynamoAccountStore } from '../adapters/aws/dynamo-account-store';
import { DynamoSessionStore } from '../adapters/aws/dynamo-session-store';
import { familyMoveQueue } from '../runtime/family-move-queue';
import { messageEvents } from '../runtime/messages-deps';

const table = readEnv('tableName');
// An item the table refuses in its new place stays where it was (nothing lost) and the move goes
// on; the error tells the operator, who can move it by hand.
const treeMover = new DynamoScopeMover(documentClient(), table, (item, error) => logger.error('Family move left an item behind', { item, error }));
const sharing = new DynamoSharingStore(documentClient(), table);
const library = new DynamoLibraryMover(documentClient(), table);
const moves = new DynamoMoveLedger(documentClient(), table);
const accounts = new DynamoAccountStore(documentClient(), table);
const sessions = new DynamoSessionStore(documentClient(), table);
const queue = familyMoveQueue();

/**
 * A run hands the rest of a move to a fresh message after this long: well inside the function's
 * ten minutes (a page, and a leave's wait for its join, fit in what is left), and the family
 * queue's other moves get their turn meanwhile.
 */
const RUN_BUDGET_MS = 7 * 60_000;
/** Photos whose faces move at once while joining (each is a few reads and writes, or a re-index). */
const PHOTOS_IN_FLIGHT = 8;

/** The family queue: moves a joining member's items into the family, or a leaving one's uploads out. */
export const handler = queueHandler(familyMoveMessage, async (message) => {
  const started = Date.now();
  const member = await sharing.membership(message.user_id);
  const faces = await faceDeps();
  const outcome = await moveFamilyItems(
    {
      sharing,
      moves,
      mover: {
        countTree: (scope) => treeMover.countTree(scope),
        copyTreePage: (from, to, cursor, onlyMissing) => treeMover.copyTreePage(from, to, cursor, onlyMissing),
        removeTreePage: (from, to, cursor) => treeMover.removeTreePage(from, to, cursor),
        countUploads: (userId, from) => library.countUploads(userId, from),
        moveUploads: (userId, from, to, onPage, beforePhotos, leavingTree) =>
          library.moveUploads(
            userId,
            from,
            to,
            member?.username ?? null,
            onPage,
            async (photos) => {
              await beforePhotos(photos);
              // Filed in the near-duplicate index of the family they move to (index-moved.ts).
              await indexMovingPhotos(
                duplicateIndexDeps(),
                photos.map((photo) => photo.photoId),
                to,
              );
            },
            leavingTree,
          ),
        movePlaces: (from, to) => library.movePlaces(from, to),
      },
      faces: {
        movePhotos: async (photos, from, to, keepLinks) => {
          // Joining, each photo's faces move on their own (they keep their people): several at a
          // time. Leaving regroups faces in the leaver's library, which is done one photo at a time.
          if (keepLinks) {
            const slots = pLimit(PHOTOS_IN_FLIGHT);
            await Promise.all(
              photos.map((photo) =>
                slots(async () => {
                  const { after } = await movePhotoFaces(faces, photo, from, to, true);
                  // Its faces are searched among the family's (match-arrived.ts), on the faces queue's pace.
                  if (after.length) await facesQueue().send({ photo_id: photo.photoId, library_id: to, arrived: true });
                }),
              ),
            );
            return;
          }
          for (const photo of photos) {
            const { before, after } = await movePhotoFaces(faces, photo, from, to, false);
            // Leaving: the family's people keep an icon, and the faces (which lost their people,
            // the family's) are grouped again in the leaver's library.
            await keepFamilyIcons(faces, from, from, before);
            await regroupMovedFaces(faces, to, after);
          }
        },
        moveUnnamed: async (from, to) => {
          await moveUnnamedGroups(faces, from, to);
        },
        // Behind the photos' own messages in the join's FIFO group (sqs-faces-queue.ts), so it regroups once they are searched.
        regroupArrived: (familyId) => facesQueue().send({ regroup: true, library_id: familyId }),
      },
      copyDuplicatePairs: async (from, to) => {
        await copyDuplicatePairs(duplicateIndexDeps().duplicates, from, to, Date.now());
      },
      suggestDuplicates: async (familyId) => {
        const store = familyDeps().store;
        const people: PersonRecord[] = [];
        for await (const page of store.walkPeople(familyId)) people.push(...page);
        const events: EventWithParticipants[] = [];
        for await (const page of store.walkEvents(familyId)) events.push(...page.filter((e) => e.event.eventType === 'birth'));
        await sharing.putDuplicates(familyId, likelyDuplicates(people, events));
      },
      progress: async (userId, { moved, total, done }) => {
        await realtimePublisher().toUser(userId, { type: 'family_moving', moved, total, done });
      },
      finished: async (done, moved, requestedAt) => {
        const joined = !done.uploads_only;
        // A member who left has no membership any more: their name comes from their account.
        const name = member?.username ?? (await memberName({ sharing, accounts }, done.user_id));
        const removedBy = done.removed_by ? { removed_by: { user_id: done.removed_by, name: await memberName({ sharing, accounts }, done.removed_by) } } : {};
        await messageEvents().send({ kind: 'family_members', user_id: done.user_id, member_name: name, family_id: joined ? done.to_scope : done.from_scope, joined, moved, at: requestedAt, ...removedBy });
      },
      treeCopied: async (userId, from, to) => {
        await sharing.treeCopied(userId, from, to);
        await sessions.treeCopied(userId, from);
      },
      arrived: async (userId, from, to) => {
        await sharing.arrived(userId, from, to);
        await sessions.arrived(userId, from);
      },
      carryOn: (next) => queue.send(next),
      outOfTime: () => Date.now() - started > RUN_BUDGET_MS,
      pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      now: Date.now,
    },
    message,
  );
  logger.info('Family move', { userId: message.user_id, from: message.from_scope, to: message.to_scope, outcome });
});
