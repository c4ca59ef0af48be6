import { toPhotoView } from '../../media/photo-view';
import type { CatalogItem } from '../../../ports/media';
import type { ProcessingDeps } from './deps';

/** What the client receives for a finished upload: the photo itself, or the document or import id. */
export async function itemView(deps: Pick<ProcessingDeps, 'catalog' | 'signer'>, item: CatalogItem) {
  if (item.itemType === 'photo' || item.itemType === 'video') {
    const photo = await deps.catalog.getPhoto(item.itemId);
    if (photo) {
      const location = photo.locationId ? await deps.catalog.getLocation(photo.locationId) : null;
      return { item_type: item.itemType, photo: await toPhotoView(photo, deps.signer, { location, username: null }) };
    }
  }
  return { item_type: item.itemType, id: item.itemId };
}
