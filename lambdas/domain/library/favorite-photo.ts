import type { PhotoDetail } from '@heirloom/shared/contracts/photos';
import { requireOwnPhoto, type LibraryScope } from './access';
import type { LibraryDeps } from './deps';
import { eventOf, withFreshReads } from './edit-photos';
import { photoDetailOf } from './views';

/**
 * POST /photo/{id}/favorite: stars a photo of the family's library, or takes the star off. As in a
 * shared photo library, the family shares its favourites: any member may star or unstar any photo
 * (nothing is lost either way). Asking for what already holds changes nothing, so a repeated click
 * or a retried request writes once.
 */
export async function setFavorite(deps: LibraryDeps, scope: LibraryScope, photoId: string, favorite: boolean): Promise<PhotoDetail> {
  const saved = await withFreshReads(async () => {
    const photo = await requireOwnPhoto(deps, scope, photoId);
    if (photo.favorite === favorite) return photo;
    const after = { ...photo, favorite, updatedAt: deps.now() };
    await deps.photos.savePhotos([{ before: photo, after }]);
    return after;
  });
  return photoDetailOf(saved, deps, await eventOf(deps, saved));
}
