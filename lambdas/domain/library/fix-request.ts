import type { FixType } from '@heirloom/shared/contracts/photos';
import { ValidationError } from '../errors';
import { requireOwnPhoto, type LibraryScope } from './access';
import type { LibraryDeps } from './deps';

export const VIDEOS_CANNOT_BE_CORRECTED = 'Image correction works on photos, not videos';

/**
 * POST /photo/{id}/fix: queues a correction (spec 000 section 7: {photo_id, fix_type} on the fix
 * queue). The corrected pictures arrive on the owner's open tabs as a photo_updated message.
 */
export async function requestFix(deps: LibraryDeps, scope: LibraryScope, photoId: string, fixType: FixType): Promise<void> {
  const photo = await requireOwnPhoto(deps, scope, photoId);
  if (photo.imageType !== 'photo') throw new ValidationError(VIDEOS_CANNOT_BE_CORRECTED);
  await deps.fixQueue.send({ photo_id: photoId, fix_type: fixType });
}
