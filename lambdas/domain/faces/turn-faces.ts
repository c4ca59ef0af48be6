import type { DetectFacesMessage } from '@heirloom/shared/contracts/faces';
import { ulid } from 'ulid';
import type { FaceDeps, FacePhoto } from './deps';
import { turnBox } from './box-turns';
import { cropFace } from './face-crops';

export interface TurnFacesDeps extends Pick<FaceDeps, 'faces' | 'images'> {
  /** The faces queue (lambdas/adapters/aws/sqs-faces-queue.ts). */
  queue: { sendAgain(message: DetectFacesMessage, attempt: string): Promise<void> };
}

/**
 * A photo turned `quarterTurns` clockwise (library/fix-image.ts applyTurns): its faces turn with
 * it, boxes and crops (each crop cut again from the turned picture under its own key, so a person
 * icon made from it is upright too), and keep their people. A photo with no face found (a sideways
 * scan the detector could not read) is looked at again, the right way up.
 */
export async function turnFaces(deps: TurnFacesDeps, photo: FacePhoto, quarterTurns: number): Promise<'turned' | 'scan-again' | 'unchanged'> {
  if (quarterTurns % 4 === 0) return 'unchanged';
  const faces = await deps.faces.facesOfPhoto(photo.ownerId, photo.photoId);
  if (!faces.length) {
    await deps.faces.deleteScan(photo.ownerId, photo.photoId);
    // Its own deduplication id: the upload's scan may have been queued within SQS's five minutes.
    await deps.queue.sendAgain({ photo_id: photo.photoId, library_id: photo.ownerId }, `turned-${ulid()}`);
    return 'scan-again';
  }
  const image = await deps.images.read(photo.imageKey);
  const turned = faces.map((face) => ({ ...face, box: turnBox(face.box, quarterTurns) }));
  for (const face of turned) await deps.images.putCrop(face.thumbKey, await cropFace(image, face.box));
  await deps.faces.putFaces(turned);
  return 'turned';
}
