import type { FixType } from '@heirloom/shared/contracts/photos';
import { ValidationError } from '../errors';
import { requireOwnPhoto, type LibraryScope } from './access';
import type { LibraryDeps } from './deps';

export const VIDEOS_CANNOT_BE_CORRECTED = 'Image correction works on photos, not videos';

/**
 * POST /photo/{id}/fix: queues a correction (spec 000 section 7: {photo_id, fix_type} on the fix
 * queue). The corrected pictures arrive on the owner's open tabs as a photo_updated message.
 */
export async function requestFix(deps: LibraryDeps, scope: LibraryScope, photoId: string, fixType: FixType, requestedBy?: string): Promise<void> {
  const photo = await requireOwnPhoto(deps, scope, photoId);
  if (photo.imageType !== 'photo') throw new ValidationError(VIDEOS_CANNOT_BE_CORRECTED);
  await deps.fixQueue.send({ photo_id: photoId, fix_type: fixType, ...(requestedBy ? { requested_by: requestedBy } : {}) });
}

export const VIDEOS_CANNOT_BE_TURNED = 'Only photos can be turned, not videos';

/**
 * POST /photo/{id}/rotate: queues a quarter turn left or right of the way the photo is drawn now;
 * the fix queue draws it again (fix-image.ts applyTurns) and the faces turn with it. Answers the
 * turns it will have, for the page to wait for.
 */
export async function requestTurn(deps: LibraryDeps, scope: LibraryScope, photoId: string, direction: 'left' | 'right', requestedBy?: string): Promise<number> {
  const photo = await requireOwnPhoto(deps, scope, photoId);
  if (photo.imageType !== 'photo') throw new ValidationError(VIDEOS_CANNOT_BE_TURNED);
  const turns = (photo.turns + (direction === 'right' ? 1 : 3)) % 4;
  await deps.fixQueue.send({ photo_id: photoId, turns, ...(requestedBy ? { requested_by: requestedBy } : {}) });
  return turns;
}
