import type { LibraryPhoto } from '../../ports/library';
import type { Renditions } from '../../ports/media';
import { ownSelection } from './access';
import type { LibraryDeps } from './deps';
import { withFreshReads } from './edit-photos';

export const renditionKeys = (renditions: Renditions | null): string[] => (renditions ? Object.values(renditions).filter((key): key is string => typeof key === 'string') : []);

/** Every stored file of a photo: its original and every picture made from it. */
export const photoFileKeys = (photo: LibraryPhoto) => ({ original: photo.objectKey, derived: [...new Set([...renditionKeys(photo.renditions), ...renditionKeys(photo.baseRenditions)])] });

/** Removes stored files once their records are gone; a failure leaves orphans for the log, not an error. */
export async function removeFiles(deps: Pick<LibraryDeps, 'storage' | 'warn'>, files: ReadonlyArray<{ original: string | null; derived: string[] }>): Promise<void> {
  const derived = files.flatMap((file) => file.derived);
  const originals = files.map((file) => file.original).filter((key): key is string => Boolean(key));
  const results = await Promise.allSettled([deps.storage.deleteDerived(derived), ...originals.map((key) => deps.storage.deleteUpload(key))]);
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length) deps.warn('Stored files were left behind after their items were deleted', { failures: failed.length, error: String((failed[0] as PromiseRejectedResult).reason) });
}

/**
 * Deletes the caller's photos for good (a cancelled archive import's items): only when the caller
 * uploaded every selected photo (spec 000 section 6), otherwise nothing is deleted (403). Ids no
 * longer in the library are skipped. Their faces go first; the records go with their space on the
 * account in the same transaction; then the original and derived files.
 */
export async function deletePhotos(deps: LibraryDeps, ownerId: string, photoIds: readonly string[]): Promise<number> {
  const selected = await ownSelection(deps, ownerId, photoIds);
  await deps.forgetFaces(selected);
  let deleted: LibraryPhoto[] = [];
  await withFreshReads(async () => {
    // A retry reads again: photos deleted by the first attempt (or elsewhere) are gone by then.
    const photos = deleted.length ? await ownSelection(deps, ownerId, photoIds) : selected;
    deleted = photos;
    await deps.photos.deletePhotos(ownerId, photos);
  });
  const gone = new Map([...selected, ...deleted].map((photo) => [photo.photoId, photo]));
  await removeFiles(deps, [...gone.values()].map(photoFileKeys));
  return gone.size;
}
