import { requireOwnPhoto } from './access';
import type { LibraryDeps } from './deps';

/** How long a signed media link lasts (S3MediaUrlSigner signs for one hour). */
export const MEDIA_LINK_SECONDS = 60 * 60;

/** GET /photo/{id}/download: a signed link to the original as uploaded, saved under its own name. */
export async function photoDownload(deps: LibraryDeps, ownerId: string, photoId: string) {
  const photo = await requireOwnPhoto(deps, ownerId, photoId);
  return { url: await deps.signer.original(photo.objectKey, photo.name), file_name: photo.name, expires_in: MEDIA_LINK_SECONDS };
}
