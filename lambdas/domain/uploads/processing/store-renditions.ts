import { RENDITION_MIME, type Thumbnail } from '../../media/images';
import type { ObjectStorage, Renditions } from '../../../ports/media';
import { derivedKey } from './derived-keys';

const EXTENSIONS = { webp: 'webp', jpeg: 'jpg' } as const;

/**
 * Writes a picture's thumbnails, one file per size in the format renditions.ts chose for it, and
 * returns their keys. The 1600 px JPEG is both what the viewer shows (`large`) and what the faces
 * service reads (`largeJpeg`). `written` collects every key so a failure later can remove what was made.
 */
export async function storeRenditions(storage: ObjectStorage, ownerId: string, itemId: string, thumbnails: readonly Thumbnail[], written: string[], prefix = ''): Promise<Renditions> {
  const keyOf = async (size: number): Promise<string> => {
    const thumbnail = thumbnails.find((candidate) => candidate.size === size);
    if (!thumbnail) throw new Error(`No ${size} px rendition was made`);
    const key = derivedKey(ownerId, itemId, `${prefix}${size}.${EXTENSIONS[thumbnail.format]}`);
    written.push(key);
    await storage.putDerived(key, thumbnail.bytes, RENDITION_MIME[thumbnail.format]);
    return key;
  };
  const [thumb64, thumb300, large] = await Promise.all([keyOf(64), keyOf(300), keyOf(1600)]);
  return { thumb64, thumb300, large, largeJpeg: large };
}
