import type { NearDuplicateStore } from '../../ports/duplicates';
import type { LeaseWait } from '../../ports/lease';
import type { LibraryPhoto } from '../../ports/library';
import type { TrashState } from '../../ports/trash';
import type { LibraryDeps } from './deps';
import { photoFileKeys, removeFiles } from './delete-photos';
import { withFreshReads } from './edit-photos';

/** What the trash needs: the library, the trash's own state, and the near-duplicate index restored photos are filed in again. */
export interface TrashDeps extends LibraryDeps {
  trash: TrashState;
  duplicates: NearDuplicateStore;
}

/**
 * Photos deleted for good in one go: at most this many, so one call is a few transactions
 * (chunkForTransactions keeps each within DynamoDB's 100 actions) and a few seconds of S3 deletes.
 */
export const PURGE_BATCH = 100;

/**
 * Deletes trashed photos for good: their faces first (forget-photo-faces.ts: a failure leaves the
 * photos in the trash for the retry), then their records, content claims and the space on the
 * uploader's account (in the same transactions), then their original and every picture made from
 * it. A photo restored or purged meanwhile is skipped (read again when a write finds it changed),
 * so a retry deletes nothing twice. Answers how many went. `wait`: see LibraryDeps.forgetFaces.
 */
export async function purgeTrashed(deps: Pick<LibraryDeps, 'photos' | 'storage' | 'warn' | 'forgetFaces'>, photos: readonly LibraryPhoto[], wait?: LeaseWait): Promise<number> {
  const byOwner = new Map<string, LibraryPhoto[]>();
  for (const photo of photos) if (photo.trashedAt !== null) byOwner.set(photo.ownerId, [...(byOwner.get(photo.ownerId) ?? []), photo]);
  const gone: LibraryPhoto[] = [];
  await deps.forgetFaces([...byOwner.values()].flat(), wait);
  for (const [ownerId, owned] of byOwner) {
    const ids = owned.map((photo) => photo.photoId);
    let attempts = 0;
    await withFreshReads(async () => {
      // A retry reads again: what was restored or purged since is no longer in the trash.
      const batch = attempts++ === 0 ? owned : (await deps.photos.getTrashedPhotos(ids)).filter((photo) => photo.ownerId === ownerId);
      await deps.photos.deletePhotos(ownerId, batch);
    });
    // After a retry, chunks the first try deleted are gone too: their files go, unless the change
    // it met was a restore (that photo is in the library again and keeps them).
    const restored = attempts > 1 ? new Set((await deps.photos.getPhotos(ids)).map((photo) => photo.photoId)) : new Set<string>();
    gone.push(...owned.filter((photo) => !restored.has(photo.photoId)));
  }
  await removeFiles(deps, gone.map(photoFileKeys));
  return gone.length;
}
