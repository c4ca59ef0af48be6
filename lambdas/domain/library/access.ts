import { ForbiddenError, NotFoundError } from '../errors';
import type { LibraryDocument, LibraryPhoto } from '../../ports/library';
import type { LibraryDeps } from './deps';

export const PHOTO_NOT_FOUND = 'That photo is not in your library';
export const DOCUMENT_NOT_FOUND = 'That document is not in your library';
export const NOT_YOUR_PHOTOS = 'Only the person who uploaded a photo can change or delete it';
export const NOT_YOUR_DOCUMENTS = 'Only the person who uploaded a document can delete it';

/**
 * Photos and documents are read, changed and downloaded by the user who uploaded them. Someone
 * else's item answers exactly like a missing one (404), so ids reveal nothing; only bulk actions
 * on a selection, where the spec says the action is refused, answer 403.
 */
export async function requireOwnPhoto(deps: Pick<LibraryDeps, 'photos'>, ownerId: string, photoId: string): Promise<LibraryPhoto> {
  const photo = await deps.photos.getPhoto(photoId);
  if (!photo || photo.ownerId !== ownerId) throw new NotFoundError(PHOTO_NOT_FOUND);
  return photo;
}

export async function requireOwnDocument(deps: Pick<LibraryDeps, 'documents'>, ownerId: string, documentId: string): Promise<LibraryDocument> {
  const document = await deps.documents.getDocument(documentId);
  if (!document || document.ownerId !== ownerId) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  return document;
}

/** The selected photos that still exist; refused (403) when any of them is someone else's. */
export async function ownSelection(deps: Pick<LibraryDeps, 'photos'>, ownerId: string, photoIds: readonly string[]): Promise<LibraryPhoto[]> {
  const photos = await deps.photos.getPhotos(photoIds);
  if (photos.some((photo) => photo.ownerId !== ownerId)) throw new ForbiddenError(NOT_YOUR_PHOTOS);
  return photos;
}
