import type { PhotoView } from '@heirloom/shared/contracts/media';
import type { LibraryPhoto } from '../../ports/library';
import type { LocationRecord, MediaUrlSigner, PhotoRecord } from '../../ports/media';

/** A photo as the client sees it, with short-lived links to its sizes (corrections and turns are the library's: absent, none). */
export async function toPhotoView(photo: PhotoRecord & Partial<Pick<LibraryPhoto, 'fixes' | 'turns'>>, signer: MediaUrlSigner, context: { location: LocationRecord | null; username: string | null }): Promise<PhotoView> {
  const r = photo.renditions;
  const [t64, t300, large, original, playback] = await Promise.all([
    signer.derived(r.thumb64),
    signer.derived(r.thumb300),
    signer.derived(r.large),
    signer.original(photo.objectKey, photo.name),
    photo.imageType === 'video' ? (r.playback ? signer.derived(r.playback) : signer.original(photo.objectKey, photo.name)) : Promise.resolve(null),
  ]);
  return {
    id: photo.photoId,
    object_type: 'photo',
    image_type: photo.imageType,
    system: photo.system,
    name: photo.name,
    width: photo.width,
    height: photo.height,
    orientation: photo.orientation,
    thumbnail_urls: { '64': t64, '300': t300, '1600': large },
    placeholder: photo.placeholder,
    image_url: original,
    ...((photo.fixes?.length ?? 0) > 0 || (photo.turns ?? 0) % 4 !== 0 ? { redrawn: true } : {}),
    video_url: playback,
    duration_seconds: photo.durationSeconds,
    date_taken: photo.dateTaken,
    location: context.location ? { id: context.location.locationId, formatted_address: context.location.formattedAddress, place_id: context.location.placeId } : null,
    location_id: photo.locationId,
    event_id: photo.eventId,
    description: photo.description,
    uploaded_by: photo.ownerId,
    user_id: photo.ownerId,
    username: context.username,
    favorite: photo.favorite ?? false,
  };
}
