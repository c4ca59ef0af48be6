import type { EventSummary, LibraryDocumentView, PhotoDetail } from '@heirloom/shared/contracts/photos';
import type { LocationView, PhotoView } from '@heirloom/shared/contracts/media';
import { toPhotoView } from '../media/photo-view';
import type { EventRecordSummary, LibraryDocument, LibraryPhoto } from '../../ports/library';
import type { DocumentPageRecord, LocationRecord, MediaUrlSigner, Renditions } from '../../ports/media';
import type { LibraryDeps } from './deps';

/** The photo's place as stored on it (its address is copied there, so no location read is needed). */
function locationOf(photo: LibraryPhoto): LocationRecord | null {
  if (!photo.locationId || photo.locationAddress === null) return null;
  return { locationId: photo.locationId, ownerId: photo.ownerId, formattedAddress: photo.locationAddress, placeId: photo.locationPlaceId, latitude: null, longitude: null };
}

/** A photo with the uploader's name it was stored with (a push to the uploader, who never sees their own). */
export const photoViewOf = (photo: LibraryPhoto, signer: MediaUrlSigner, username = photo.uploaderName): Promise<PhotoView> =>
  toPhotoView(photo, signer, { location: locationOf(photo), username });

type ViewDeps = Pick<LibraryDeps, 'signer' | 'uploaders'>;

/** Photos as the strip and the panels show them, each with its uploader's current name for the rest of the family. */
export async function photoViewsOf(photos: readonly LibraryPhoto[], deps: ViewDeps): Promise<PhotoView[]> {
  const families = [...new Set(photos.map((photo) => photo.familyId))];
  const names = new Map((await Promise.all(families.map((familyId) => deps.uploaders.namesIn(familyId)))).flatMap((family) => [...family]));
  return Promise.all(photos.map((photo) => photoViewOf(photo, deps.signer, names.get(photo.ownerId) ?? photo.uploaderName)));
}

export const eventSummaryOf = (event: EventRecordSummary): EventSummary => ({ id: event.id, name: event.name, event_type: event.eventType, start_date: event.startDate });

export async function photoDetailOf(photo: LibraryPhoto, deps: ViewDeps, event: EventRecordSummary | null): Promise<PhotoDetail> {
  const [view] = await photoViewsOf([photo], deps);
  return { ...view!, event: event ? eventSummaryOf(event) : null, camera: photo.camera, size_bytes: photo.size, uploaded_at: photo.createdAt };
}

export const locationViewOf = (location: LocationRecord): LocationView => ({ id: location.locationId, formatted_address: location.formattedAddress, place_id: location.placeId });

export async function thumbnailUrlsOf(renditions: Renditions, signer: MediaUrlSigner) {
  const [t64, t300, large] = await Promise.all([signer.derived(renditions.thumb64), signer.derived(renditions.thumb300), signer.derived(renditions.large)]);
  return { '64': t64, '300': t300, '1600': large };
}

/** Only a document made from a picture (one page, an image original) can become a photo again. */
export const canBePhoto = (document: Pick<LibraryDocument, 'mime' | 'pageCount'>): boolean => document.mime.startsWith('image/') && document.pageCount === 1;

export async function documentViewOf(document: LibraryDocument, signer: MediaUrlSigner): Promise<LibraryDocumentView> {
  const [cover, download] = await Promise.all([document.cover ? thumbnailUrlsOf(document.cover, signer) : Promise.resolve(null), signer.original(document.objectKey, document.name)]);
  return {
    id: document.documentId,
    title: document.title,
    author: document.author,
    publication: document.publication,
    page_count: document.pageCount,
    has_page: document.pageCount > 0,
    cover,
    download_url: download,
    user_id: document.ownerId,
    name: document.name,
    can_be_photo: canBePhoto(document),
    created_at: document.createdAt,
  };
}

export async function documentPageViewOf(page: DocumentPageRecord, signer: MediaUrlSigner) {
  return { page: page.pageNumber, width: page.width, height: page.height, thumbnail_urls: await thumbnailUrlsOf(page.renditions, signer) };
}
