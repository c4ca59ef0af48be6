import { detectFacesMessage } from '@heirloom/shared/contracts/faces';
import { scanPhotoFaces } from '../domain/faces/scan-photo';
import { faceDeps } from '../runtime/faces-deps';
import { logger } from '../runtime/logger';
import { messageEvents } from '../runtime/messages-deps';
import { queueHandler } from '../runtime/queue/queue-handler';

/**
 * Photos are grouped one after another: two photos of the same new face grouped at once would each
 * see the other's face unassigned and make two unnamed people of one. (Across containers the same
 * can happen rarely; linking a face of one unnamed group to the other merges them.)
 */
let previous: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = previous.then(work, work);
  previous = run.catch(() => undefined);
  return run;
}

/**
 * The faces queue: {photo_id}, sent when a photo or video has been processed and by the backfill
 * of photos that came before faces. Finds the photo's faces, crops them and groups them with
 * people; a photo already scanned is skipped, so a repeated message changes nothing.
 */
export const handler = queueHandler(detectFacesMessage, async ({ photo_id }) => {
  const deps = await faceDeps();
  const result = await oneAtATime(() => scanPhotoFaces(deps, photo_id));
  logger.info('Faces', { photoId: photo_id, ...result });
  if (result.outcome === 'scanned' && result.newUnnamed.length) {
    const photo = await deps.photos.getPhoto(photo_id);
    if (photo) await messageEvents().send({ kind: 'unnamed_people', user_id: photo.uploaderId, photo_id, count: result.newUnnamed.length, at: Date.now() });
  }
});
