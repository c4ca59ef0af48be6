import { NOT_YOUR_DOCUMENT, NOT_YOUR_PHOTO, requireMayChange, type Actor } from '../sharing/roles';
import { isInLibrary, type LibraryScope } from './access';
import type { LibraryDeps } from './deps';
import { NEW_DOCUMENT_ID } from './documents';

/**
 * Changing or converting photos and documents (re-dating, editing details, fixing, bulk edits,
 * photo <-> document) is for the family's admins and the uploader (sharing/roles.ts). Items outside
 * the caller's library are left to the use case, which answers 404 as before.
 */
export async function requireMayChangePhotos(deps: Pick<LibraryDeps, 'photos'>, actor: Actor, scope: LibraryScope, photoIds: readonly string[], message: string): Promise<void> {
  if (actor.role === 'admin') return;
  const photos = await deps.photos.getPhotos([...new Set(photoIds)]);
  for (const photo of photos) if (isInLibrary(photo, scope)) requireMayChange(actor, photo.ownerId, message);
}

/** Saving a document; saving /document/new with `imageId` turns that photo into a document (a conversion). */
export async function requireMayChangeDocument(deps: Pick<LibraryDeps, 'documents' | 'photos'>, actor: Actor, scope: string, documentId: string, imageId?: string): Promise<void> {
  if (actor.role === 'admin') return;
  if (documentId === NEW_DOCUMENT_ID) {
    if (imageId) await requireMayChangePhotos(deps, actor, scope, [imageId], NOT_YOUR_PHOTO);
    return;
  }
  const document = await deps.documents.getDocument(documentId);
  if (document && isInLibrary(document, scope)) requireMayChange(actor, document.ownerId, NOT_YOUR_DOCUMENT);
}
