import type { LibraryPhoto } from '../../ports/library';
import { indexPhoto, type IndexDeps } from './index-photo';

/**
 * Photos moving to another family (a member joining, or a leaver's uploads going with them) are
 * filed in the near-duplicate index of the family they move to, just before they move: so a crash
 * between the two leaves them still to move, and the move's retry files them again (the same items:
 * filing is idempotent), and nobody needs to run the backfill for a family that grew. The index
 * reads the page's photos as already in their new family, so two copies moving together find each
 * other rather than taking each other for photos gone from it. Pairs with a photo that then never
 * moves (the member left mid-join) are cleared by the review, which shows only the family's photos.
 */
export async function indexMovingPhotos(deps: IndexDeps, photoIds: readonly string[], toFamily: string): Promise<number> {
  const moving = new Set(photoIds);
  const asMoved = (photo: LibraryPhoto): LibraryPhoto => (moving.has(photo.photoId) ? { ...photo, familyId: toFamily } : photo);
  const view: IndexDeps = {
    ...deps,
    photos: {
      getPhoto: async (photoId) => {
        const photo = await deps.photos.getPhoto(photoId);
        return photo && asMoved(photo);
      },
      getPhotos: async (ids) => (await deps.photos.getPhotos(ids)).map(asMoved),
    },
  };
  let filed = 0;
  for (const photo of (await deps.photos.getPhotos(photoIds)).map(asMoved)) if (await indexPhoto(view, photo)) filed++;
  return filed;
}
