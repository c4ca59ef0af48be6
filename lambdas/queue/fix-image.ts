import { fixImageMessage } from '@heirloom/shared/contracts/photos';
import { turnFaces } from '../domain/faces/turn-faces';
import { applyFix, applyTurns, pushPhoto } from '../domain/library/fix-image';
import { facePhotoOf, turnFacesDeps } from '../runtime/faces-deps';
import { libraryFixDeps } from '../runtime/library-deps';
import { logger } from '../runtime/logger';
import { queueHandler } from '../runtime/queue/queue-handler';

/**
 * The fix queue: {photo_id, fix_type} (Correct Image, Remove Noise) and {photo_id, turns} (a
 * quarter turn). Renders the photo's pictures again as new files, keeps the original, turns the
 * faces with the picture, and pushes photo_updated to the uploader's (and the asker's) open tabs.
 * A message delivered twice changes nothing the second time.
 */
export const handler = queueHandler(fixImageMessage, async (message) => {
  if ('fix_type' in message) {
    const outcome = await applyFix(libraryFixDeps(), message.photo_id, message.fix_type, message.requested_by);
    logger.info('Image correction', { photoId: message.photo_id, fixType: message.fix_type, outcome });
    return;
  }
  const turned = await applyTurns(libraryFixDeps(), message.photo_id, message.turns);
  const faces = turned.photo ? await turnFaces(turnFacesDeps(), facePhotoOf(turned.photo), turned.by) : 'unchanged';
  // Once the faces are turned too, so a tab that draws them on the new picture finds them turned.
  if (turned.photo) await pushPhoto(libraryFixDeps(), turned.photo, message.requested_by);
  logger.info('Photo turned', { photoId: message.photo_id, turns: message.turns, outcome: turned.outcome, faces });
});
