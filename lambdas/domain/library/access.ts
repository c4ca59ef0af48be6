import { ForbiddenError, NotFoundError } from '../errors';
import type { LibraryDocument, LibraryPhoto, LibraryScope, LibraryView } from '../../ports/library';

export type { LibraryScope, LibraryView };
import type { Session } from '../../ports/session-store';
import type { LibraryDeps } from './deps';

export const PHOTO_NOT_FOUND = 'That photo is not in your library';
export const DOCUMENT_NOT_FOUND = 'That document is not in your library';
export const NOT_YOUR_PHOTOS = 'Only the person who uploaded a photo can delete or restore it';
export const NOT_IN_YOUR_LIBRARY = 'Some of those photos are not in your family library';
export const NOT_YOUR_DOCUMENTS = 'Only the person who uploaded a document can delete it';

/**
 * Whose library a signed-in caller sees: their family's (photos, documents, places). A user who
 * never shared is a family of one whose id is their own user id. Leaving or being removed changes
 * the session's family at once, so the next request no longer finds the family's items.
 */
export function libraryOwnerFor(session: Session): string {
  return session.familyId ?? session.userId;
}


export function libraryViewFor(session: Session): LibraryView {
  const family = libraryOwnerFor(session);
  return { family, arriving: session.arrivingFrom && session.arrivingFrom !== family ? session.arrivingFrom : null };
}

export const viewOf = (scope: LibraryScope): LibraryView => (typeof scope === 'string' ? { family: scope, arriving: null } : scope);

/**
 * In the library of `scope`: the family's items (and the caller's arriving ones). Only the family
 * they are in: a family's library can be keyed by a member's user id (theirs was the larger when it
 * began), and what that member took with them when they left is theirs, not the family's.
 */
export function isInLibrary(item: { familyId: string }, scope: LibraryScope): boolean {
  const view = viewOf(scope);
  return item.familyId === view.family || (view.arriving !== null && item.familyId === view.arriving);
}

/**
 * Photos and documents are read, changed and downloaded by the family whose library holds them.
 * Another family's item answers exactly like a missing one (404), so ids reveal nothing; only
 * bulk actions on a selection, where the spec says the action is refused, answer 403.
 */
export async function requireOwnPhoto(deps: Pick<LibraryDeps, 'photos'>, scope: LibraryScope, photoId: string): Promise<LibraryPhoto> {
  const photo = await deps.photos.getPhoto(photoId);
  if (!photo || !isInLibrary(photo, scope)) throw new NotFoundError(PHOTO_NOT_FOUND);
  return photo;
}

export async function requireOwnDocument(deps: Pick<LibraryDeps, 'documents'>, scope: LibraryScope, documentId: string): Promise<LibraryDocument> {
  const document = await deps.documents.getDocument(documentId);
  if (!document || !isInLibrary(document, scope)) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  return document;
}

/** The selected photos of the family's library that still exist; refused (403) when any is another family's. */
export async function familySelection(deps: Pick<LibraryDeps, 'photos'>, scope: string, photoIds: readonly string[]): Promise<LibraryPhoto[]> {
  const photos = await deps.photos.getPhotos(photoIds);
  if (photos.some((photo) => !isInLibrary(photo, scope))) throw new ForbiddenError(NOT_IN_YOUR_LIBRARY);
  return photos;
}

/** The selected photos that still exist; refused (403) when any was uploaded by someone else (only the uploader deletes). */
export async function ownSelection(deps: Pick<LibraryDeps, 'photos'>, uploaderId: string, photoIds: readonly string[]): Promise<LibraryPhoto[]> {
  const photos = await deps.photos.getPhotos(photoIds);
  if (photos.some((photo) => photo.ownerId !== uploaderId)) throw new ForbiddenError(NOT_YOUR_PHOTOS);
  return photos;
}
