import type { PhotoView } from '@heirloom/shared/contracts/media';
import type { PhotoDetail } from '@heirloom/shared/contracts/photos';
import { NotFoundError } from '../errors';
import type { LibraryPhoto } from '../../ports/library';
import { familySelection, requireOwnPhoto, type LibraryScope } from './access';
import type { LibraryDeps } from './deps';
import { eventOf, withFreshReads } from './edit-photos';
import { photoDetailOf, photoViewsOf } from './views';

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

/**
 * POST /photos/favorite: the star on (or off) every selected photo of the family's library, from
 * the selection toolbar; any member may, as for one photo. Only photos whose star changes are
 * written, so a repeated request writes nothing.
 */
export async function setFavorites(deps: LibraryDeps, ownerId: string, photoIds: readonly string[], favorite: boolean): Promise<PhotoView[]> {
  const saved = await withFreshReads(async () => {
    const photos = await familySelection(deps, ownerId, photoIds);
    if (photos.length < photoIds.length) throw new NotFoundError('Some of those photos are no longer in your library');
    const now = deps.now();
    const changed = photos.filter((photo) => photo.favorite !== favorite).map((before) => ({ before, after: { ...before, favorite, updatedAt: now } }));
    await deps.photos.savePhotos(changed);
    const byId = new Map<string, LibraryPhoto>(photos.map((photo) => [photo.photoId, photo]));
    for (const { after } of changed) byId.set(after.photoId, after);
    return photoIds.flatMap((id) => byId.get(id) ?? []);
  });
  return photoViewsOf(saved, deps);
}
