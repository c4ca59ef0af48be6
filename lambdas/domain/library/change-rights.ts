import { NOT_YOUR_DOCUMENT, requireMayChange, type Actor } from '../sharing/roles';
import { isInLibrary } from './access';
import type { LibraryDeps } from './deps';

/**
 * Changing or converting photos and documents (re-dating, editing details, fixing, bulk edits,
 * photo <-> document) is for the family's admins and the uploader (sharing/roles.ts). Items outside
 * the caller's library are left to the use case, which answers 404 as before.
 */
export async function requireMayChangePhotos(deps: Pick<LibraryDeps, 'photos'>, actor: Actor, scope: string, photoIds: readonly string[], message: string): Promise<void> {
  if (actor.role === 'admin') return;
  const photos = await deps.photos.getPhotos([...new Set(photoIds)]);
  for (const photo of photos) if (isInLibrary(photo, scope)) requireMayChange(actor, photo.ownerId, message);
}

export async function requireMayChangeDocument(deps: Pick<LibraryDeps, 'documents'>, actor: Actor, scope: string, documentId: string): Promise<void> {
  if (actor.role === 'admin') return;
  const document = await deps.documents.getDocument(documentId);
  if (document && isInLibrary(document, scope)) requireMayChange(actor, document.ownerId, NOT_YOUR_DOCUMENT);
}
