import { ConflictError, ValidationError } from '../errors';
import type { LibraryDocument, LibraryPhoto, StashedPhoto } from '../../ports/library';
import type { DocumentPageRecord } from '../../ports/media';
import { requireOwnDocument, requireOwnPhoto } from './access';
import type { LibraryDeps } from './deps';
import { renditionKeys, removeFiles } from './delete-photos';
import { withFreshReads } from './edit-photos';
import { canBePhoto } from './views';

export const VIDEO_IS_NOT_A_DOCUMENT = 'A video cannot become a document';
export const ONLY_PICTURES_BECOME_PHOTOS = 'Only a document made from a picture can become a photo. A PDF stays a document.';

export interface DocumentFields {
  title: string;
  publication: string;
  author: string;
}

const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '');

function stash(photo: LibraryPhoto): StashedPhoto {
  const { renditions: _renditions, baseRenditions: _base, revision: _revision, fixes: _fixes, updatedAt: _updated, ...kept } = photo;
  return kept;
}

/** What a photo becomes as a document: one page, its pictures, the photo's fields kept to give back. */
export function documentFromPhoto(photo: LibraryPhoto, fields: Partial<DocumentFields>, now: number): { document: LibraryDocument; page: DocumentPageRecord } {
  const document: LibraryDocument = {
    documentId: photo.photoId,
    ownerId: photo.ownerId,
    familyId: photo.familyId,
    uploadId: photo.uploadId,
    name: photo.name,
    objectKey: photo.objectKey,
    contentHash: photo.contentHash,
    mime: photo.mime,
    size: photo.size,
    title: fields.title?.trim() || photo.description?.trim().slice(0, 500) || withoutExtension(photo.name),
    author: fields.author?.trim() || null,
    publication: fields.publication?.trim() || null,
    pageCount: 1,
    createdAt: now,
    cover: photo.renditions,
    fromPhoto: stash(photo),
    revision: 0,
    updatedAt: now,
  };
  return { document, page: { documentId: photo.photoId, pageNumber: 1, width: photo.width, height: photo.height, renditions: photo.renditions } };
}

/**
 * POST /photo/{id}/to_document ('Photo is Document'), and saving /document/new?image_id=: the photo
 * leaves the photo lists (and the map's counts) and appears among the documents with the same id.
 */
export async function photoToDocument(deps: LibraryDeps, ownerId: string, photoId: string, fields: Partial<DocumentFields> = {}): Promise<LibraryDocument> {
  let converted: { photo: LibraryPhoto; document: LibraryDocument } | undefined;
  await withFreshReads(async () => {
    const photo = await requireOwnPhoto(deps, ownerId, photoId);
    if (photo.imageType === 'video') throw new ValidationError(VIDEO_IS_NOT_A_DOCUMENT);
    const { document, page } = documentFromPhoto(photo, fields, deps.now());
    await deps.documents.photoToDocument(photo, document, page);
    converted = { photo, document };
  });
  const { photo, document } = converted!;
  // A corrected photo's pictures from the upload are not part of the document.
  const superseded = renditionKeys(photo.baseRenditions).filter((key) => !renditionKeys(photo.renditions).includes(key));
  if (superseded.length) await removeFiles(deps, [{ original: null, derived: superseded }]);
  return document;
}

/** The photo a document made from a picture becomes again: the fields it had, if it was a photo before. */
export function photoFromDocument(document: LibraryDocument, page: DocumentPageRecord, now: number): LibraryPhoto {
  const kept: StashedPhoto = document.fromPhoto ?? {
    photoId: document.documentId,
    ownerId: document.ownerId,
    familyId: document.familyId,
    uploaderName: null,
    imageType: 'photo',
    system: 'own',
    uploadId: document.uploadId,
    name: document.name,
    objectKey: document.objectKey,
    contentHash: document.contentHash,
    mime: document.mime,
    size: document.size,
    width: page.width,
    height: page.height,
    orientation: 1,
    placeholder: null,
    dateTaken: null,
    dateSort: '',
    latitude: null,
    longitude: null,
    altitude: null,
    locationId: null,
    eventId: null,
    description: null,
    camera: null,
    durationSeconds: null,
    createdAt: document.createdAt,
    locationAddress: null,
    locationPlaceId: null,
    favorite: false,
    turns: 0,
  };
  return {
    ...kept,
    photoId: document.documentId,
    ownerId: document.ownerId,
    familyId: document.familyId,
    uploaderName: kept.uploaderName ?? null,
    objectKey: document.objectKey,
    contentHash: document.contentHash,
    size: document.size,
    renditions: page.renditions,
    baseRenditions: null,
    fixes: [],
    revision: 0,
    updatedAt: now,
    // A stash from before favourites has no star.
    favorite: kept.favorite ?? false,
    trashedAt: null,
  };
}

/** POST /document/{id}/to_photo ('This is a photo'): the document leaves the documents list. */
export async function documentToPhoto(deps: LibraryDeps, ownerId: string, documentId: string): Promise<LibraryPhoto> {
  return withFreshReads(async () => {
    const document = await requireOwnDocument(deps, ownerId, documentId);
    if (!canBePhoto(document)) throw new ConflictError(ONLY_PICTURES_BECOME_PHOTOS);
    const { pages } = await deps.documents.documentPages(documentId, 1, 2);
    if (pages.length !== 1) throw new ConflictError(ONLY_PICTURES_BECOME_PHOTOS);
    const photo = photoFromDocument(document, pages[0]!, deps.now());
    // Its place and event may have gone while it was a document.
    const [location, events] = await Promise.all([
      photo.locationId ? deps.locations.getLocation(photo.locationId) : Promise.resolve(null),
      photo.eventId ? deps.events.getEvents(ownerId, [photo.eventId]) : Promise.resolve([]),
    ]);
    if (!location || location.ownerId !== ownerId) Object.assign(photo, { locationId: null, locationAddress: null, locationPlaceId: null });
    if (!events.length) photo.eventId = null;
    await deps.documents.documentToPhoto(document, pages, photo);
    return photo;
  });
}
