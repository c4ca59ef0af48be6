import { fixImageMessage } from '@heirloom/shared/contracts/photos';
import { applyFix } from '../domain/library/fix-image';
import { libraryFixDeps } from '../runtime/library-deps';
import { logger } from '../runtime/logger';
import { queueHandler } from '../runtime/queue/queue-handler';

/**
 * The fix queue: {photo_id, fix_type} (Correct Image, Remove Noise). Renders the photo's pictures
 * again with its corrections as new files, keeps the original, and pushes photo_updated to the
 * owner's open tabs. A message delivered twice changes nothing the second time.
 */
export const handler = queueHandler(fixImageMessage, async ({ photo_id, fix_type }) => {
  const outcome = await applyFix(libraryFixDeps(), photo_id, fix_type);
  logger.info('Image correction', { photoId: photo_id, fixType: fix_type, outcome });
});
