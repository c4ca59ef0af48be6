import { requireOwnPhoto, type LibraryScope } from './access';
import type { LibraryDeps } from './deps';

/**
 * How long a download link may be used for, as the client is told. Links go through the media
 * gate, which checks the family at each use, so this is only a hint to fetch a fresh one later.
 */
export const MEDIA_LINK_SECONDS = 60 * 60;

/** GET /photo/{id}/download: a signed link to the original as uploaded, saved under its own name. */
export async function photoDownload(deps: LibraryDeps, scope: LibraryScope, photoId: string) {
  const photo = await requireOwnPhoto(deps, scope, photoId);
  return { url: await deps.signer.original(photo.objectKey, photo.name), file_name: photo.name, expires_in: MEDIA_LINK_SECONDS };
}
