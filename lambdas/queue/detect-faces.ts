import { detectFacesMessage } from '@heirloom/shared/contracts/faces';
import { scanPhotoFaces } from '../domain/faces/scan-photo';
import { faceDeps } from '../runtime/faces-deps';
import { logger } from '../runtime/logger';
import { queueHandler } from '../runtime/queue/queue-handler';

/**
 * The faces queue: {photo_id}, sent when a photo or video has been processed and by the backfill
 * of photos that came before faces. Finds the photo's faces, crops them and groups them with
 * people; a photo already scanned is skipped, so a repeated message changes nothing.
 */
export const handler = queueHandler(detectFacesMessage, async ({ photo_id }) => {
  const result = await scanPhotoFaces(await faceDeps(), photo_id);
  logger.info('Faces', { photoId: photo_id, ...result });
});
