import type { PhotoView } from '@heirloom/shared/contracts/media';

/**
 * Whether a realtime message's photo is one our server drew (shared/contracts/media.ts
 * `photoView`): checked by its identity and the pictures a card shows, without the schema, which
 * would bring zod into the first load. The server builds these from the same typed view.
 */
export function isPhotoView(value: unknown): value is PhotoView {
  if (typeof value !== 'object' || value === null) return false;
  const photo = value as Partial<Record<keyof PhotoView, unknown>>;
  return (
    typeof photo.id === 'string' &&
    photo.object_type === 'photo' &&
    (photo.image_type === 'photo' || photo.image_type === 'video') &&
    typeof photo.width === 'number' &&
    typeof photo.height === 'number' &&
    typeof photo.thumbnail_urls === 'object' &&
    photo.thumbnail_urls !== null &&
    typeof photo.image_url === 'string'
  );
}
