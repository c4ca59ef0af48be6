import type { Thumbnail } from '../../media/images';
import type { ObjectStorage, Renditions } from '../../../ports/media';
import { derivedKey } from './derived-keys';

/**
 * Writes a picture's thumbnails (WebP, with JPEG for browsers without WebP) and returns their
 * keys. `written` collects every key so a failure later can remove what was made.
 */
export async function storeRenditions(storage: ObjectStorage, ownerId: string, itemId: string, thumbnails: readonly Thumbnail[], written: string[], prefix = ''): Promise<Renditions> {
  const bySize = new Map(thumbnails.map((t) => [t.size, t]));
  const keys: Partial<Renditions> = {};
  const roles = [
    [64, 'thumb64', 'thumb64Jpeg'],
    [300, 'thumb300', 'thumb300Jpeg'],
    [1600, 'large', 'largeJpeg'],
  ] as const;
  await Promise.all(
    roles.map(async ([size, webpRole, jpegRole]) => {
      const thumbnail = bySize.get(size);
      if (!thumbnail) throw new Error(`No ${size} px rendition was made`);
      const webpKey = derivedKey(ownerId, itemId, `${prefix}${size}.webp`);
      const jpegKey = derivedKey(ownerId, itemId, `${prefix}${size}.jpg`);
      written.push(webpKey, jpegKey);
      await Promise.all([storage.putDerived(webpKey, thumbnail.webp, 'image/webp'), storage.putDerived(jpegKey, thumbnail.jpeg, 'image/jpeg')]);
      keys[webpRole] = webpKey;
      keys[jpegRole] = jpegKey;
    }),
  );
  return keys as Renditions;
}
